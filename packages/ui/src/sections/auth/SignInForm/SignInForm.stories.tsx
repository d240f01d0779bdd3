import { SignInForm, type AuthFailure, type SignInValues } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import {
  authFailures,
  authLinks,
  catalogueText,
  shopperFixture,
  storyLocale,
} from '../../../../story-fixtures/auth';

/** Answers every sign-in with `failWith`, as the storefront does with a failed `login`. */
function SignInWithServer({
  failWith,
  onSubmit,
}: {
  failWith: AuthFailure;
  onSubmit: (values: SignInValues) => void;
}) {
  const [error, setError] = useState<AuthFailure>();
  return (
    <SignInForm
      forgotPasswordHref={authLinks.forgotPassword}
      registerHref={authLinks.register}
      error={error}
      onSubmit={(values) => {
        onSubmit(values);
        setError({ ...failWith });
      }}
    />
  );
}

const meta = {
  title: 'Sections/Auth/SignInForm',
  component: SignInForm,
  args: {
    onSubmit: fn(),
    forgotPasswordHref: authLinks.forgotPassword,
    registerHref: authLinks.register,
  },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  locale: 'ar' | 'en',
) => ({
  email: canvas.getByRole('textbox', { name: catalogueText(locale, 'auth.field.email') }),
  password: canvas.getByLabelText(catalogueText(locale, 'auth.field.password'), {
    selector: 'input',
  }),
  rememberMe: canvas.getByRole('checkbox', {
    name: catalogueText(locale, 'auth.signIn.rememberMe'),
  }),
  // While pending, the button's name also carries "Loading".
  submit: canvas.getByRole('button', {
    name: (name) => name.startsWith(catalogueText(locale, 'auth.signIn.submit')),
  }),
});

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = shopperFixture(locale);
    const form = fields(canvas, locale);
    await expect(
      canvas.getByRole('heading', { level: 1, name: catalogueText(locale, 'auth.signIn.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: catalogueText(locale, 'auth.signIn.forgotPassword') }),
    ).toHaveAttribute('href', authLinks.forgotPassword);
    await expect(
      canvas.getByRole('link', { name: catalogueText(locale, 'auth.signIn.register') }),
    ).toHaveAttribute('href', authLinks.register);
    // The keyboard path: type, Tab on, Space ticks "remember me", Enter in a field sends.
    await userEvent.type(form.email, shopper.email);
    await userEvent.tab();
    await expect(form.password).toHaveFocus();
    await userEvent.keyboard(shopper.password);
    await userEvent.tab();
    await userEvent.tab();
    await expect(form.rememberMe).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(form.rememberMe).toBeChecked();
    await userEvent.click(form.password);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: shopper.email,
      password: shopper.password,
      rememberMe: true,
    });
    form.password.blur();
  },
};

export const Validation: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const form = fields(canvas, locale);
    const missing = catalogueText(locale, 'ui.field.valueMissing');
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.email).toHaveAccessibleDescription(missing));
    await expect(form.password).toHaveAccessibleDescription(missing);
    // The spec's email rule, word for word, in the page's language.
    await userEvent.type(form.email, 'Layla.Hassan@example.com');
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(form.email).toHaveAccessibleDescription(catalogueText(locale, 'ui.validation.email')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const IncorrectEmailOrPassword: Story = {
  render: (args) => (
    <SignInWithServer failWith={authFailures.invalidCredentials} onSubmit={args.onSubmit} />
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = shopperFixture(locale);
    const form = fields(canvas, locale);
    await userEvent.type(form.email, shopper.email);
    await userEvent.type(form.password, 'Wrong-Password-1');
    await userEvent.click(form.submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(catalogueText(locale, 'shopError.invalidCredentials'));
    // What the shopper typed is still there to correct.
    await expect(form.email).toHaveValue(shopper.email);
    await expect(form.password).toHaveValue('Wrong-Password-1');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NotVerified: Story = {
  render: (args) => (
    <SignInWithServer failWith={authFailures.notVerified} onSubmit={args.onSubmit} />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = shopperFixture(locale);
    const form = fields(canvas, locale);
    await userEvent.type(form.email, shopper.email);
    await userEvent.type(form.password, shopper.password);
    await userEvent.click(form.rememberMe);
    await userEvent.click(form.submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      catalogueText(locale, 'shopError.notVerified'),
    );
    await expect(form.email).toHaveValue(shopper.email);
    await expect(form.password).toHaveValue(shopper.password);
    await expect(form.rememberMe).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultEmail: 'layla.hassan@example.com' },
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const form = fields(canvas, locale);
    await userEvent.type(form.password, 'Nile-Sofa-2026');
    await userEvent.click(form.submit);
    // A second press while the first sign-in runs sends nothing.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongArabicText: Story = {
  args: { defaultEmail: 'abdelrahman.mahmoud.elsherif.family.account@example.com' },
  render: (args) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <SignInForm {...args} error={authFailures.notVerified} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const form = fields(canvas, locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      catalogueText(locale, 'shopError.notVerified'),
    );
    // The form never grows wider than its column, however long the email.
    const column = canvas.getByRole('heading', { level: 1 }).parentElement!.getBoundingClientRect();
    await expect(form.email.getBoundingClientRect().width).toBeLessThanOrEqual(column.width);
  },
};
