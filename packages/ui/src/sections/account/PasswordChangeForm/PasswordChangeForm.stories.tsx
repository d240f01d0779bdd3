import { PasswordChangeForm, type PasswordChangeError, type PasswordChangeValues } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { locale, text } from '../story-text';

/** Vendure's PasswordValidationError message, in the request's language. */
const serverRule = {
  ar: 'يجب ألا تقل كلمة المرور عن ٨ أحرف.',
  en: 'The password must be at least 8 characters long.',
};

/**
 * The form as the password page wires it: the "server" answers after a moment with `answer`
 * (nothing is a success).
 */
function WithServer({
  onSubmit,
  answer,
}: {
  onSubmit: (values: PasswordChangeValues) => void;
  answer: (values: PasswordChangeValues) => PasswordChangeError | null;
}) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<PasswordChangeError | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  return (
    <PasswordChangeForm
      isPending={isPending}
      error={error}
      succeeded={succeeded}
      onSubmit={(values) => {
        onSubmit(values);
        setPending(true);
        setSucceeded(false);
        setTimeout(() => {
          const refused = answer(values);
          setPending(false);
          setError(refused);
          setSucceeded(refused === null);
        }, 300);
      }}
    />
  );
}

const meta = {
  title: 'Sections/Account/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Key = Parameters<typeof text>[1];

/** Fills the three fields, each committed by leaving it. */
async function fill(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  globalsLocale: unknown,
  values: { current?: string; next?: string; confirm?: string },
) {
  const field = (key: Key) =>
    canvas.getByLabelText(text(globalsLocale, key), { selector: 'input' });
  const entries: [Key, string | undefined][] = [
    ['account.password.current', values.current],
    ['account.password.new', values.next],
    ['account.password.confirm', values.confirm],
  ];
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    await userEvent.clear(field(key));
    if (value) await userEvent.type(field(key), value);
    await userEvent.tab();
  }
}

/**
 * docs/product-spec.md §5's character rules on the new password, in the story's language; the current password is
 * taken as it is (its characters are not checked).
 */
export const Validation: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = (key: Key) => text(globals.locale, key);
    const input = (key: Key) => canvas.getByLabelText(t(key), { selector: 'input' });
    await fill(canvas, userEvent, globals.locale, { current: 'a b', next: 'a b' });
    await expect(input('account.password.current')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(canvas.getByText(t('ui.password.noSpaces'))).toBeVisible());
    await fill(canvas, userEvent, globals.locale, { next: 'كن' });
    await waitFor(() => expect(canvas.getByText(t('ui.password.englishOnly'))).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** "Passwords do not match." under the confirmation; submitting sends nothing. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = (key: Key) => text(globals.locale, key);
    const input = (key: Key) => canvas.getByLabelText(t(key), { selector: 'input' });
    await fill(canvas, userEvent, globals.locale, {
      current: 'Old1',
      next: 'Nile-Sofa-1',
      confirm: 'Nile-Sofa-2',
    });
    await waitFor(() =>
      expect(input('account.password.confirm')).toHaveAccessibleDescription(
        t('ui.validation.passwordsDoNotMatch'),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A valid change: the values go to the caller, the form waits, then says it is done. */
export const ValidSubmit: Story = {
  render: (args) => <WithServer onSubmit={args.onSubmit} answer={() => null} />,
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = (key: Key) => text(globals.locale, key);
    await fill(canvas, userEvent, globals.locale, {
      current: 'O 1',
      next: 'Nile-Sofa-1!',
      confirm: 'Nile-Sofa-1!',
    });
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'O 1',
      newPassword: 'Nile-Sofa-1!',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('account.password.success'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server says the current password is wrong: shown on that field, what was typed stays. */
export const WrongCurrentPassword: Story = {
  render: (args) => (
    <WithServer onSubmit={args.onSubmit} answer={() => ({ kind: 'wrong-current-password' })} />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const t = (key: Key) => text(globals.locale, key);
    const input = (key: Key) => canvas.getByLabelText(t(key), { selector: 'input' });
    await fill(canvas, userEvent, globals.locale, {
      current: 'x',
      next: 'Nile-Sofa-1',
      confirm: 'Nile-Sofa-1',
    });
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    await waitFor(() =>
      expect(input('account.password.current')).toHaveAccessibleDescription(
        t('account.password.wrongCurrent'),
      ),
    );
    await expect(input('account.password.current')).toHaveValue('x');
    await expect(input('account.password.new')).toHaveValue('Nile-Sofa-1');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The server refuses the new password: "Invalid password." with its reason, on the new password;
 * editing that field takes the error away.
 */
export const ErrorState: Story = {
  render: (args, { globals }) => (
    <WithServer
      onSubmit={args.onSubmit}
      answer={() => ({
        kind: 'invalid-password',
        validationMessage: serverRule[locale(globals.locale)],
      })}
    />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const t = (key: Key, values?: Record<string, string>) => text(globals.locale, key, values);
    const input = (key: Key) => canvas.getByLabelText(t(key), { selector: 'input' });
    await fill(canvas, userEvent, globals.locale, {
      current: 'x',
      next: 'Nile-Sofa-1',
      confirm: 'Nile-Sofa-1',
    });
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    const invalid = t('account.password.invalidWithReason', {
      reason: serverRule[locale(globals.locale)],
    });
    await waitFor(() =>
      expect(input('account.password.new')).toHaveAccessibleDescription(
        `${t('account.password.rules')} ${invalid}`,
      ),
    );
    await expect(input('account.password.new')).toHaveValue('Nile-Sofa-1');
    await userEvent.type(input('account.password.new'), '2');
    await waitFor(() => expect(canvas.queryByText(invalid)).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the change is on its way: the button waits. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('progressbar', { name: text(globals.locale, 'account.password.pending') }),
    ).toBeInTheDocument();
  },
};
