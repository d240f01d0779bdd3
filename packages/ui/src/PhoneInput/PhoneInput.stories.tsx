import ar from '@dar/i18n/compiled/ar';
import en from '@dar/i18n/compiled/en';
import { Button, PhoneInput, UiProvider } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const copy = {
  ar: {
    label: 'رقم الموبايل',
    help: 'نتصل بك على هذا الرقم لتحديد موعد التوصيل.',
    save: 'حفظ',
    country: 'الدولة',
    required: 'رقم الهاتف حقل مطلوب',
    invalid: 'رقم الهاتف غير صحيح',
    invalidCountry: 'رمز الدولة غير صحيح: +999',
    saudi: 'المملكة العربية السعودية',
    saudiStart: 'الم',
    longLabel: 'رقم موبايل بديل نتصل به إذا لم نتمكن من الوصول إليك على رقمك الأساسي يوم التوصيل',
  },
  en: {
    label: 'Mobile number',
    help: 'We call this number to arrange your delivery.',
    save: 'Save',
    country: 'Country',
    required: 'Phone number is a required field',
    invalid: 'Invalid Phone Number',
    invalidCountry: 'Invalid country code: +999',
    saudi: 'Saudi Arabia',
    saudiStart: 'sa',
    longLabel:
      'A second mobile number we call if we cannot reach you on your main number on delivery day',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

/** A form that never navigates, so the field's checks run on submit. */
const Form = ({ children, submit }: { children: ReactNode; submit: string }) => (
  <form
    style={{ display: 'grid', gap: '1rem', maxInlineSize: '22rem' }}
    onSubmit={(event) => event.preventDefault()}
  >
    {children}
    <div>
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </div>
  </form>
);

const meta = {
  title: 'Patterns/PhoneInput',
  component: PhoneInput,
  args: { label: copy.ar.label, onChange: fn(), name: 'phone' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <Form submit={t.save}>
        <PhoneInput {...args} label={t.label} description={t.help} />
      </Form>
    );
  },
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArabicDigitsBecomeANumber: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.label });
    // The number reads left to right even on an Arabic page.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(input).toHaveAccessibleDescription(t.help);
    await expect(canvas.getByRole('button', { name: new RegExp(t.country) })).toHaveTextContent(
      '+20',
    );
    await userEvent.type(input, '٠١٠١٢٣٤٥٦٧٨');
    await expect(input).toHaveValue('01012345678');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      text: '01012345678',
      country: 'EG',
      check: { valid: true, e164: '+201012345678', country: 'EG' },
    });
    // The form submits E.164.
    const form = canvasElement.querySelector('form');
    await expect(new FormData(form ?? undefined).get('phone')).toBe('+201012345678');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const OnlyPhoneCharacters: Story = {
  args: { maxLength: 12 },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, 'abc+20 (10)x-12345678');
    // Letters are dropped, and the field stops at its maximum length.
    await expect(input).toHaveValue('+20 (10)-123');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    const input = canvas.getByRole('textbox', { name: new RegExp(t.label) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t.required)).toBeVisible();
  },
};

export const InvalidNumber: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, '0101');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t.invalid)).toBeVisible();
  },
};

/** An app that switches the provider's language while an error shows: the error follows it. */
function SwitchingLanguage({ first }: { first: 'ar' | 'en' }) {
  const [locale, setLocale] = useState(first);
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <UiProvider locale={locale} messages={locale === 'en' ? en : ar}>
      <Form submit={copy[locale].save}>
        <PhoneInput label={copy[locale].label} name="phone" />
      </Form>
      <button type="button" lang={other} onClick={() => setLocale(other)}>
        {other === 'en' ? 'English' : 'العربية'}
      </button>
    </UiProvider>
  );
}

export const ErrorFollowsTheLanguage: Story = {
  render: (_args, { globals }) => <SwitchingLanguage first={loc(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    const first = copy[loc(globals.locale)];
    const second = copy[loc(globals.locale) === 'ar' ? 'en' : 'ar'];
    await userEvent.type(canvas.getByRole('textbox', { name: first.label }), '0101');
    await userEvent.click(canvas.getByRole('button', { name: first.save }));
    await expect(canvas.getByText(first.invalid)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(English|العربية)$/ }));
    await expect(canvas.getByRole('textbox', { name: second.label })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(second.invalid)).toBeVisible();
    await expect(canvas.queryByText(first.invalid)).toBeNull();
    // And back, which leaves the page in the story's language and direction.
    await userEvent.click(canvas.getByRole('button', { name: /^(English|العربية)$/ }));
    await expect(canvas.getByText(first.invalid)).toBeVisible();
  },
};

export const InvalidCountryCode: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, '+999 123456');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(canvas.getByText(t.invalidCountry)).toBeVisible();
  },
};

export const ChooseCountryByTyping: Story = {
  args: { countries: ['EG', 'SA', 'AE', 'KW', 'SD', 'SE'] },
  play: async ({ args, canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: new RegExp(t.country) });
    await userEvent.click(trigger);
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(6));
    // Names are in the page's language.
    await expect(within(list).getByRole('option', { name: new RegExp(t.saudi) })).toBeVisible();
    await userEvent.keyboard(t.saudiStart);
    await expect(within(list).getByRole('option', { name: new RegExp(t.saudi) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('+966'));
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, '0501234567');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'SA', check: expect.objectContaining({ valid: true }) }),
    );
  },
};

export const OpensUpwardNearTheBottom: Story = {
  args: { countries: ['EG', 'SA', 'AE', 'KW'] },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      // The field sits less than 200 px above the bottom of the window.
      <div style={{ display: 'flex', alignItems: 'flex-end', minBlockSize: 'calc(100vh - 3rem)' }}>
        <Form submit={t.save}>
          <PhoneInput {...args} label={t.label} />
        </Form>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: new RegExp(t.country) });
    await userEvent.click(trigger);
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(list.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const LongArabicLabel: Story = {
  args: { defaultValue: '010 1234 5678' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <Form submit={t.save}>
        <PhoneInput {...args} label={t.longLabel} />
      </Form>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('textbox', { name: t.longLabel })).toHaveValue('010 1234 5678');
  },
};
