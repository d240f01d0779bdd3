import { CouponField, type CouponErrorReason } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const copy = {
  ar: {
    label: 'كود الخصم',
    apply: 'تطبيق',
    applying: 'جارٍ التحقق من كود الخصم',
    applied: 'أكواد الخصم المطبّقة',
    remove: (code: string) => `إزالة كود الخصم ${code}`,
    expired: 'انتهت صلاحية كود الخصم.',
    invalid: 'كود الخصم غير صالح.',
    limit: 'وصل كود الخصم إلى الحد الأقصى للاستخدام.',
  },
  en: {
    label: 'Coupon code',
    apply: 'Apply',
    applying: 'Checking the coupon code',
    applied: 'Applied coupon codes',
    remove: (code: string) => `Remove coupon code ${code}`,
    expired: 'This coupon code has expired.',
    invalid: 'This coupon code is not valid.',
    limit: 'This coupon code has reached its usage limit.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

/** The codes the stories' "server" refuses, and why; any other code applies. */
const refused: Record<string, CouponErrorReason> = {
  RAMADAN23: 'expired',
  NOTACODE: 'invalid',
  FIRST100: 'limit',
};
const SERVER_MS = 300;

/** A coupon field over a cart that answers like the server (commerce-hooks' outcomes). */
function CouponWithCart({
  initialCodes = [],
  onApply,
  onRemove,
}: {
  initialCodes?: string[];
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
}) {
  const [codes, setCodes] = useState(initialCodes);
  const [error, setError] = useState<CouponErrorReason | null>(null);
  return (
    <CouponField
      appliedCodes={codes}
      error={error}
      onApply={async (code) => {
        onApply(code);
        await new Promise((resolve) => setTimeout(resolve, SERVER_MS));
        const reason = refused[code.toUpperCase()];
        setError(reason ?? null);
        if (reason) return { ok: false };
        setCodes((current) => [...current, code]);
        return { ok: true };
      }}
      onRemove={async (code) => {
        onRemove(code);
        await new Promise((resolve) => setTimeout(resolve, SERVER_MS));
        setCodes((current) => current.filter((applied) => applied !== code));
      }}
    />
  );
}

const meta = {
  title: 'Sections/Cart/CouponField',
  component: CouponWithCart,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof CouponWithCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('textbox', { name: t.label })).toHaveValue('');
    await expect(canvas.queryByRole('list', { name: t.applied })).toBeNull();
  },
};

export const ApplyAndRemove: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(field, 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: t.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('WELCOME10');
    await expect(canvas.getByRole('progressbar', { name: t.applying })).toBeVisible();
    // Applied: listed with its remove button, and the field is free for another code.
    const applied = await canvas.findByRole('list', { name: t.applied });
    await expect(applied).toHaveTextContent('WELCOME10');
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: t.remove('WELCOME10') }));
    await expect(args.onRemove).toHaveBeenCalledWith('WELCOME10');
    await waitFor(() => expect(canvas.queryByRole('list', { name: t.applied })).toBeNull());
    field.blur();
  },
};

/** The shopper types a refused code and presses Enter: the message, and the code stays. */
const refusedStory = (code: string, reason: CouponErrorReason): Story => ({
  play: async ({ args, canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(field, `${code}{Enter}`);
    await expect(args.onApply).toHaveBeenCalledWith(code);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(t[reason]);
    await expect(canvas.getByText(t[reason])).toBeVisible();
    await expect(field).toHaveValue(code);
    await expect(canvas.queryByRole('list', { name: t.applied })).toBeNull();
    field.blur();
  },
});

export const ExpiredCode = refusedStory('RAMADAN23', 'expired');
export const InvalidCode = refusedStory('NOTACODE', 'invalid');
export const LimitReached = refusedStory('FIRST100', 'limit');

export const FixTheCodeAfterAnError: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(field, 'NOTACODE{Enter}');
    await canvas.findByText(t.invalid);
    // The typed code is still there to correct.
    await userEvent.clear(field);
    await userEvent.type(field, 'WELCOME10{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith('WELCOME10');
    await waitFor(() => expect(canvas.queryByText(t.invalid)).toBeNull());
    await expect(await canvas.findByRole('list', { name: t.applied })).toHaveTextContent(
      'WELCOME10',
    );
    field.blur();
  },
};

export const WithAppliedCodes: Story = {
  args: { initialCodes: ['WELCOME10', 'FREESHIP'] },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const applied = canvas.getByRole('list', { name: t.applied });
    await expect(applied.querySelectorAll('li')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: t.remove('FREESHIP') })).toBeVisible();
  },
};
