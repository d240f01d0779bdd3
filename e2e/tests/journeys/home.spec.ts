import { ARABIC, expect, test } from '../../fixtures';
import { expectHydrated } from '../../forms';
import { expectFourFullRails } from '../../rails';
import { STOREFRONT_CATCHES_UP_MS } from '../../staff';

const newArrivals = { ar: 'وصل حديثًا', en: 'New arrivals' } as const;

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
    shop.locale === 'ar' ? 'دار — أثاث لكل بيت' : 'Dar — furniture for every home',
  );

  const products = page.getByRole('list', { name: newArrivals[shop.locale] }).getByRole('article');
  const names = await products.getByRole('heading', { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(4);
  for (const name of names) {
    expect(name).toMatch(shop.script);
    // English names carry no Arabic letters; Arabic names are Arabic.
    if (shop.locale === 'en') expect(name).not.toMatch(ARABIC.script);
  }
  await expect(products.first()).toContainText(shop.currency);
});

test('the other language lists the same pieces', async ({ page, shop, path }) => {
  await page.goto(path('/'));
  const rail = (locale: 'ar' | 'en') =>
    page.getByRole('list', { name: newArrivals[locale] }).getByRole('article');
  const count = await rail(shop.locale).count();
  expect(count).toBeGreaterThanOrEqual(4);
  // The language switch's targets: /en for English, /ar (remembered, then /) for Arabic.
  const other = shop.locale === 'ar' ? 'en' : 'ar';
  await page.goto(other === 'en' ? '/en' : '/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(rail(other)).toHaveCount(count);
});

test('an unknown path answers 404 with the message and the path', async ({ page, shop, path }) => {
  const missing = path('/no-such-room/sofa');
  const response = await page.goto(missing);
  expect(response?.status()).toBe(404);
  // Rendered on the server, not patched in by script after an error shell.
  const html = (await response?.text()) ?? '';
  expect(html).toContain(shop.locale === 'ar' ? 'الصفحة غير موجودة' : 'Page not found');
  expect(html).toContain(`<html lang="${shop.locale}" dir="${shop.dir}"`);
  await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', shop.dir);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    shop.locale === 'ar' ? 'الصفحة غير موجودة' : 'Page not found',
  );
  await expect(page.getByText(missing, { exact: false })).toBeVisible();
});

test('a shop without history still shows the four rails of eight', async ({ page, shop, path }) => {
  // The test shop starts with no views and no orders (other journeys add a few): "most watched"
  // and "best sellers" go on with their fallbacks (the newest products; the curated collections).
  await page.goto(path('/'));
  await expectFourFullRails(page, shop.locale);
});

const strip = {
  ar: { region: 'إعلان', dismiss: 'إغلاق الإعلان', message: /^توصيل مجاني لكل الطلبات من / },
  en: {
    region: 'Announcement',
    dismiss: 'Dismiss the announcement',
    message: /^Free delivery on every order from /,
  },
} as const;

test('the announcement strip leads to its offer, and its close button removes it', async ({
  page,
  shop,
  path,
}) => {
  test.setTimeout(3 * STOREFRONT_CATCHES_UP_MS);
  const t = strip[shop.locale];
  const region = page.getByRole('region', { name: t.region });
  // The shop shows one strip, the latest to start: the dashboard's alert journey, in a parallel
  // worker, schedules a strip of its own for half a minute, so the demo strip is waited for.
  await expect(async () => {
    const response = await page.goto(path('/'));
    // A server part: the message and its link are in the page's HTML.
    expect((await response?.text()) ?? '').toContain(`aria-label="${t.region}"`);
    await expect(region.getByRole('link', { name: t.message })).toHaveAttribute(
      'href',
      path('/products'),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 2 * STOREFRONT_CATCHES_UP_MS });
  // The close button is a client leaf, live once React has hydrated it.
  const dismiss = region.getByRole('button', { name: t.dismiss });
  await expectHydrated(dismiss);
  await dismiss.click();
  await expect(region).toHaveCount(0);
  // The rest of the page stays where it was.
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page).toHaveURL(new RegExp(`${path('/')}$`));
});
