import { expect, test } from '../../fixtures';
import { holdScripts, testWithoutScripts } from '../../forms';

/**
 * The header is a server part (`@dar/ui` `Header` from the shop layout) whose leaves are native
 * links and buttons: with JavaScript off, and when pressed before the page's scripts have run, its
 * links lead where they say and the cart button asks for the cart page. Its menus fetch the
 * category tree with their code (the phone's drawer, here), and open without it when that fails.
 * The other hydrated journeys (search, the cart drawer, the counts, the language switch, the
 * desktop menus) are in personal.spec.ts, checkout.spec.ts and catalogue.spec.ts.
 */

const text = {
  ar: {
    cartEmpty: 'السلة، فارغة',
    cartTitle: 'سلة التسوق',
    language: 'English',
    openMenu: 'افتح القائمة',
    menu: 'القائمة',
    livingRoom: 'غرفة المعيشة',
    allLivingRoom: 'كل غرفة المعيشة',
    sofas: 'كنب وركنات',
  },
  en: {
    cartEmpty: 'Cart, empty',
    cartTitle: 'Cart',
    language: 'العربية',
    openMenu: 'Open the menu',
    menu: 'Menu',
    livingRoom: 'Living room',
    allLivingRoom: 'All Living room',
    sofas: 'Sofas and corner sofas',
  },
} as const;

test('on a phone, the menu drawer fetches the sub-categories with its code, not with the page', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.setViewportSize({ width: 390, height: 844 });
  const trees: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/nav/')) trees.push(request.url());
  });
  const response = await page.goto(path('/products/c/bedroom'));
  // The page's HTML and its payload do not carry the living room's sub-categories.
  expect(await response!.text()).not.toContain(t.sofas);
  expect(trees).toEqual([]);

  await page.getByRole('button', { name: t.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: t.menu });
  await drawer.getByRole('button', { name: t.livingRoom }).click();
  await drawer.getByRole('link', { name: t.sofas }).click();
  await expect(page).toHaveURL(path('/products/c/living-room/sofas'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sofas);
  expect(trees).toHaveLength(1);
  expect(new URL(trees[0]!).pathname).toBe(`/api/nav/${shop.locale}`);
});

test('when the category tree cannot be fetched, the menus still lead to the categories', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await page.route(
    (url) => url.pathname.startsWith('/api/nav/'),
    (route) => route.fulfill({ status: 503, json: { error: 'categories unavailable' } }),
  );
  await page.goto(path('/products/c/bedroom'));
  // Desktop: the living room's menu opens with its own item.
  await page.getByRole('banner').getByRole('button', { name: t.livingRoom }).click();
  const menu = page.getByRole('menu', { name: t.livingRoom });
  await expect(menu.getByRole('menuitem')).toHaveText([t.allLivingRoom]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // A phone: the drawer lists the top-level categories as links.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: t.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: t.menu });
  await drawer.getByRole('link', { name: t.livingRoom }).click();
  await expect(page).toHaveURL(path('/products/c/living-room'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.livingRoom);
});

testWithoutScripts(
  "the header's links and cart work without scripts",
  async ({ page, shop, path }) => {
    const t = text[shop.locale];
    const header = page.getByRole('banner');
    const listing = '/products/c/living-room';
    await page.goto(path(listing));

    // The cart is a button; without scripts it asks for the cart page.
    await header.getByRole('button', { name: t.cartEmpty }).click();
    await expect(page).toHaveURL(new RegExp(`${path('/cart')}\\??$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cartTitle);

    // The language switch leads to this same page in the other language.
    await page.goto(path(listing));
    await header.getByRole('link', { name: new RegExp(`^${t.language}`) }).click();
    const other = shop.locale === 'ar' ? `/en${listing}` : listing;
    await expect(page).toHaveURL(new RegExp(`${other}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale === 'ar' ? 'en' : 'ar');
  },
);

test('a press on the cart before the page has its scripts opens the cart page', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const scripts = await holdScripts(page);
  await page.goto(path('/products/c/living-room'), { waitUntil: 'commit' });
  const cart = page.getByRole('banner').getByRole('button', { name: t.cartEmpty });
  await cart.waitFor();
  expect(scripts.held()).toBeGreaterThan(0);
  await cart.click();
  await expect(page).toHaveURL(new RegExp(`${path('/cart')}\\??$`));
  await scripts.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cartTitle);
});
