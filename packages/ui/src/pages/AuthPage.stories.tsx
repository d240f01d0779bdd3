import { SignInForm, SignUpForm } from '@dar/ui';
import { messagesFor } from '@dar/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { authLinks } from '../../story-fixtures/auth';
import { expectPageOutline, localised, pageLocale, ShopPage, type Locale } from './frame';

/** /auth and /auth/register (docs/product-spec.md §2): the form alone in a narrow column under the logo. */
function AuthPage({ locale, screen }: { locale: Locale; screen: 'signIn' | 'signUp' }) {
  const href = (path: string) => localised(locale, path);
  return (
    <ShopPage locale={locale} minimal width="sm">
      {screen === 'signIn' ? (
        <SignInForm
          onSubmit={fn()}
          forgotPasswordHref={href(authLinks.forgotPassword)}
          registerHref={href(authLinks.register)}
        />
      ) : (
        <SignUpForm
          onSubmit={fn()}
          termsHref={href(authLinks.terms)}
          signInHref={href(authLinks.signIn)}
        />
      )}
    </ShopPage>
  );
}

const meta = {
  title: 'Pages/Auth',
  component: AuthPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar', screen: 'signIn' },
  render: (args, { globals }) => (
    <AuthPage locale={pageLocale(globals.locale)} screen={args.screen} />
  ),
} satisfies Meta<typeof AuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Email, password, remember me; the ways to a new password and a new account. */
export const SignIn: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['auth.signIn.title']);
    await expect(
      canvas.getByRole('link', { name: messages['auth.signIn.register'] }),
    ).toHaveAttribute('href', localised(pageLocale(globals.locale), authLinks.register));
  },
};

/** Name, email, phone, password and the terms. */
export const SignUp: Story = {
  args: { screen: 'signUp' },
  play: async ({ canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['auth.signUp.title']);
  },
};
