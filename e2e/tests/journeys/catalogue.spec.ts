import { ARABIC, expect, test } from '../../fixtures';
import { expectHydrated, testWithoutScripts } from '../../forms';
import { viewAndBuyProducts } from '../../shop-activity';

/**
 * The catalogue routes of the default layout (issue 10): home, listings and product, in the page's
 * language. Runs once in Arabic (rtl) and once in English (ltr).
 */

const text = {
  ar: {
    rails: ['الأكثر مشاهدة', 'وصل حديثًا', 'الأكثر مبيعًا', 'عروض خاصة'],
    categories: 'تسوّق حسب القسم',
    count: /^([٠-٩]+ (قطع|قطعة)|قطعة واحدة|قطعتان)$/,
    livingRoom: 'غرفة المعيشة',
    allLivingRoom: 'كل غرفة المعيشة',
    sofas: 'كنب وركنات',
    material: 'الخامة',
    fabric: 'قماش',
    velvet: 'قطيفة',
    price: 'السعر',
    sortBy: 'ترتيب حسب',
    priceDesc: 'السعر: من الأعلى إلى الأقل',
    nextPage: 'الصفحة التالية',
    showResults: 'عرض النتائج',
    filters: 'التصفية',
    close: 'إغلاق',
    saveToWishlist: 'احفظ في المفضلة',
    loginPopup: 'سجّل الدخول لتحفظ ما يعجبك',
    signIn: 'تسجيل الدخول',
    addToWishlist: /^أضف .+ إلى المفضلة$/,
    otherLanguage: 'English',
    notFound: 'الصفحة غير موجودة',
    breadcrumbs: 'مسار التصفح',
    home: 'الرئيسية',
    loading: 'جارٍ التحميل',
  },
  en: {
    rails: ['Most watched', 'New arrivals', 'Best sellers', 'Special offers'],
    categories: 'Shop by category',
    count: /^(\d+ pieces|1 piece)$/,
    livingRoom: 'Living room',
    allLivingRoom: 'All Living room',
    sofas: 'Sofas and corner sofas',
    material: 'Material',
    fabric: 'Fabric',
    velvet: 'Velvet',
    price: 'Price',
    sortBy: 'Sort by',
    priceDesc: 'Price: high to low',
    nextPage: 'Next page',
    showResults: 'Show results',
    filters: 'Filters',
    close: 'Close',
    saveToWishlist: 'Save to wishlist',
    loginPopup: 'Sign in to keep your favourites',
    signIn: 'Sign in',
    addToWishlist: /^Add .+ to wishlist$/,
    otherLanguage: 'العربية',
    notFound: 'Page not found',
    breadcrumbs: 'Breadcrumb',
    home: 'Home',
    loading: 'Loading',
  },
} as const;

test('home shows the four rails of eight in the page language', async ({ page, shop, path }) => {
  // A new shop has no views or orders: a guest views and buys eight pieces first.
  await viewAndBuyProducts(8);
  const response = await page.goto(path('/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', shop.dir);
  for (const title of text[shop.locale].rails) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const cards = page.getByRole('list', { name: title }).getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const name of await cards.getByRole('heading', { level: 3 }).allTextContents()) {
      expect(name).toMatch(shop.script);
      if (shop.locale === 'en') expect(name).not.toMatch(ARABIC.script);
    }
    await expect(cards.first()).toContainText(shop.currency);
  }
  // The category tiles, each with its picture loaded from the asset server.
  const tiles = page.getByRole('list', { name: text[shop.locale].categories }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  const pictures = page.getByRole('list', { name: text[shop.locale].categories }).locator('img');
  await expect(pictures).toHaveCount(await tiles.count());
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  // The hotline in the page's digits; the link dials the same number.
  const hotline = shop.locale === 'ar' ? '١٦٣٥٨' : '16358';
  const call = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(hotline) });
  await expect(call).toHaveAttribute('href', 'tel:16358');
  await expect(call).toHaveText(hotline);
});

test('browse from home to a product through a filtered, sorted listing, then switch language', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.goto(path('/'));

  // Home → category, through the header's category menu.
  await page.getByRole('button', { name: t.livingRoom }).click();
  await page.getByRole('menuitem', { name: t.allLivingRoom }).click();
  await expect(page).toHaveURL(path('/products/c/living-room'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.livingRoom);

  // Category → sub-category.
  await page.getByRole('button', { name: t.livingRoom }).click();
  await page.getByRole('menuitem', { name: t.sofas }).click();
  await expect(page).toHaveURL(path('/products/c/living-room/sofas'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sofas);
  const grid = page.getByRole('list', { name: t.sofas }).getByRole('article');
  await expect(grid).toHaveCount(10);

  // Filter by a facet: fabric or velvet (values of one facet add up).
  const material = page.getByRole('group', { name: t.material });
  // The shopper presses the value's label, which ticks its box.
  await material.getByText(new RegExp(`^${t.fabric} `)).click();
  await expect(page).toHaveURL(/\?[a-z-]+=\d+$/);
  const afterOne = page.url();
  await material.getByText(new RegExp(`^${t.velvet} `)).click();
  await expect(page).not.toHaveURL(afterOne);
  await expect(page).toHaveURL(/=\d+%2C\d+|=\d+,\d+/);
  // The active filters show as chips (links that remove them), with "Clear all".
  await expect(page.getByRole('link', { name: /clear all|مسح الكل/i })).toBeVisible();

  // A price ceiling: the upper thumb one step lower; the URL keeps it in whole pounds, and the
  // dearest piece leaves the listing (the ceiling is now below the highest price).
  const count = page.getByRole('main').getByText(t.count);
  const before = await count.textContent();
  const ceiling = page.getByRole('slider').last();
  await ceiling.focus();
  await ceiling.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]price=-\d+/);
  await expect(count).not.toHaveText(before ?? '');

  // Sort: price high to low.
  await page.getByRole('combobox', { name: t.sortBy }).selectOption({ label: t.priceDesc });
  await expect(page).toHaveURL(/[?&]sort=price-desc/);

  // Next page: every choice stays in the URL.
  await page.getByRole('link', { name: t.nextPage }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const url = new URL(page.url());
  expect(url.searchParams.get('sort')).toBe('price-desc');
  expect(url.searchParams.get('price')).toMatch(/^-\d+$/);
  expect([...url.searchParams.keys()].length).toBe(4);
  await expect(grid.first()).toBeVisible();
  // Reloading shows the same state: it lives in the URL, not the page.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${t.velvet} `) })).toBeChecked();

  // → product.
  const first = grid.first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${shop.prefix}/products/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const slug = new URL(page.url()).pathname.split('/').at(-1)!;
  // Home › Living room › Sofas › the product.
  const crumbs = page.getByRole('navigation', { name: t.breadcrumbs });
  await expect(crumbs.getByRole('link')).toHaveText([t.home, t.livingRoom, t.sofas, name]);

  // Switch language on the same product.
  await page.getByRole('link', { name: t.otherLanguage }).click();
  const other = shop.locale === 'ar' ? 'en' : 'ar';
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page).toHaveURL(
    new RegExp(`^https?://[^/]+${other === 'en' ? '/en' : ''}/products/${slug}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
});

testWithoutScripts(
  'a listing filters, sorts and pages with its native form and links',
  async ({ page, shop, path }) => {
    const t = text[shop.locale];
    const listing = path('/products/c/living-room/sofas');
    await page.goto(listing);
    const grid = page.getByRole('list', { name: t.sofas }).getByRole('article');
    await expect(grid).toHaveCount(10);
    const count = page.getByRole('main').getByText(t.count);
    const all = await count.textContent();

    // Two values of one facet, the sliders left alone, an order: one submission of the form.
    const material = page.getByRole('group', { name: t.material });
    await material.getByText(new RegExp(`^${t.fabric} `)).click();
    await material.getByText(new RegExp(`^${t.velvet} `)).click();
    await page.getByRole('combobox', { name: t.sortBy }).selectOption({ label: t.priceDesc });
    await page.getByRole('button', { name: t.showResults }).first().click();
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(path('/products/c/living-room/sofas'));
    // The form's own shape: the facet once per value (the page reads it as the canonical URL).
    const facet = [...url.searchParams.keys()].find((key) => !/^(sort|price-m..)$/.test(key));
    expect(url.searchParams.getAll(facet!)).toHaveLength(2);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${t.velvet} `) })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${t.fabric} `) })).toBeChecked();
    await expect(page.getByRole('combobox', { name: t.sortBy })).toHaveValue('price-desc');
    // Untouched sliders are no filter: the only chips are the two values.
    await expect(
      page.getByRole('list', { name: /active filters|الفلاتر المختارة/i }).getByRole('link'),
    ).toHaveCount(2);

    // A chip is a link: it removes its value, and the order stays.
    const chips = page.getByRole('list', { name: /active filters|الفلاتر المختارة/i });
    await chips.getByRole('link').filter({ hasText: t.velvet }).click();
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`^${t.velvet} `) }),
    ).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${t.fabric} `) })).toBeChecked();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-desc');

    // The pages are links: "Clear all", then page two of the whole listing.
    await page.getByRole('link', { name: /clear all|مسح الكل/i }).click();
    await expect(count).toHaveText(all ?? '');
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await page.getByRole('link', { name: t.nextPage }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(grid.first()).toBeVisible();
  },
);

test('on a phone the filters open as a sheet over the listing and close back to their button', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path('/products/c/living-room/sofas'));
  // "Filters", then "Filters (1)" once a choice is made.
  const trigger = page.getByRole('button', {
    name: new RegExp(`^${t.filters}(?: \\([0-9٠-٩]+\\))?$`),
  });
  const sheet = page.getByRole('dialog', { name: t.filters });
  const velvet = sheet.getByRole('checkbox', { name: new RegExp(`^${t.velvet} `) });
  // The panel waits behind its button.
  await expect(page.getByRole('group', { name: t.material })).toBeHidden();
  await trigger.click();
  await expect(sheet).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // A bottom sheet: along the screen's bottom edge, the page behind it out of reach.
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  expect(box.width).toBe(390);
  expect(await sheet.evaluate((element) => element.matches(':modal'))).toBe(true);

  // A choice applies at once; the sheet stays open over the new results.
  await velvet.check();
  await expect(page).toHaveURL(/\?.+=/);
  await expect(sheet).toBeVisible();
  await expect(velvet).toBeChecked();
  await expect(trigger).toHaveAccessibleName(new RegExp(`^${t.filters} \\([1١]\\)$`));
  // "Show results" closes it, and focus is back on its button.
  await sheet.getByRole('button', { name: t.showResults }).click();
  await expect(sheet).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Escape closes it too, and so does its close button.
  await trigger.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await trigger.click();
  await sheet.getByRole('button', { name: t.close }).click();
  await expect(sheet).toBeHidden();
  await expect(trigger).toBeFocused();

  // Widened to desktop while open, the sheet goes back into the page: the side panel, a region
  // (no dialog), its choice kept.
  await trigger.click();
  await expect(sheet).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 844 });
  const panel = page.getByRole('region', { name: t.filters });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: new RegExp(`^${t.velvet} `) })).toBeChecked();
});

test('a guest pressing a wishlist heart is asked to sign in where they are', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const listing = path('/products/c/living-room/sofas');
  await page.goto(listing);
  const card = page.getByRole('article').first();
  const heart = card.getByRole('button', { name: t.addToWishlist });
  await heart.click();
  // The login popup over the page: the sign-in form, the page itself unchanged behind it.
  const popup = page.getByRole('dialog', { name: t.loginPopup });
  await expect(popup.getByRole('button', { name: t.signIn })).toBeVisible();
  await expect(page).toHaveURL(listing);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(heart).toBeFocused();

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await page.getByRole('button', { name: t.saveToWishlist }).click();
  await expect(popup.getByRole('button', { name: t.signIn })).toBeVisible();
});

test('an unknown category, sub-category, product or page of a listing answers 404 inside the shop', async ({
  page,
  shop,
  path,
}) => {
  for (const missing of [
    '/products/c/no-such-room',
    '/products/c/living-room/no-such-kind',
    // A sub-category under another category is not that category's.
    '/products/c/bedroom/sofas',
    '/products/no-such-sofa',
    '/collection/no-such-collection',
    // Past the last page: the count above "no products here" contradicted it.
    '/products?page=99',
    '/products/c/living-room?page=99',
    // An address that does not decode was a bare 500.
    '/products/%FF',
    '/blog/%E0%A4%A',
  ]) {
    const response = await page.goto(path(missing));
    expect(response?.status(), missing).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[shop.locale].notFound);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  }
});

test('a press on a product shows at once that the next page is loading, until it is in', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.goto(path('/products'));
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const link = card.getByRole('link', { name }).first();
  // Hydrated: the link navigates through the app's router (before, it loads the page itself).
  await expectHydrated(link);
  // The product page's payload is held until the bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const bar = page.getByRole('progressbar', { name: t.loading });
  await expect(bar).toHaveCount(0);
  await link.click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(bar).toHaveCount(0);
});
