import { ForgotPasswordForm, type AuthFailure } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import {
  authFailures,
  authLinks,
  catalogueText,
  storyLocale,
} from '../../../../story-fixtures/auth';

/** Answers like the server: `failWith` if given, otherwise the code is sent. */
function ForgotPasswordWithServer({
  failWith,
  onSubmit,
}: {
  failWith?: AuthFailure;
  onSubmit: (values: { email: string }) => void;
}) {
  const [error, setError] = useState<AuthFailure>();
  const [sentTo, setSentTo] = useState<string>();
  return (
    <ForgotPasswordForm
      signInHref={authLinks.signIn}
      codeHref={authLinks.code}
      error={error}
      sentTo={sentTo}
      onSubmit={(values) => {
        onSubmit(values);
        if (failWith) setError({ ...failWith });
        else setSentTo(values.email);
      }}
    />
  );
}

const meta = {
  title: 'Sections/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), signInHref: authLinks.signIn },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const parts = (canvas: Canvas, locale: 'ar' | 'en') => ({
  email: canvas.getByRole('textbox', { name: catalogueText(locale, 'auth.field.email') }),
  submit: canvas.getByRole('button', {
    name: (name) => name.startsWith(catalogueText(locale, 'auth.forgot.submit')),
  }),
});

export const Default: Story = {
  render: (args) => <ForgotPasswordWithServer onSubmit={args.onSubmit} />,
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { email } = parts(canvas, locale);
    await userEvent.type(email, 'layla.hassan@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'layla.hassan@example.com' });
    // "Password-recovery email sent", announced, with the way on to the code.
    const sent = await canvas.findByRole('status');
    await expect(sent).toHaveTextContent(catalogueText(locale, 'auth.forgot.sent'));
    await expect(sent).toHaveTextContent(
      catalogueText(locale, 'auth.forgot.sentBody', { email: 'layla.hassan@example.com' }),
    );
    await expect(
      canvas.getByRole('link', { name: catalogueText(locale, 'auth.code.title') }),
    ).toHaveAttribute('href', authLinks.code);
  },
};

export const Validation: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { email, submit } = parts(canvas, locale);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(catalogueText(locale, 'ui.field.valueMissing')),
    );
    await userEvent.type(email, 'Layla.Hassan@example.com');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(catalogueText(locale, 'ui.validation.email')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    email.blur();
  },
};

export const TooManyRequests: Story = {
  render: (args) => (
    <ForgotPasswordWithServer failWith={authFailures.rateLimited} onSubmit={args.onSubmit} />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { email, submit } = parts(canvas, locale);
    await userEvent.type(email, 'layla.hassan@example.com');
    await userEvent.click(submit);
    const alert = await canvas.findByRole('alert');
    // "Too many attempts…" with the wait in the page's digits.
    await expect(alert).toHaveTextContent(
      new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-US').format(45),
    );
    await expect(email).toHaveValue('layla.hassan@example.com');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { email, submit } = parts(canvas, locale);
    await userEvent.type(email, 'layla.hassan@example.com');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongArabicText: Story = {
  args: {
    sentTo: 'abdelrahman.mahmoud.elsherif.family.account@example.com',
    codeHref: authLinks.code,
  },
  render: (args) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <ForgotPasswordForm {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      catalogueText(locale, 'auth.forgot.sent'),
    );
  },
};
