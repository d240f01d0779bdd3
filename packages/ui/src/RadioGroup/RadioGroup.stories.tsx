import { Button, Price, Radio, RadioCard, RadioGroup } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withIntl } from '../../story-fixtures/withIntl';

const copy = {
  ar: {
    sort: 'ترتيب حسب',
    sorts: {
      newest: 'الأحدث',
      priceLow: 'السعر: من الأقل للأعلى',
      priceHigh: 'السعر: من الأعلى للأقل',
    },
    shipping: 'طريقة الشحن',
    standard: 'توصيل عادي',
    standardHelp: 'يصلك خلال ٥ إلى ٧ أيام عمل',
    express: 'توصيل سريع',
    expressHelp: 'يصلك خلال يوم أو يومين عمل',
    pickup: 'استلام من المعرض',
    pickupHelp: 'معرض دار، التجمع الخامس، القاهرة الجديدة',
    free: 'مجانًا',
    payment: 'طريقة الدفع',
    card: 'بطاقة بنكية',
    cardHelp: 'فيزا أو ماستركارد، عبر صفحة دفع آمنة',
    cod: 'الدفع عند الاستلام',
    codHelp: 'ادفع نقدًا لمندوب التوصيل',
    codReason: 'الدفع عند الاستلام متاح للطلبات حتى ٢٠٬٠٠٠ ج.م.',
    instalments: 'التقسيط',
    instalmentsHelp: 'على ٦ أو ١٢ شهرًا عبر شركاء التقسيط',
    required: 'من فضلك اختر أحد الخيارات.',
    next: 'متابعة',
    longTitle: 'توصيل وتركيب في نفس اليوم للطلبات داخل القاهرة الكبرى والجيزة',
    longHelp:
      'يتصل بك فريق التوصيل قبل الوصول بساعة، ويقوم بتركيب القطع وإزالة مواد التغليف، ويمكنك فحص المنتج قبل التوقيع على الاستلام.',
  },
  en: {
    sort: 'Sort by',
    sorts: { newest: 'Newest', priceLow: 'Price: low to high', priceHigh: 'Price: high to low' },
    shipping: 'Shipping method',
    standard: 'Standard delivery',
    standardHelp: 'Arrives in 5–7 working days',
    express: 'Express delivery',
    expressHelp: 'Arrives in 1–2 working days',
    pickup: 'Pick up at the showroom',
    pickupHelp: 'Dar showroom, Fifth Settlement, New Cairo',
    free: 'Free',
    payment: 'Payment method',
    card: 'Bank card',
    cardHelp: 'Visa or Mastercard, on a secure payment page',
    cod: 'Cash on delivery',
    codHelp: 'Pay the driver in cash',
    codReason: 'Cash on delivery is available for orders up to EGP 20,000.',
    instalments: 'Instalments',
    instalmentsHelp: 'Over 6 or 12 months with our instalment partners',
    required: 'Please choose an option.',
    next: 'Continue',
    longTitle: 'Same-day delivery and assembly for orders within Greater Cairo and Giza',
    longHelp:
      'The delivery team calls an hour before arriving, assembles the pieces and takes the packaging away; you can inspect the product before signing for it.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

/** A made-up card logo: decorative, the card's title names the method. */
const CardLogo = () => (
  <svg width="40" height="26" viewBox="0 0 40 26" aria-hidden="true">
    <rect width="40" height="26" rx="4" fill="#1f3a5f" />
    <circle cx="16" cy="13" r="7" fill="#d9822b" />
    <circle cx="24" cy="13" r="7" fill="#e8b04b" fillOpacity="0.85" />
  </svg>
);
const CashLogo = () => (
  <svg width="40" height="26" viewBox="0 0 40 26" aria-hidden="true">
    <rect width="40" height="26" rx="4" fill="#5b7a3a" />
    <circle cx="20" cy="13" r="6" fill="none" stroke="#fff" strokeWidth="2" />
  </svg>
);

/** A price renders on the server in the shop; here with the story provider's messages. */
const StoryPrice = withIntl(Price);

const meta = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  args: { label: copy.ar.sort, children: null, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortOrder: Story = {
  args: { defaultValue: 'newest' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <RadioGroup {...args} label={t.sort}>
        {Object.entries(t.sorts).map(([value, name]) => (
          <Radio key={value} value={value}>
            {name}
          </Radio>
        ))}
      </RadioGroup>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    await userEvent.click(canvas.getByText(t.sorts.priceLow));
    await expect(args.onChange).toHaveBeenLastCalledWith('priceLow');
    // Arrow keys move the choice; Down goes to the next option in either direction.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t.sorts.priceHigh })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('priceHigh');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: t.sorts.newest })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByText(t.sorts.priceLow));
  },
};

export const ShippingMethodCards: Story = {
  args: { defaultValue: 'standard' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '30rem' }}>
        <RadioGroup {...args} label={t.shipping}>
          <RadioCard
            value="standard"
            title={t.standard}
            description={t.standardHelp}
            price={<StoryPrice amount={15000} currencyCode="EGP" />}
          />
          <RadioCard
            value="express"
            title={t.express}
            description={t.expressHelp}
            price={<StoryPrice amount={35000} currencyCode="EGP" />}
          />
          <RadioCard value="pickup" title={t.pickup} description={t.pickupHelp} price={t.free} />
        </RadioGroup>
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    // The title is the name; the delivery time and the price are read as its description.
    const express = canvas.getByRole('radio', { name: t.express });
    await expect(express).toHaveAccessibleDescription(
      expect.stringContaining(t.expressHelp) as unknown as string,
    );
    await userEvent.click(canvas.getByText(t.expressHelp));
    await expect(express).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t.pickup })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByText(t.expressHelp));
  },
};

export const PaymentMethodCards: Story = {
  args: { defaultValue: 'card' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '30rem' }}>
        <RadioGroup {...args} label={t.payment}>
          <RadioCard value="card" title={t.card} description={t.cardHelp} logo={<CardLogo />} />
          <RadioCard
            value="cod"
            title={t.cod}
            description={t.codHelp}
            logo={<CashLogo />}
            disabledReason={t.codReason}
          />
          <RadioCard value="instalments" title={t.instalments} description={t.instalmentsHelp} />
        </RadioGroup>
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const cod = canvas.getByRole('radio', { name: t.cod });
    // Unavailable, and the shopper (and a screen reader) is told why.
    await expect(cod).toBeDisabled();
    await expect(cod).toHaveAccessibleDescription(`${t.codHelp} ${t.codReason}`);
    await expect(canvas.getByText(t.codReason)).toBeVisible();
    await userEvent.click(canvas.getByText(t.cod));
    await expect(args.onChange).not.toHaveBeenCalled();
    // The keyboard skips it: from the card, Down lands on instalments.
    await userEvent.click(canvas.getByText(t.card));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t.instalments })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByText(t.card));
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <form
        style={{ display: 'grid', gap: '1rem', maxInlineSize: '30rem', justifyItems: 'start' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <RadioGroup {...args} label={t.shipping}>
          <RadioCard
            value="standard"
            title={t.standard}
            description={t.standardHelp}
            price={<StoryPrice amount={15000} currencyCode="EGP" />}
          />
          <RadioCard value="pickup" title={t.pickup} description={t.pickupHelp} price={t.free} />
        </RadioGroup>
        <Button type="submit">{t.next}</Button>
      </form>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await waitFor(() => expect(canvas.getByText(t.required)).toBeVisible());
    await expect(canvas.getByRole('radiogroup', { name: t.shipping })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByRole('button', { name: t.next }));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'newest' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <RadioGroup {...args} label={t.sort}>
        {Object.entries(t.sorts).map(([value, name]) => (
          <Radio key={value} value={value}>
            {name}
          </Radio>
        ))}
      </RadioGroup>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('radio', { name: t.sorts.priceLow })).toBeDisabled();
    await userEvent.click(canvas.getByText(t.sorts.priceLow));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  args: { defaultValue: 'same-day' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <RadioGroup {...args} label={t.shipping}>
          <RadioCard
            value="same-day"
            title={t.longTitle}
            description={t.longHelp}
            price={<StoryPrice amount={75000} currencyCode="EGP" />}
          />
        </RadioGroup>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const title = canvas.getByText(t.longTitle).getBoundingClientRect();
    const price = canvas.getByText((_, element) => element?.id.endsWith('-price') ?? false);
    const priceBox = price.getBoundingClientRect();
    // The text wraps beside the price, which stays whole at the card's end.
    await expect(title.height).toBeGreaterThan(priceBox.height);
    await expect(
      globals.dir === 'ltr' ? priceBox.left >= title.right : priceBox.right <= title.left,
    ).toBe(true);
  },
};
