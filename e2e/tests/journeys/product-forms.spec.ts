import { request, type Locator, type Page } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerVerifiedCustomer, signInNewCustomer } from '../../customer';
import { expect, test } from '../../fixtures';
import { countPosts, holdScripts, testWithoutScripts } from '../../forms';
import { E2E_STOREFRONT_PORT } from '../../servers';

/**
 * Add to cart, the wishlist heart and the newsletter are forms that post to the storefront
 * (`/api/cart/add`, `/api/wishlist`, the newsletter's Server Action): with JavaScript off, and when
 * pressed before the page's scripts have run, each press is one ordinary submission, carried out
 * exactly once. The hydrated journeys (toasts, counts, no page load) are in personal.spec.ts and
 * newsletter.spec.ts.
 */

// Registering goes through the in-process job queue; on the shared 2-core machine that takes seconds.
test.describe.configure({ timeout: 120_000 });

const text = {
  ar: {
    addToWishlist: /^أضف .+ إلى المفضلة$/,
    addToCart: 'أضف إلى السلة',
    quantity: 'الكمية',
    lineQuantity: (name: string) => `كمية ${name}`,
    increase: 'زيادة الكمية',
    decrease: 'تقليل الكمية',
    remove: (name: string) => `إزالة ${name} من السلة`,
    two: '٢',
    couponLabel: 'كود الخصم',
    apply: 'تطبيق',
    couponInvalid: 'كود الخصم غير صالح.',
    appliedCoupons: 'أكواد الخصم المطبّقة',
    saveToWishlist: 'احفظ في المفضلة',
    wishlistTitle: 'المفضلة',
    signIn: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    newsletterEmail: 'البريد الإلكتروني',
    subscribe: 'اشترك',
    subscribed: 'شكرًا لك. تم اشتراكك في نشرتنا البريدية.',
  },
  en: {
    addToWishlist: /^Add .+ to wishlist$/,
    addToCart: 'Add to cart',
    quantity: 'Quantity',
    lineQuantity: (name: string) => `Quantity of ${name}`,
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    remove: (name: string) => `Remove ${name} from the cart`,
    two: '2',
    couponLabel: 'Coupon code',
    apply: 'Apply',
    couponInvalid: 'This coupon code is not valid.',
    appliedCoupons: 'Applied coupon codes',
    saveToWishlist: 'Save to wishlist',
    wishlistTitle: 'Wishlist',
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    newsletterEmail: 'Email address',
    subscribe: 'Subscribe',
    subscribed: 'Thank you. You are now subscribed to our newsletter.',
  },
} as const;
type Text = (typeof text)['ar' | 'en'];

/** The sofas listing's first two products: their names and pages. */
async function twoSofas(page: Page, path: (p: string) => string) {
  await page.goto(path('/products/c/living-room/sofas'));
  const cards = page.getByRole('main').getByRole('article');
  const of = async (card: Locator) => ({
    name: (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '',
    href: (await card.getByRole('link').first().getAttribute('href')) ?? '',
  });
  return { cards, first: await of(cards.nth(0)), second: await of(cards.nth(1)) };
}

/** The cart page's lines, by product name. */
const cartLine = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: name });

/** A cart line's quantity as the server rendered it (shown, not typed, without the cart's code). */
const shownQuantity = (page: Page, t: Text, name: string) =>
  cartLine(page, name).getByRole('status', { name: t.lineQuantity(name) });

async function subscribe(page: Page, t: Text, locale: string) {
  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('textbox', { name: t.newsletterEmail })
    .fill(`product-forms-${locale}-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: t.subscribe }).click();
  await expect(page.getByRole('contentinfo').getByText(t.subscribed)).toBeVisible();
}

testWithoutScripts(
  'a shopper adds to cart, applies a coupon, hearts a product and subscribes',
  async ({ page, shop, path, posts }) => {
    const t = text[shop.locale];
    const { cards, first, second } = await twoSofas(page, path);
    // Add to cart from a product page: the form posts once, and the cart, read from the session
    // the commerce server has just given the guest, shows the piece.
    await page.goto(second.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
    await page.getByRole('button', { name: t.addToCart, exact: true }).click();
    await expect(page).toHaveURL(path('/cart'));
    await expect(cartLine(page, second.name)).toHaveCount(1);
    expect(posts).toHaveLength(1);

    // Another product, two of it, typed in the page's digits (Arabic-Indic in Arabic): the same
    // cart, now with both, and two of this one.
    await page.goto(first.href);
    await page.getByRole('textbox', { name: t.quantity, exact: true }).fill(t.two);
    await page.getByRole('button', { name: t.addToCart, exact: true }).click();
    await expect(page).toHaveURL(path('/cart'));
    await expect(cartLine(page, first.name)).toHaveCount(1);
    await expect(cartLine(page, second.name)).toHaveCount(1);
    await expect(shownQuantity(page, t, first.name)).toHaveText(t.two);
    expect(posts).toHaveLength(2);

    // A coupon: a wrong code is worded in the page's language and kept in the field; the right
    // one goes on the cart.
    const main = page.getByRole('main');
    await main.getByLabel(t.couponLabel).fill('NOT-A-CODE');
    await main.getByRole('button', { name: t.apply }).click();
    await expect(main.getByText(t.couponInvalid)).toBeVisible();
    await expect(main.getByLabel(t.couponLabel)).toHaveValue('NOT-A-CODE');
    await main.getByLabel(t.couponLabel).fill('WHEEL10');
    await main.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(path('/cart'));
    await expect(main.getByRole('list', { name: t.appliedCoupons })).toContainText('WHEEL10');
    expect(posts).toHaveLength(4);

    // A line's − and "Remove" are forms too: one piece of the first sofa, and the second gone.
    await cartLine(page, first.name).getByRole('button', { name: t.decrease }).click();
    await expect(page).toHaveURL(path('/cart'));
    await expect(shownQuantity(page, t, first.name)).toHaveText(/^[1١]$/);
    await expect(
      cartLine(page, first.name).getByRole('button', { name: t.decrease }),
    ).toBeDisabled();
    await cartLine(page, second.name)
      .getByRole('button', { name: t.remove(second.name) })
      .click();
    await expect(page).toHaveURL(path('/cart'));
    await expect(cartLine(page, second.name)).toHaveCount(0);
    await expect(cartLine(page, first.name)).toHaveCount(1);
    await expect(main.getByRole('list', { name: t.appliedCoupons })).toContainText('WHEEL10');
    expect(posts).toHaveLength(6);

    // A card's heart asks a guest to sign in, and brings them back to the listing.
    const listing = path('/products/c/living-room/sofas');
    await page.goto(listing);
    await cards.nth(0).getByRole('button', { name: t.addToWishlist }).click();
    await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(listing)}`);
    const { email, password } = await newCustomer();
    await main.getByRole('textbox', { name: t.email }).fill(email);
    await main.getByLabel(t.password, { exact: true }).fill(password);
    await main.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(listing);

    // Signed in, the heart saves the product: the wishlist, rendered by the server, lists it.
    await cards.nth(0).getByRole('button', { name: t.addToWishlist }).click();
    await expect(page).toHaveURL(path('/wishlist'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.wishlistTitle);
    const saved = page.getByRole('main').getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading', { level: 2 })).toHaveText(first.name);
    // Heart, sign-in, heart: nine submissions so far, each press exactly one.
    expect(posts).toHaveLength(9);

    await subscribe(page, t, shop.locale);
    expect(posts).toHaveLength(10);
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
  },
);

test('presses before the page has its scripts add, heart and subscribe, each exactly once', async ({
  page,
  shop,
  path,
  baseURL,
}) => {
  const t = text[shop.locale];
  await signInNewCustomer(page.request);
  const { second } = await twoSofas(page, path);
  const scripts = await holdScripts(page);
  const posts = countPosts(page, baseURL!);

  await page.goto(second.href, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: t.addToCart, exact: true });
  await expect(add).toBeVisible();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await add.click();
  // A plain form submission: the cart, rendered from the session, has the piece once.
  await expect(page).toHaveURL(path('/cart'));
  await expect(cartLine(page, second.name)).toHaveCount(1);
  expect(posts).toHaveLength(1);
  // The cart's + before its code has loaded: a form submission too, and the cart has two.
  await cartLine(page, second.name).getByRole('button', { name: t.increase }).click();
  await expect(shownQuantity(page, t, second.name)).toHaveText(t.two);
  expect(posts).toHaveLength(2);

  await page.goto(second.href, { waitUntil: 'commit' });
  await page.getByRole('button', { name: t.saveToWishlist }).click();
  await expect(page).toHaveURL(path('/wishlist'));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  expect(posts).toHaveLength(3);

  await subscribe(page, t, shop.locale);
  expect(posts).toHaveLength(4);

  // With the scripts in, nothing is sent again: the cart still has two of the piece.
  await scripts.release();
  await page.goto(path('/cart'));
  await expect(cartLine(page, second.name)).toHaveCount(1);
  await expect(
    cartLine(page, second.name)
      .getByRole('textbox')
      .or(cartLine(page, second.name).getByRole('spinbutton')),
  ).toHaveValue(/^[2٢]$/);
  expect(posts).toHaveLength(4);
});

/** A verified customer, registered from a request context of its own, and their password. */
async function newCustomer() {
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  const { email } = await registerVerifiedCustomer(other);
  await other.dispose();
  return { email, password: CUSTOMER_PASSWORD };
}
