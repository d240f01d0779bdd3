import { violationsOf } from '../../axe';
import { signInNewCustomer } from '../../customer';
import { expect, test } from '../../fixtures';

/** Every catalogue route of issue 10 passes axe with no violation, in both languages. */
const routes = [
  '/',
  '/products',
  '/products?sort=price-asc&page=2',
  '/products/c/living-room',
  '/products/c/living-room/sofas',
  '/collection/new-season',
  '/auth',
];

for (const route of routes) {
  test(`axe finds no violation on ${route}`, async ({ page, path }) => {
    const response = await page.goto(path(route));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('axe finds no violation on a product page', async ({ page, path }) => {
  await page.goto(path('/products/c/living-room/sofas'));
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('axe finds no violation in the search overlay with results', async ({ page, shop, path }) => {
  await page.goto(path('/'));
  const search = shop.locale === 'ar' ? 'بحث' : 'Search';
  await page.getByRole('banner').getByRole('button', { name: search }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(shop.locale === 'ar' ? 'كنبة' : 'sofa');
  await expect(dialog.getByRole('list').getByRole('link').first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test("axe finds no violation in a phone's filter sheet", async ({ page, shop, path }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path('/products/c/living-room/sofas'));
  const filters = shop.locale === 'ar' ? 'التصفية' : 'Filters';
  await page.getByRole('button', { name: filters, exact: true }).click();
  await expect(page.getByRole('dialog', { name: filters })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test("axe finds no violation on a signed-in customer's wishlist", async ({ page, path }) => {
  await signInNewCustomer(page.request);
  await page.goto(path('/products/c/living-room/sofas'));
  await page.getByRole('article').first().getByRole('button', { pressed: false }).first().click();
  // The toast says the server kept it.
  await expect(
    page.getByRole('status').filter({ hasText: /حُفظ في المفضلة|Saved to your wishlist/ }),
  ).toBeVisible();
  await page.goto(path('/wishlist'));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  expect(await violationsOf(page)).toEqual([]);
});

test('axe finds no violation in the lucky wheel', async ({ page, shop, path }) => {
  await page.goto(path('/'));
  const wheel = shop.locale === 'ar' ? 'عجلة الحظ' : 'Lucky wheel';
  await page
    .getByRole('region', { name: wheel })
    .getByRole('button', { name: shop.locale === 'ar' ? 'جرّب حظك' : 'Try your luck' })
    .click();
  await expect(page.getByRole('dialog', { name: wheel })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
