import type { Page, Route } from '@playwright/test';
import { shopApi, signInNewCustomer } from '../../customer';
import { expect, test } from '../../fixtures';
import { expectHydrated, pressBeforeHydration } from '../../forms';

/**
 * What the catalogue pages do for the shopper after they load (issue 10): search from the header,
 * the wishlist's hearts and page, add to cart from a product, and "recently viewed". Runs in
 * Arabic (rtl) and English (ltr) against the real Shop API.
 */

const text = {
  ar: {
    search: 'بحث',
    searchDialog: 'البحث',
    // A spelling variant: ه for ة ("كنبه" for "كنبة"); the Arabic search folds them together.
    term: 'كنبه',
    matchesName: /كنبة/,
    results: /(نتيجة|نتيجتان|نتائج) لـ «كنبه»$/,
    recentSearches: 'عمليات البحث الأخيرة',
    wishlistEmpty: 'المفضلة، فارغة',
    wishlistOne: 'المفضلة، منتج واحد',
    cartEmpty: 'السلة، فارغة',
    cartOne: 'السلة، منتج واحد',
    cartTwo: 'السلة، منتجان',
    keepCart: 'سجّل الدخول لتحفظ سلتك',
    keepCartIntro: /تُحفظ سلتك مع حسابك/,
    continueShopping: 'تابع التسوق',
    addToWishlist: /^أضف .+ إلى المفضلة$/,
    saved: 'حُفظ في المفضلة',
    removed: 'أُزيل من المفضلة',
    wishlistTitle: 'المفضلة',
    wishlistEmptyTitle: 'المفضلة فارغة',
    addToCart: 'أضف إلى السلة',
    added: 'أُضيف إلى سلة التسوق',
    recent: 'شاهدتها مؤخرًا',
    wheel: 'عجلة الحظ',
    tryLuck: 'جرّب حظك',
    spin: 'أدر العجلة',
    won: /ربحت: /,
    apply: 'طبّقه على سلتي',
    applied: 'طُبّق الكود على سلتك',
    keep: 'احتفظ به لوقت لاحق',
    onCart: /الكود WHEEL\w+ مطبّق على سلتك\./,
  },
  en: {
    search: 'Search',
    searchDialog: 'Search',
    term: 'SOFA',
    matchesName: /sofa/i,
    results: /^\d+ results? for/,
    recentSearches: 'Recent searches',
    wishlistEmpty: 'Wishlist, empty',
    wishlistOne: 'Wishlist, 1 item',
    cartEmpty: 'Cart, empty',
    cartOne: 'Cart, 1 item',
    cartTwo: 'Cart, 2 items',
    keepCart: 'Sign in to keep your cart',
    keepCartIntro: /your cart is kept with your account/,
    continueShopping: 'Continue shopping',
    addToWishlist: /^Add .+ to wishlist$/,
    saved: 'Saved to your wishlist',
    removed: 'Removed from your wishlist',
    wishlistTitle: 'Wishlist',
    wishlistEmptyTitle: 'Your wishlist is empty',
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    recent: 'Recently viewed',
    wheel: 'Lucky wheel',
    tryLuck: 'Try your luck',
    spin: 'Spin the wheel',
    won: /You won: /,
    apply: 'Apply to my cart',
    applied: 'The code is on your cart',
    keep: 'Keep it for later',
    onCart: /Your code WHEEL\w+ is on your cart\./,
  },
} as const;

test('search from the header finds products, opens the results page and remembers the search', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.goto(path('/'));
  await page.getByRole('banner').getByRole('button', { name: t.search }).click();
  const dialog = page.getByRole('dialog', { name: t.searchDialog });
  const box = dialog.getByRole('searchbox');
  await expect(box).toBeFocused();
  await box.fill(t.term);

  // Results as the shopper types: how many, and the first few as links to their pages.
  await expect(dialog.getByRole('status')).toHaveText(t.results);
  const hits = dialog.getByRole('list').getByRole('link');
  await expect(hits.first()).toBeVisible();
  for (const hit of await hits.allTextContents()) expect(hit).toMatch(t.matchesName);

  // Enter: the results page, a listing for the term.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=/);
  const url = new URL(page.url());
  expect(url.pathname).toBe(path('/products'));
  expect(url.searchParams.get('q')).toBe(t.term);
  await expect(dialog).toBeHidden();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.getByRole('heading', { level: 2 }).allTextContents()) {
    expect(name).toMatch(t.matchesName);
  }

  // Back in the overlay, the search is offered again.
  await page.getByRole('banner').getByRole('button', { name: t.search }).click();
  const recent = page.getByRole('region', { name: t.recentSearches });
  await expect(recent.getByRole('button', { name: t.term })).toBeVisible();
});

test('a customer keeps products with the hearts and finds them on the wishlist page', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await signInNewCustomer(page.request);
  await page.goto(path('/products/c/living-room/sofas'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: t.wishlistEmpty })).toBeVisible();

  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  const heart = card.getByRole('button', { name: t.addToWishlist });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
  await expect(header.getByRole('link', { name: t.wishlistOne })).toBeVisible();

  // The wishlist page lists it; its heart takes it off again.
  await header.getByRole('link', { name: t.wishlistOne }).click();
  await expect(page).toHaveURL(path('/wishlist'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.wishlistTitle);
  const saved = page.getByRole('main').getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading', { level: 2 })).toHaveText(name);
  await saved.getByRole('button', { name: t.addToWishlist }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.wishlistEmptyTitle })).toBeVisible();
  await expect(header.getByRole('link', { name: t.wishlistEmpty })).toBeVisible();
});

test('a guest asking for the wishlist page is sent to sign in and back', async ({ page, path }) => {
  await page.goto(path('/wishlist'));
  await expect(page).toHaveURL(
    `${path('/auth')}?redirect=${encodeURIComponent(path('/wishlist'))}`,
  );
});

test('a product goes into the cart from its page, and viewed products are offered again', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.goto(path('/products/c/living-room/sofas'));
  const cards = page.getByRole('article');
  const firstName = (await cards.nth(0).getByRole('heading', { level: 2 }).textContent())?.trim();
  const secondName = (await cards.nth(1).getByRole('heading', { level: 2 }).textContent())?.trim();
  await cards.nth(0).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName!);
  // A first visit has nothing viewed before: no rail.
  await expect(page.getByRole('heading', { level: 2, name: t.recent })).toHaveCount(0);

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: t.cartEmpty })).toBeVisible();
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
  await expect(header.getByRole('button', { name: t.cartOne })).toBeVisible();
  // A guest's first piece: the login popup offers to keep the cart with an account; the guest
  // carries on shopping instead, and the piece stays in the cart.
  const keepCart = page.getByRole('dialog', { name: t.keepCart });
  await expect(keepCart).toContainText(t.keepCartIntro);
  await keepCart.getByRole('button', { name: t.continueShopping }).click();
  await expect(keepCart).toBeHidden();
  await expect(header.getByRole('button', { name: t.cartOne })).toBeVisible();

  // The second product's page offers the first one under "recently viewed".
  await page.goBack();
  await cards.nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondName!);
  const recent = page.getByRole('list', { name: t.recent });
  await expect(recent.getByRole('article')).toHaveCount(1);
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText(firstName!);
  // A second piece in the same visit: added without asking again.
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(header.getByRole('button', { name: t.cartTwo })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The cart is still there after a full page load: it lives in the shopper's session.
  await page.reload();
  await expect(header.getByRole('button', { name: t.cartTwo })).toBeVisible();
});

test('a press made before the product page has its code is carried out once, when the code arrives', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  // A browser that is never idle: the page's parts (lib/islands) load their code only when the
  // shopper does something, and the Shop API client waits too, until the test lets them.
  await page.addInitScript(() => {
    const queued: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => queued.push(callback);
    Object.assign(window, {
      releaseIdle: () => {
        for (const callback of queued.splice(0))
          callback({ didTimeout: false, timeRemaining: () => 50 });
      },
    });
  });
  await page.goto(path('/products/c/living-room/sofas'));
  const href = await page
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(href!);
  // Once the page has loaded, the code it asks for is held until the test lets it through.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**', (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('addItemToOrder')) adds.push(request.url());
  });

  // The page is whole without the parts' code: the button is there, named, and can be pressed.
  // Pressed once React has hydrated it (before, it posts the form: product-forms.spec).
  const add = page.getByRole('button', { name: t.addToCart });
  await expect(add).toBeEnabled();
  await expectHydrated(add);
  await add.click();
  // The press asked for the code, which has not come: nothing is added yet.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(adds).toHaveLength(0);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  // The press is carried out once the code is in: one piece, one request, not lost nor doubled.
  // In turn: the Shop API client's code, the shopper's state, the add, then the toast (whose code
  // loads alongside): on a loaded machine (two journeys at once) that can take more than 5 s.
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('banner').getByRole('button', { name: t.cartOne })).toBeVisible();
  expect(adds).toHaveLength(1);
});

/** Home, the wheel's dialog, one spin; the code the server gave for where it stopped. */
async function spinTheWheel(page: Page, t: (typeof text)['ar' | 'en'], home: string) {
  // The wheel stops at once, with the same result, for a shopper who asks for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(home);
  const panel = page.getByRole('region', { name: t.wheel });
  await panel.getByRole('button', { name: t.tryLuck }).click();
  const dialog = page.getByRole('dialog', { name: t.wheel });
  await dialog.getByRole('button', { name: t.spin }).click();
  await expect(page.getByRole('status').filter({ hasText: t.won })).toBeVisible();
  const code = (await dialog.getByRole('strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/^WHEEL\w+$/);
  return { panel, dialog, code };
}

test('the lucky wheel gives a code that goes on the cart, or is kept for it', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const { panel, dialog, code } = await spinTheWheel(page, t, path('/'));

  // Applied: the Shop API's cart carries the code, and the panel says so instead of the wheel.
  await dialog.getByRole('button', { name: t.apply }).click();
  await expect(page.getByRole('status').filter({ hasText: t.applied })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText(t.onCart);
  const cart = await page.request.post('/shop-api', {
    data: { query: '{ activeOrder { couponCodes } }' },
  });
  expect(
    ((await cart.json()) as { data: { activeOrder: { couponCodes: string[] } } }).data,
  ).toEqual({ activeOrder: { couponCodes: [code] } });
  // One spin per browser: a reload shows the code, not the wheel.
  await page.reload();
  await expect(panel).toContainText(t.onCart);
  await expect(panel.getByRole('button', { name: t.tryLuck })).toHaveCount(0);
});

test('a code kept for later stays on the home page until it is applied', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const { panel, dialog, code } = await spinTheWheel(page, t, path('/'));
  await dialog.getByRole('button', { name: t.keep }).click();
  await expect(dialog).toBeHidden();
  // Focus is not lost: it is on the panel, which now shows the code.
  await expect(panel.locator('[tabindex="-1"]')).toBeFocused();
  await page.reload();
  await expect(panel.getByRole('strong')).toHaveText(code);
  await expect(panel.getByRole('button', { name: t.apply })).toBeVisible();
});

test('a press on the wheel before the page has its scripts opens the wheel once they have run', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const panel = page.getByRole('region', { name: t.wheel });
  const dialog = page.getByRole('dialog', { name: t.wheel });
  // Not hydrated yet: the button asks for the home page again at the panel, which remembers it.
  const scripts = await pressBeforeHydration(
    page,
    path('/'),
    panel.getByRole('button', { name: t.tryLuck }),
    'wheel-promotion',
    dialog,
  );
  // The scripts run: the wheel opens by itself, once, and the address no longer asks for it.
  await scripts.release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.spin })).toBeVisible();
  await expect(page).toHaveURL(path('/'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('button', { name: t.tryLuck })).toBeFocused();
});

/** The Shop API's three answers a page reads when idle, without Apollo (`readShopper`). */
function shopperRead(page: Page) {
  return Promise.all(
    ['Me', 'WishlistIds', 'ActiveOrderLines'].map((name) =>
      page.waitForResponse(
        (response) =>
          response.url().includes('/shop-api') &&
          (response.request().postData() ?? '').includes(`"operationName":"${name}"`),
      ),
    ),
  );
}

test('a page only looked at: a guest asks the Shop API nothing; a shopper sees their hearts and cart untouched', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const header = page.getByRole('banner');
  // A guest without a session: the cached HTML is already right, and there is nothing of theirs to
  // read, so the page sends the Shop API nothing and opens no session for them.
  const shopApiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/shop-api')) shopApiCalls.push(request.postData() ?? '');
  });
  await page.goto(path('/products'), { waitUntil: 'load' });
  await expect(header.getByRole('link', { name: t.wishlistEmpty })).toBeVisible();
  // Past the moment the idle read would go out (at the latest 3 s after the load event).
  await page.waitForTimeout(4_000);
  expect(shopApiCalls).toEqual([]);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('dar-session');
  expect(names).not.toContain('dar-shopper');
  // The listing's sections are server parts with light leaves: no island to wake, not even by a
  // pointer over the header.
  await header.getByRole('link', { name: t.wishlistEmpty }).hover();
  await expect(page.locator('[data-island]')).toHaveCount(0);

  // A customer with a saved product and one in the cart, loading a page and touching nothing.
  await signInNewCustomer(page.request);
  const { products } = await shopApi<{
    products: { items: { id: string; variants: { id: string }[] }[] };
  }>(page.request, '{ products(options: { take: 1 }) { items { id variants { id } } } }');
  const [product] = products.items;
  await shopApi(page.request, 'mutation ($id: ID!) { toggleFavorite(productId: $id) }', {
    id: product!.id,
  });
  await shopApi(
    page.request,
    'mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }',
    { id: product!.variants[0]!.id },
  );
  const customerRead = shopperRead(page);
  await page.goto(path('/products'));
  await customerRead;
  await expect(header.getByRole('link', { name: t.wishlistOne })).toBeVisible();
  await expect(header.getByRole('button', { name: t.cartOne })).toBeVisible();
  // The saved product's heart is pressed wherever its card shows (the cards read the shopper's
  // hearts after hydration): one pressed heart at most on this page, none for another product.
  await expect(page.getByRole('article').getByRole('button', { pressed: true })).toHaveCount(
    (await page.locator(`input[name="productId"][value="${product!.id}"]`).count()) > 0 ? 1 : 0,
  );
});
