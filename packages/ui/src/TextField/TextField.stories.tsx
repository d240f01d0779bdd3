import { Button, TextField } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

const copy = {
  ar: {
    name: 'الاسم بالكامل',
    phone: 'رقم الموبايل',
    phoneHelp: 'نتصل بك على هذا الرقم لتحديد موعد التوصيل.',
    phoneError: 'أدخل رقم موبايل مصري يبدأ بـ 01',
    email: 'البريد الإلكتروني',
    coupon: 'كود الخصم',
    couponHelp: 'انتهت كل العروض الحالية.',
    save: 'حفظ',
    required: 'من فضلك املأ هذا الحقل.',
    invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
    longLabel: 'العنوان بالتفصيل: اسم الشارع ورقم العمارة والدور ورقم الشقة وأقرب علامة مميزة',
    longHelp:
      'كلما كان العنوان أدق وصلك طلبك أسرع، فمندوب التوصيل يعتمد على العلامات المميزة مثل المساجد والمدارس والصيدليات القريبة.',
  },
  en: {
    name: 'Full name',
    phone: 'Mobile number',
    phoneHelp: 'We call this number to arrange your delivery.',
    phoneError: 'Enter an Egyptian mobile number starting with 01',
    email: 'Email',
    coupon: 'Coupon code',
    couponHelp: 'All current offers have ended.',
    save: 'Save',
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid email address.',
    longLabel:
      'Full address: street name, building number, floor, flat number and nearest landmark',
    longHelp:
      'The more precise the address, the sooner your order arrives: our drivers rely on landmarks such as nearby mosques, schools and pharmacies.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

/** A form that never navigates, with a submit button so the browser's checks run. */
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
  title: 'Controls/TextField',
  component: TextField,
  args: { label: copy.ar.name, onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextField {...args} label={t.phone} description={t.phoneHelp} type="tel" inputMode="tel" />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.phone });
    // The help text is read with the field.
    await expect(input).toHaveAccessibleDescription(t.phoneHelp);
    await userEvent.type(input, '01012345678');
    await expect(input).toHaveValue('01012345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('01012345678');
    input.blur();
  },
};

export const Required: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <Form submit={t.save}>
        <TextField {...args} label={t.name} isRequired />
      </Form>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.name });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    // The browser's own message would follow the browser's language; ours follows the shop's.
    await waitFor(() => expect(input).toHaveAccessibleDescription(t.required));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    input.blur();
  },
};

export const InvalidEmail: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <Form submit={t.save}>
        <TextField {...args} label={t.email} type="email" />
      </Form>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.email });
    // An address runs left to right even on an Arabic page.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, 'ahmed@');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await waitFor(() => expect(canvas.getByText(t.invalidEmail)).toBeVisible());
    input.blur();
  },
};

export const CustomValidation: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextField
          {...args}
          label={t.phone}
          type="tel"
          validationBehavior="aria"
          validate={(value) => (value === '' || value.startsWith('01') ? null : t.phoneError)}
        />
      </div>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.phone });
    await userEvent.type(input, '0212345678');
    // The caller's own rule, shown as it types.
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t.phoneError);
    input.blur();
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextField {...args} label={t.coupon} description={t.couponHelp} isDisabled />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: copy[loc(globals.locale)].coupon });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'DAR10');
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <TextField {...args} label={t.longLabel} description={t.longHelp} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.longLabel });
    const label = canvas.getByText(t.longLabel);
    // The label wraps above the field instead of widening it.
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(
      input.getBoundingClientRect().width,
    );
  },
};
