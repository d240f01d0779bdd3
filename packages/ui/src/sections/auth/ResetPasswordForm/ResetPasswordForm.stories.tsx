import { ResetPasswordForm, type AuthFailure } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import {
  authFailures,
  authLinks,
  catalogueText,
  passwordRejected,
  storyLocale,
} from '../../../../story-fixtures/auth';

/** Answers every reset with `failWith`, as the storefront does with a failed `resetPassword`. */
function ResetWithServer({
  failWith,
  onSubmit,
}: {
  failWith: AuthFailure;
  onSubmit: (values: { password: string }) => void;
}) {
  const [error, setError] = useState<AuthFailure>();
  return (
    <ResetPasswordForm
      forgotPasswordHref={authLinks.forgotPassword}
      error={error}
      onSubmit={(values) => {
        onSubmit(values);
        setError({ ...failWith });
      }}
    />
  );
}

const meta = {
  title: 'Sections/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn(), forgotPasswordHref: authLinks.forgotPassword },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const parts = (canvas: Canvas, locale: 'ar' | 'en') => ({
  password: canvas.getByLabelText(catalogueText(locale, 'auth.reset.password'), {
    selector: 'input',
  }),
  confirmation: canvas.getByLabelText(catalogueText(locale, 'auth.reset.confirm'), {
    selector: 'input',
  }),
  submit: canvas.getByRole('button', {
    name: (name) => name.startsWith(catalogueText(locale, 'auth.reset.submit')),
  }),
});

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { password, confirmation, submit } = parts(canvas, locale);
    await userEvent.type(password, 'Nile-Sofa-2026');
    await userEvent.type(confirmation, 'Nile-Sofa-2026');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Nile-Sofa-2026' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Validation: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const say = (id: Parameters<typeof catalogueText>[1]) => catalogueText(locale, id);
    const help = say('auth.signUp.passwordHelp');
    const { password, confirmation, submit } = parts(canvas, locale);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${help} ${say('ui.field.valueMissing')}`),
    );
    await expect(confirmation).toHaveAccessibleDescription(say('ui.field.valueMissing'));

    await userEvent.type(password, 'nile sofa');
    await userEvent.type(confirmation, 'nile sofa');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${help} ${say('ui.password.noSpaces')}`),
    );

    await userEvent.clear(password);
    await userEvent.type(password, 'كنبة-2026');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${help} ${say('ui.password.englishOnly')}`),
    );

    await userEvent.clear(password);
    await userEvent.type(password, 'Nile-Sofa-2026');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Nile-Sofa-2025');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(confirmation).toHaveAccessibleDescription(say('ui.validation.passwordsDoNotMatch')),
    );
    await expect(password).toHaveAccessibleDescription(help);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PasswordRejectedByServer: Story = {
  render: (args, { globals }) => (
    <ResetWithServer
      failWith={passwordRejected(storyLocale(globals.locale))}
      onSubmit={args.onSubmit}
    />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { password, confirmation, submit } = parts(canvas, locale);
    await userEvent.type(password, 'Nile-Sofa1');
    await userEvent.type(confirmation, 'Nile-Sofa1');
    await userEvent.click(submit);
    const rejected = catalogueText(locale, 'shopError.passwordValidation', {
      validationErrorMessage: passwordRejected(locale).validationErrorMessage!,
    });
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `${catalogueText(locale, 'auth.signUp.passwordHelp')} ${rejected}`,
      ),
    );
    await expect(password).toHaveValue('Nile-Sofa1');
    await expect(confirmation).toHaveValue('Nile-Sofa1');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ExpiredLink: Story = {
  render: (args) => (
    <ResetWithServer failWith={authFailures.tokenExpired} onSubmit={args.onSubmit} />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { password, confirmation, submit } = parts(canvas, locale);
    await userEvent.type(password, 'Nile-Sofa-2026');
    await userEvent.type(confirmation, 'Nile-Sofa-2026');
    await userEvent.click(submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(catalogueText(locale, 'shopError.resetTokenExpired'));
    await expect(
      canvas.getByRole('link', { name: catalogueText(locale, 'auth.code.resend') }),
    ).toHaveAttribute('href', authLinks.forgotPassword);
    await expect(password).toHaveValue('Nile-Sofa-2026');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(
      canvas.getByRole('progressbar', { name: catalogueText(locale, 'ui.loading') }),
    ).toBeInTheDocument();
  },
};

export const LongArabicText: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <ResetPasswordForm {...args} error={authFailures.tokenExpired} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      catalogueText(locale, 'shopError.resetTokenExpired'),
    );
  },
};
