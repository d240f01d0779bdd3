import { request, type Page } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerVerifiedCustomer } from '../../customer';
import { expect, test } from '../../fixtures';
import { countPosts, holdScripts, testWithoutScripts } from '../../forms';
import { E2E_STOREFRONT_PORT } from '../../servers';

/**
 * Signing in and out are forms that post to the storefront (`/api/session/…`): they work with
 * JavaScript off and when pressed before the page's scripts have run, each press one submission.
 * The hydrated forms' journeys (the login popup, signing out with a toast) are in sign-in.spec.ts
 * and account-auth.spec.ts.
 */

// Registering goes through the in-process job queue; on the shared 2-core machine that takes seconds.
test.describe.configure({ timeout: 90_000 });

const text = {
  ar: {
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    incorrect: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    signOut: 'تسجيل الخروج',
  },
  en: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    incorrect: 'Incorrect email or password',
    signOut: 'Sign out',
  },
} as const;

async function newCustomer(): Promise<string> {
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  const { email } = await registerVerifiedCustomer(other);
  await other.dispose();
  return email;
}

async function signIn(page: Page, t: (typeof text)['ar' | 'en'], email: string, password: string) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await main.getByRole('textbox', { name: t.email }).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: t.submit }).click();
}

testWithoutScripts(
  'a customer signs in, is refused a wrong password in their language, and signs out',
  async ({ page, shop, path, posts }) => {
    const t = text[shop.locale];
    const email = await newCustomer();
    const wishlist = path('/wishlist');
    await page.goto(wishlist);
    await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(wishlist)}`);

    // A wrong password: the page says so in its language, with the email kept.
    await signIn(page, t, email, 'not-the-password-1A');
    await expect(page.getByRole('main').getByText(t.incorrect)).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: t.email })).toHaveValue(email);
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    expect(posts).toHaveLength(1);

    // The right one: on to the page that asked, signed in.
    await page.getByRole('main').getByLabel(t.password, { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(wishlist);
    await page.goto(path('/profile'));
    await expect(page).toHaveURL(path('/profile'));
    await expect(page.getByRole('main')).toContainText(email);
    expect(posts).toHaveLength(2);

    // Signing out ends the session: home, and the account asks to sign in again.
    await page.getByRole('main').getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(path('/'));
    expect(posts).toHaveLength(3);
    await page.goto(path('/profile'));
    await expect(page).toHaveURL(
      `${path('/auth')}?redirect=${encodeURIComponent(path('/profile'))}`,
    );
  },
);

test('presses before the page has its scripts sign in and out once each, as form submissions', async ({
  page,
  shop,
  path,
  baseURL,
}) => {
  const t = text[shop.locale];
  const email = await newCustomer();
  const scripts = await holdScripts(page);
  const posts = countPosts(page, baseURL!);
  await page.goto(path('/auth'), { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('button', { name: t.submit })).toBeVisible();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await signIn(page, t, email, CUSTOMER_PASSWORD);
  // No script has run: the press is the browser's own submission, and the answer is the account.
  await expect(page).toHaveURL(path('/profile'));
  await expect(page.getByRole('main')).toContainText(email);
  expect(posts).toHaveLength(1);

  // The account's scripts are held too: signing out is a form submission as well.
  await page.getByRole('main').getByRole('button', { name: t.signOut }).click();
  await expect(page).toHaveURL(path('/'));
  expect(posts).toHaveLength(2);

  // The scripts arrive and the page hydrates: nothing is sent again, and the shopper is a guest.
  await scripts.release();
  expect(posts).toHaveLength(2);
  await page.goto(path('/profile'));
  await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(path('/profile'))}`);
});
