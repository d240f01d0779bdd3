import { formatMoney } from '@dar/i18n';
import { CartSummary, CartSummarySkeleton } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartSummaryFixture } from '../../../../story-fixtures/cart';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryCartSummary = withIntl(CartSummary);
const StoryCartSummarySkeleton = withIntl(CartSummarySkeleton);

const copy = {
  ar: {
    title: 'ملخص السلة',
    subtotal: 'المجموع الفرعي غير شامل الضريبة',
    shipping: 'الشحن',
    atCheckout: 'يُحسب عند إتمام الشراء',
    free: 'مجاني',
    coupons: 'أكواد الخصم',
    savings: 'توفير العروض',
    total: 'الإجمالي غير شامل الضريبة',
    vat: 'ضريبة القيمة المضافة',
    totalWithVat: 'الإجمالي',
    inclVat: 'شامل الضريبة',
    checkout: 'إتمام الشراء',
    pending:
      'لم يُطبَّق الكود WHEEL500 بعد: شروط العرض (مثل حد أدنى لقيمة الطلب) غير مستوفاة، وسيُطبَّق فور استيفائها.',
  },
  en: {
    title: 'Cart summary',
    subtotal: 'Subtotal excl. VAT',
    shipping: 'Shipping',
    atCheckout: 'Calculated at checkout',
    free: 'Free',
    coupons: 'Coupon codes',
    savings: 'Promotional savings',
    total: 'Total excl. VAT',
    vat: 'VAT',
    totalWithVat: 'Total',
    inclVat: 'incl. VAT',
    checkout: 'Checkout',
    pending:
      "WHEEL500 is not applied yet: the offer's conditions (such as a minimum order) are not met. It applies as soon as they are.",
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
// toHaveTextContent collapses the no-break spaces of a formatted price; so does this.
const money = (amount: number, locale: unknown) =>
  formatMoney(amount, 'EGP', loc(locale), { trimZeroFraction: true }).replace(/\s+/g, ' ');

/** The value next to a label in the summary's list. */
const valueOf = (canvasElement: HTMLElement, label: string) => {
  const term = [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling ?? null;
};

const meta = {
  title: 'Sections/Cart/CartSummary',
  component: StoryCartSummary,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { summary: cartSummaryFixture(), checkoutHref: '/checkout' },
} satisfies Meta<typeof StoryCartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    const { summary } = args;
    await expect(canvas.getByRole('region', { name: t.title })).toBeVisible();
    await expect(valueOf(canvasElement, t.subtotal)).toHaveTextContent(
      money(summary.subTotal, globals.locale),
    );
    await expect(valueOf(canvasElement, t.shipping)).toHaveTextContent(t.atCheckout);
    await expect(valueOf(canvasElement, t.coupons)).toHaveTextContent('WELCOME10');
    await expect(valueOf(canvasElement, t.savings)).toHaveTextContent(
      money(summary.savings, globals.locale),
    );
    // The cart's prices are without VAT and say so (docs/product-spec.md §1); the VAT and the total with it follow.
    await expect(valueOf(canvasElement, t.total)).toHaveTextContent(
      money(summary.total, globals.locale),
    );
    await expect(valueOf(canvasElement, t.vat)).toHaveTextContent(
      money(summary.totalWithTax! - summary.total, globals.locale),
    );
    const total = valueOf(canvasElement, t.totalWithVat) as HTMLElement;
    await expect(total).toHaveTextContent(money(summary.totalWithTax!, globals.locale));
    await expect(within(total).getByText(t.inclVat)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.checkout })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const WithShipping: Story = {
  args: {
    summary: {
      ...cartSummaryFixture(),
      shipping: 35000,
      total: cartSummaryFixture().total + 35000,
      totalWithTax: cartSummaryFixture().totalWithTax + 35000,
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(valueOf(canvasElement, t.shipping)).toHaveTextContent(
      money(35000, globals.locale),
    );
  },
};

export const FreeShippingNoCoupon: Story = {
  args: {
    summary: { ...cartSummaryFixture(), shipping: 0, couponCodes: [], savings: 0 },
  },
  play: async ({ canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(valueOf(canvasElement, t.shipping)).toHaveTextContent(t.free);
    // Nothing to show, no row for it.
    await expect(valueOf(canvasElement, t.coupons)).toBeNull();
    await expect(valueOf(canvasElement, t.savings)).toBeNull();
  },
};

/**
 * A code whose offer waits on its conditions (a minimum order): it stays on the order, marked and
 * explained, and takes nothing off until they are met.
 */
export const CouponConditionsNotMet: Story = {
  args: {
    summary: {
      ...cartSummaryFixture(),
      couponCodes: ['WELCOME10', 'WHEEL500'],
      pendingCouponCodes: ['WHEEL500'],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(valueOf(canvasElement, t.coupons)).toHaveTextContent('WELCOME10WHEEL500');
    // Only the waiting code is explained (the code is an isolated run inside the sentence).
    const notes = [...canvasElement.querySelectorAll('p')].filter((p) =>
      p.textContent?.includes('WHEEL500'),
    );
    await expect(notes.map((p) => p.textContent)).toEqual([t.pending]);
    await expect(notes[0]).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/WELCOME10 (is not|بعد)/);
  },
};

export const CheckoutOnHold: Story = {
  args: { isCheckoutDisabled: true },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].checkout });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  render: () => <StoryCartSummarySkeleton />,
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('region', { name: copy[loc(globals.locale)].title });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};
