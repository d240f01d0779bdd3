import { ARABIC, expect, test } from '../../fixtures';

/**
 * The walking skeleton: the home page renders products from the real commerce server, in the
 * page's language and direction. Runs once in Arabic (rtl) and once in English (ltr).
 */
test('home lists the catalogue in the page language and direction', async ({
  page,
  shop,
  path,
}) => {
  const response = await page.goto(path('/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', shop.dir);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    shop.locale === 'ar' ? 'أثاثنا' : 'Our furniture',
  );

  const names = await page.getByTestId('product').getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(4);
  for (const name of names) {
    expect(name).toMatch(shop.script);
    // English names carry no Arabic letters; Arabic names are Arabic.
    if (shop.locale === 'en') expect(name).not.toMatch(ARABIC.script);
  }
  await expect(page.getByTestId('product').first()).toContainText(shop.currency);
});

test('a product shows the same piece in both languages', async ({ page, shop, path }) => {
  await page.goto(path('/'));
  const count = await page.getByTestId('product').count();
  const other = shop.locale === 'ar' ? '/en' : '/ar';
  await page.goto(other);
  await expect(page.locator('html')).toHaveAttribute('lang', shop.locale === 'ar' ? 'en' : 'ar');
  expect(await page.getByTestId('product').count()).toBe(count);
});

test('an unknown path answers 404 with the message and the path', async ({ page, shop, path }) => {
  const missing = path('/no-such-room/sofa');
  const response = await page.goto(missing);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', shop.dir);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    shop.locale === 'ar' ? 'الصفحة غير موجودة' : 'Page not found',
  );
  await expect(page.getByText(missing, { exact: false })).toBeVisible();
});
