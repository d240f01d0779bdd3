import { request, type Page } from '@playwright/test';
import {
  CUSTOMER_PASSWORD,
  passwordResetCode,
  registerVerifiedCustomer,
  verificationLink,
} from '../../customer';
import { expect, test } from '../../fixtures';
import { E2E_STOREFRONT_PORT } from '../../servers';

/**
 * Accounts (issue 11) in Arabic and English: signing up with the spec's validation, verifying the
 * email from the link in the real mailbox, signing out and in; and password recovery with the
 * 6-digit code from the mailbox, a new password and signing in with it.
 */

// Emails go through the in-process job queue; on the shared 2-core machine that takes seconds.
test.describe.configure({ timeout: 90_000 });

const text = {
  ar: {
    signUpTitle: 'إنشاء حساب',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    terms: 'أوافق على الشروط والأحكام',
    termsRequired: 'يرجى الموافقة على الشروط والأحكام لإنشاء حسابك.',
    createAccount: 'إنشاء الحساب',
    createAccountLink: 'إنشاء حساب',
    firstNameRule: 'لا يمكن أن يحتوي الاسم الأول على أرقام أو رموز.',
    sentTitle: 'تحقق من بريدك الإلكتروني',
    verified: 'تم تأكيد بريدك الإلكتروني. أهلًا بك في دار!',
    accountTitle: 'حسابي',
    signOut: 'تسجيل الخروج',
    signedOut: 'تم تسجيل خروجك',
    signInTitle: 'تسجيل الدخول',
    signIn: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
    sendCode: 'إرسال الرمز',
    sent: 'تم إرسال بريد استعادة كلمة المرور',
    enterCode: 'أدخل الرمز',
    digit: (n: number) => `الرقم ${'٠١٢٣٤٥٦٧٨٩'[n]} من ٦`,
    resend: 'إعادة إرسال الرمز',
    wrongCode: 'الرمز غير صحيح.',
    verify: 'تحقّق',
    newPasswordTitle: 'اختر كلمة مرور جديدة',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    reset: 'تغيير كلمة المرور',
    resetDone: 'تم تغيير كلمة المرور بنجاح',
    incorrect: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  en: {
    signUpTitle: 'Create an account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    terms: 'I agree to the terms and conditions',
    termsRequired: 'Please agree to the terms and conditions to create your account.',
    createAccount: 'Create account',
    createAccountLink: 'Create an account',
    firstNameRule: 'First name cannot contain numbers or symbols.',
    sentTitle: 'Check your email',
    verified: 'Your email is verified. Welcome to Dar!',
    accountTitle: 'My account',
    signOut: 'Sign out',
    signedOut: 'You are signed out',
    signInTitle: 'Sign in',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    sendCode: 'Send code',
    sent: 'Password-recovery email sent',
    enterCode: 'Enter the code',
    digit: (n: number) => `Digit ${n} of 6`,
    resend: 'Resend code',
    wrongCode: 'The code is not correct.',
    verify: 'Verify',
    newPasswordTitle: 'Choose a new password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    reset: 'Reset password',
    resetDone: 'Password reset successfully',
    incorrect: 'Incorrect email or password',
  },
} as const;

type Text = (typeof text)[keyof typeof text];

async function signIn(page: Page, t: Text, email: string, password: string) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
  await main.getByRole('textbox', { name: t.email }).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: t.signIn }).click();
}

/** One digit in each box, as typed, then "Verify". */
async function typeCode(page: Page, t: Text, code: string) {
  const main = page.getByRole('main');
  for (const [index, digit] of [...code].entries()) {
    await main.getByLabel(t.digit(index + 1)).fill(digit);
  }
  await main.getByRole('button', { name: t.verify }).click();
}

test('a shopper signs up, verifies the email from the mailbox, signs out and in again', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const email = `signup-${shop.locale}-${Date.now()}@example.com`;
  const main = page.getByRole('main');
  // Sent to sign up from the wishlist's way in: both ways on keep the way back.
  const back = `?redirect=${encodeURIComponent(path('/wishlist'))}`;
  await page.goto(`${path('/auth')}${back}`);
  await main.getByRole('link', { name: t.createAccountLink }).click();
  await expect(page).toHaveURL(`${path('/auth/register')}${back}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signUpTitle);
  await expect(main.getByRole('link', { name: t.signIn })).toHaveAttribute(
    'href',
    `${path('/auth')}${back}`,
  );

  // The spec's rules, before anything is sent: a first name with a digit, the terms not agreed.
  await main.getByLabel(t.firstName).fill('Mona2');
  await main.getByLabel(t.lastName).fill('Hassan');
  await main.getByRole('textbox', { name: t.email }).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await main.getByRole('button', { name: t.createAccount }).click();
  await expect(main.getByText(t.firstNameRule)).toBeVisible();
  await expect(main.getByText(t.termsRequired)).toBeVisible();

  await main.getByLabel(t.firstName).fill('Mona');
  await main.getByText(t.terms).click();
  await main.getByRole('button', { name: t.createAccount }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sentTitle);
  await expect(main).toContainText(email);

  // Not verified yet: signing in is refused.
  await page.goto(path('/auth'));
  await signIn(page, t, email, CUSTOMER_PASSWORD);
  await expect(main.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path('/auth')}$`));

  // The email's link, in the shopper's language, verifies, signs in and goes back to the page
  // that sent the shopper to sign up.
  const link = await verificationLink(page.request, email);
  expect(new URL(link, 'http://shop').pathname).toBe(path('/auth/otp'));
  await page.goto(link);
  // Verifying signs in and reads the page: seconds on a cold server or a busy machine.
  await expect(page).toHaveURL(path('/wishlist'), { timeout: 15_000 });
  await expect(page.getByText(t.verified)).toBeVisible();
  await page.goto(path('/profile'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.accountTitle);
  await expect(main).toContainText(email);

  // Signing out ends the session: the account asks to sign in again, and brings the shopper back.
  await main.getByRole('button', { name: t.signOut }).click();
  await expect(page.getByText(t.signedOut)).toBeVisible();
  await expect(page).toHaveURL(path('/'));
  await page.goto(path('/profile'));
  await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(path('/profile'))}`);
  await signIn(page, t, email, CUSTOMER_PASSWORD);
  // Signing in reads every personal answer again before moving on: seconds on a busy machine.
  await expect(page).toHaveURL(path('/profile'), { timeout: 15_000 });
  await expect(main).toContainText(email);

  // Signed in, the sign-up page sends the customer to their account.
  await page.goto(path('/auth/register'));
  await expect(page).toHaveURL(path('/profile'));
});

test('a shopper who forgot the password resets it with the code from the mailbox', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  const { email } = await registerVerifiedCustomer(other);
  const main = page.getByRole('main');

  await page.goto(path('/auth'));
  await main.getByRole('link', { name: t.forgot }).click();
  await expect(page).toHaveURL(path('/auth/forget-password'));
  await main.getByRole('textbox', { name: t.email }).fill(email);
  await main.getByRole('button', { name: t.sendCode }).click();
  await expect(main.getByText(t.sent)).toBeVisible();
  await main.getByRole('link', { name: t.enterCode }).click();
  await expect(page).toHaveURL(new RegExp(`${path('/auth/otp')}\\?type=reset&email=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.enterCode);
  // The resend countdown: no new code for a minute.
  await expect(main.getByRole('button', { name: t.resend })).toBeDisabled();

  const first = await passwordResetCode(other, email);
  // A wrong code is refused on the boxes; the right one leads on.
  await typeCode(page, t, first.code === '000000' ? '111111' : '000000');
  await expect(main.getByRole('alert')).toHaveText(t.wrongCode);
  await typeCode(page, t, first.code);
  await expect(page).toHaveURL(new RegExp(`${path('/auth/reset-password')}\\?token=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newPasswordTitle);

  const newPassword = 'Dar-e2e-Reset-9';
  await main.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
  await main.getByLabel(t.confirm).fill(newPassword);
  await main.getByRole('button', { name: t.reset }).click();
  // Hashing the new password takes seconds on a machine busy with the other journeys.
  await expect(page).toHaveURL(path('/auth/reset-password-success'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.resetDone);

  // The old password no longer works; the new one does.
  await main.getByRole('link', { name: t.signIn }).click();
  await signIn(page, t, email, CUSTOMER_PASSWORD);
  // Checking the old password hashes too: seconds on a busy machine.
  await expect(main.getByRole('alert').filter({ hasText: t.incorrect })).toBeVisible({
    timeout: 15_000,
  });
  await main.getByLabel(t.password, { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(path('/profile'), { timeout: 15_000 });
  await expect(main).toContainText(email);
  await other.dispose();
});
