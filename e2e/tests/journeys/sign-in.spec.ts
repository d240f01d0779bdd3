import { request } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerVerifiedCustomer } from '../../customer';
import { expect, test } from '../../fixtures';
import { E2E_STOREFRONT_PORT } from '../../servers';

/**
 * Signing in (issue 11, first part) in Arabic and English: the guest's heart leads to `/auth`,
 * a wrong password is refused in the page's language, and signing in brings the shopper back with
 * the cart they had as a guest.
 */

const text = {
  ar: {
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    incorrect: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    saveToWishlist: 'احفظ في المفضلة',
    addToCart: 'أضف إلى السلة',
    cartOne: 'السلة، منتج واحد',
    account: 'حسابي',
  },
  en: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    incorrect: 'Incorrect email or password',
    saveToWishlist: 'Save to wishlist',
    addToCart: 'Add to cart',
    cartOne: 'Cart, 1 item',
    account: 'My account',
  },
} as const;

test('a guest signs in from a heart and comes back with their cart', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  const { email } = await registerVerifiedCustomer(other);
  await other.dispose();

  // As a guest: a piece in the cart from its page, then its heart, which asks to sign in.
  await page.goto(path('/products/c/living-room/sofas'));
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  const product = new URL(page.url()).pathname;
  const header = page.getByRole('banner');
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(header.getByRole('link', { name: t.cartOne })).toBeVisible();
  await page.getByRole('button', { name: t.saveToWishlist }).click();
  await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(product)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

  // A wrong password: refused in the page's language, the email kept.
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.incorrect })).toBeVisible();
  await expect(page.getByLabel(t.email)).toHaveValue(email);

  // The right one: back to the product, signed in, with the cart they had as a guest.
  await page.getByLabel(t.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(product);
  await expect(header.getByRole('link', { name: t.account })).toBeVisible();
  await expect(header.getByRole('link', { name: t.cartOne })).toBeVisible();

  // Signed in, /auth sends the customer on.
  await page.goto(`${path('/auth')}?redirect=${encodeURIComponent(product)}`);
  await expect(page).toHaveURL(product);
});
