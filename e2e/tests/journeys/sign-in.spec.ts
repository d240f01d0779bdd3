import { request } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerVerifiedCustomer } from '../../customer';
import { addCheapestToCart } from '../../orders';
import { expect, test } from '../../fixtures';
import { E2E_STOREFRONT_PORT } from '../../servers';

/**
 * Signing in (issue 11) in Arabic and English: the guest's first piece in the cart and their heart
 * open the login popup, a wrong
 * password is refused in the page's language, and signing in keeps the shopper where they were
 * with the cart they had as a guest (merged by the commerce server) and the heart pressed. A
 * page that needs a customer sends a guest to `/auth` and back.
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
    cartTwo: 'السلة، منتجان',
    account: 'حسابي',
    popup: 'سجّل الدخول لتحفظ ما يعجبك',
    keepCart: 'سجّل الدخول لتحفظ سلتك',
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
    cartTwo: 'Cart, 2 items',
    account: 'My account',
    popup: 'Sign in to keep your favourites',
    keepCart: 'Sign in to keep your cart',
  },
} as const;

test('a guest signs in from a heart in the login popup and keeps their cart', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  const { email } = await registerVerifiedCustomer(other);
  // The customer already has a piece in their cart, from another device.
  await addCheapestToCart(other);
  await other.dispose();

  // As a guest: a piece in the cart from its page, then its heart, which asks to sign in here.
  await page.goto(path('/products/c/living-room/sofas'));
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  const product = page.url();
  const header = page.getByRole('banner');
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(header.getByRole('button', { name: t.cartOne })).toBeVisible();
  // The first piece offers to sign in to keep the cart; Escape puts it off.
  const keepCart = page.getByRole('dialog', { name: t.keepCart });
  await expect(keepCart.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(keepCart).toBeHidden();
  await page.getByRole('button', { name: t.saveToWishlist }).click();
  const popup = page.getByRole('dialog', { name: t.popup });
  await expect(popup.getByRole('heading', { name: t.title, exact: true })).toBeVisible();

  // A wrong password: refused in the page's language, the email kept.
  await popup.getByLabel(t.email).fill(email);
  await popup.getByLabel(t.password, { exact: true }).fill('not-the-password-1');
  await popup.getByRole('button', { name: t.submit }).click();
  await expect(popup.getByRole('alert').filter({ hasText: t.incorrect })).toBeVisible();
  await expect(popup.getByLabel(t.email)).toHaveValue(email);

  // The right one: still on the product, signed in, the heart pressed, the guest's piece merged
  // into the customer's cart beside the one they had.
  await popup.getByLabel(t.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await popup.getByRole('button', { name: t.submit }).click();
  // Signing in reads every personal answer again before the popup closes: seconds on a busy machine.
  await expect(popup).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(product);
  await expect(header.getByRole('link', { name: t.account })).toBeVisible();
  await expect(page.getByRole('button', { name: t.saveToWishlist })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(header.getByRole('button', { name: t.cartTwo })).toBeVisible();
});

test('/auth signs in and goes back to the page that asked; signed in, it sends on', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  const { email } = await registerVerifiedCustomer(other);
  await other.dispose();

  const wishlist = path('/wishlist');
  await page.goto(wishlist);
  await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(wishlist)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  // Signing in reads every personal answer again before moving on: seconds on a busy machine.
  await expect(page).toHaveURL(wishlist, { timeout: 15_000 });

  // Signed in, /auth sends the customer on.
  await page.goto(`${path('/auth')}?redirect=${encodeURIComponent(path('/'))}`);
  await expect(page).toHaveURL(new RegExp(`${path('/')}$`));
});
