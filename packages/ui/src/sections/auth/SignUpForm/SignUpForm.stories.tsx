import { SignUpForm, type AuthFailure, type SignUpValues } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import {
  authFailures,
  authLinks,
  catalogueText,
  passwordRejected,
  shopperFixture,
  storyLocale,
} from '../../../../story-fixtures/auth';

/** Answers every sign-up with `failWith`, as the storefront does with a failed registration. */
function SignUpWithServer({
  failWith,
  onSubmit,
}: {
  failWith: AuthFailure;
  onSubmit: (values: SignUpValues) => void;
}) {
  const [error, setError] = useState<AuthFailure>();
  return (
    <SignUpForm
      termsHref={authLinks.terms}
      signInHref={authLinks.signIn}
      error={error}
      onSubmit={(values) => {
        onSubmit(values);
        setError({ ...failWith });
      }}
    />
  );
}

const meta = {
  title: 'Sections/Auth/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn(), termsHref: authLinks.terms, signInHref: authLinks.signIn },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fields = (canvas: Canvas, locale: 'ar' | 'en') => ({
  firstName: canvas.getByRole('textbox', { name: catalogueText(locale, 'auth.field.firstName') }),
  lastName: canvas.getByRole('textbox', { name: catalogueText(locale, 'auth.field.lastName') }),
  email: canvas.getByRole('textbox', { name: catalogueText(locale, 'auth.field.email') }),
  password: canvas.getByLabelText(catalogueText(locale, 'auth.field.password'), {
    selector: 'input',
  }),
  terms: canvas.getByRole('checkbox', { name: catalogueText(locale, 'auth.signUp.terms') }),
  marketing: canvas.getByRole('checkbox', { name: catalogueText(locale, 'auth.signUp.marketing') }),
  submit: canvas.getByRole('button', {
    name: (name) => name.startsWith(catalogueText(locale, 'auth.signUp.submit')),
  }),
});

const fillIn = async (
  form: ReturnType<typeof fields>,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  values: { firstName: string; lastName: string; email: string; password: string },
) => {
  // Pasted rather than typed key by key: four fields keystroke by keystroke outlast the test's time
  // on a busy machine, and typing itself is covered by the sign-in and reset stories.
  for (const field of ['firstName', 'lastName', 'email', 'password'] as const) {
    await userEvent.clear(form[field]);
    if (values[field]) await userEvent.paste(values[field]);
  }
};

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = shopperFixture(locale);
    const form = fields(canvas, locale);
    await expect(
      canvas.getByRole('link', { name: catalogueText(locale, 'auth.signUp.readTerms') }),
    ).toHaveAttribute('href', authLinks.terms);
    await fillIn(form, userEvent, shopper);
    await userEvent.click(form.terms);
    await userEvent.click(form.marketing);
    await userEvent.click(form.submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...shopper,
      acceptsTerms: true,
      acceptsMarketing: true,
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Validation: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const say = (id: Parameters<typeof catalogueText>[1]) => catalogueText(locale, id);
    const form = fields(canvas, locale);
    const help = say('auth.signUp.passwordHelp');

    // Every spec message for its bad input, in the page's language, all at once on submit.
    await fillIn(form, userEvent, {
      firstName: locale === 'ar' ? 'ليلى٢' : 'Layla2',
      lastName: 'Hassan!',
      email: 'Layla.Hassan@example.com',
      password: 'nile sofa',
    });
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(form.firstName).toHaveAccessibleDescription(say('ui.validation.firstName')),
    );
    await expect(form.lastName).toHaveAccessibleDescription(say('ui.validation.lastName'));
    await expect(form.email).toHaveAccessibleDescription(say('ui.validation.email'));
    await expect(form.password).toHaveAccessibleDescription(
      `${help} ${say('ui.password.noSpaces')}`,
    );
    // The terms are required, with our own words.
    await expect(canvas.getByText(say('auth.signUp.termsRequired'))).toBeVisible();
    await expect(form.terms).toHaveAccessibleDescription(say('auth.signUp.termsRequired'));

    await userEvent.clear(form.password);
    await userEvent.paste('كنبة2026');
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(form.password).toHaveAccessibleDescription(
        `${help} ${say('ui.password.englishOnly')}`,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing the fields alone is not enough: the terms still hold the form back.
    await fillIn(form, userEvent, shopperFixture(locale));
    await userEvent.click(form.submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(say('auth.signUp.termsRequired'))).toBeVisible();
    await userEvent.click(form.terms);
    await expect(canvas.queryByText(say('auth.signUp.termsRequired'))).toBeNull();

    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const form = fields(canvas, locale);
    const missing = catalogueText(locale, 'ui.field.valueMissing');
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.firstName).toHaveAccessibleDescription(missing));
    await expect(form.lastName).toHaveAccessibleDescription(missing);
    await expect(form.email).toHaveAccessibleDescription(missing);
    await expect(
      canvas.getByText(catalogueText(locale, 'auth.signUp.termsRequired')),
    ).toBeVisible();
    // The browser moves the shopper to the first field to fix.
    await expect(form.firstName).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    form.firstName.blur();
  },
};

export const PasswordRejectedByServer: Story = {
  render: (args, { globals }) => (
    <SignUpWithServer
      failWith={passwordRejected(storyLocale(globals.locale))}
      onSubmit={args.onSubmit}
    />
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = { ...shopperFixture(locale), password: 'Nile-Sofa1' };
    const form = fields(canvas, locale);
    await fillIn(form, userEvent, shopper);
    await userEvent.click(form.terms);
    await userEvent.click(form.submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // "Invalid password." with the server's reason, on the password field.
    const rejected = catalogueText(locale, 'shopError.passwordValidation', {
      validationErrorMessage: passwordRejected(locale).validationErrorMessage!,
    });
    await waitFor(() =>
      expect(form.password).toHaveAccessibleDescription(
        `${catalogueText(locale, 'auth.signUp.passwordHelp')} ${rejected}`,
      ),
    );
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    for (const field of ['firstName', 'lastName', 'email', 'password'] as const) {
      await expect(form[field]).toHaveValue(shopper[field]);
    }
    await expect(form.terms).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A password shorter than the server accepts is caught in the form: nothing is sent. */
export const PasswordTooShort: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const form = fields(canvas, locale);
    await fillIn(form, userEvent, { ...shopperFixture(locale), password: 'abc' });
    await userEvent.click(form.terms);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(form.password).toHaveAccessibleDescription(
        `${catalogueText(locale, 'auth.signUp.passwordHelp')} ${locale === 'ar' ? 'من فضلك أدخل ٨ أحرف على الأقل.' : 'Please enter at least 8 characters.'}`,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server's RegistrationValidationError: each broken rule on its field, in the page's words. */
export const RefusedByServer: Story = {
  render: (args, { globals }) => (
    <SignUpWithServer
      failWith={{
        errorCode: 'REGISTRATION_VALIDATION_ERROR',
        violations: [
          {
            field: 'firstName',
            message: catalogueText(storyLocale(globals.locale), 'ui.validation.firstName'),
          },
        ],
      }}
      onSubmit={args.onSubmit}
    />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const form = fields(canvas, locale);
    await fillIn(form, userEvent, shopperFixture(locale));
    await userEvent.click(form.terms);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(form.firstName).toHaveAccessibleDescription(
        catalogueText(locale, 'ui.validation.firstName'),
      ),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      catalogueText(locale, 'shopError.registrationValidation'),
    );
    // Editing the field takes its message away at once.
    await userEvent.type(form.firstName, 'a');
    await waitFor(() => expect(form.firstName).not.toHaveAccessibleDescription());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EmailAlreadyUsed: Story = {
  render: (args) => (
    <SignUpWithServer failWith={authFailures.emailInUse} onSubmit={args.onSubmit} />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = shopperFixture(locale);
    const form = fields(canvas, locale);
    await fillIn(form, userEvent, shopper);
    await userEvent.click(form.terms);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(form.email).toHaveAccessibleDescription(
        catalogueText(locale, 'auth.signUp.emailInUse'),
      ),
    );
    await expect(form.email).toHaveValue(shopper.email);
    await expect(form.password).toHaveValue(shopper.password);
    // Editing the email clears the server's message once the shopper leaves the field (React Aria
    // commits a text field's value on its change event): it was about the old address.
    await userEvent.type(form.email, 'x');
    await userEvent.tab();
    await waitFor(() => expect(form.email).not.toHaveAccessibleDescription());
    await userEvent.type(form.email, '{Backspace}');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(fields(canvas, locale).submit).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: catalogueText(locale, 'ui.loading') }),
    ).toBeInTheDocument();
  },
};

export const LongArabicText: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <SignUpForm {...args} error={authFailures.rateLimited} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const form = fields(canvas, locale);
    // First and last name stack when the column is narrow.
    const first = form.firstName.getBoundingClientRect();
    const last = form.lastName.getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
