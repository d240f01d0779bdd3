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
 * Spec §5's messages for the new password and its confirmation, in the story's language; the
 * current password is taken as it is (its characters are not checked).
 */
export const Validation: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = (key: Key) => text(globals.locale, key);
    const input = (key: Key) => canvas.getByLabelText(t(key), { selector: 'input' });

    await fill(canvas, userEvent, globals.locale, { current: 'old pass word' });
    await expect(input('account.password.current')).not.toHaveAttribute('aria-invalid');

    await fill(canvas, userEvent, globals.locale, { next: 'my sofa' });
    await waitFor(() => expect(canvas.getByText(t('ui.password.noSpaces'))).toBeVisible());
    await fill(canvas, userEvent, globals.locale, { next: 'كنبة2026' });
    await waitFor(() => expect(canvas.getByText(t('ui.password.englishOnly'))).toBeVisible());
    await fill(canvas, userEvent, globals.locale, { next: 'Sofa2026!', confirm: 'Sofa2027!' });
    await waitFor(() =>
      expect(input('account.password.confirm')).toHaveAccessibleDescription(
        t('ui.validation.passwordsDoNotMatch'),
      ),
    );
    await expect(input('account.password.new')).not.toHaveAttribute('aria-invalid');

    // Submitting with the mismatch sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(t('ui.validation.passwordsDoNotMatch'))).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A valid change: the values go to the caller, the form waits, then says it is done. */
export const ValidSubmit: Story = {
  render: (args) => <WithServer onSubmit={args.onSubmit} answer={() => null} />,
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = (key: Key) => text(globals.locale, key);
    await fill(canvas, userEvent, globals.locale, {
      current: 'Old Sofa 1',
      next: 'NewSofa2026!',
      confirm: 'NewSofa2026!',
    });
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Old Sofa 1',
      newPassword: 'NewSofa2026!',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('account.password.success'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The server's answers: a wrong current password, then a new password it refuses ("Invalid
 * password." with its reason). What was typed stays; an error goes once its field is edited.
 */
export const ErrorState: Story = {
  render: (args, { globals }) => (
    <WithServer
      onSubmit={args.onSubmit}
      answer={({ currentPassword }) =>
        currentPassword === 'wrong'
          ? { kind: 'wrong-current-password' }
          : { kind: 'invalid-password', validationMessage: serverRule[locale(globals.locale)] }
      }
    />
  ),
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = (key: Key, values?: Record<string, string>) => text(globals.locale, key, values);
    const input = (key: Key) => canvas.getByLabelText(t(key), { selector: 'input' });
    await fill(canvas, userEvent, globals.locale, {
      current: 'wrong',
      next: 'Sofa1',
      confirm: 'Sofa1',
    });
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(input('account.password.current')).toHaveAccessibleDescription(
        t('account.password.wrongCurrent'),
      ),
    );
    await expect(input('account.password.current')).toHaveValue('wrong');
    await expect(input('account.password.new')).toHaveValue('Sofa1');

    await fill(canvas, userEvent, globals.locale, { current: 'Old Sofa 1' });
    await expect(input('account.password.current')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: t('account.password.submit') }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      currentPassword: 'Old Sofa 1',
      newPassword: 'Sofa1',
    });
    const invalid = t('account.password.invalidWithReason', {
      reason: serverRule[locale(globals.locale)],
    });
    await waitFor(() =>
      expect(input('account.password.new')).toHaveAccessibleDescription(
        `${t('account.password.rules')} ${invalid}`,
      ),
    );
    await expect(canvas.getByText(invalid)).toBeVisible();
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
