import { violationsOf } from '../../axe';
import { expect, test } from '../../fixtures';

/** Every content route of issue 10 passes axe with no violation, in both languages. */

// axe over a whole page takes seconds on the shared 2-core machine; the first one waits for a cold
// server too.
test.describe.configure({ timeout: 60_000 });
const routes = [
  '/blog',
  '/blog?page=2',
  '/blog/how-to-choose-a-sofa',
  '/about',
  '/pages/privacy-policy',
  '/pages/returns-policy',
  '/pages/terms-conditions',
  '/contact-us',
  '/sitemap',
];

for (const route of routes) {
  test(`axe finds no violation on ${route}`, async ({ page, path }) => {
    const response = await page.goto(path(route));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('axe finds no violation on the contact form showing a field error', async ({
  page,
  shop,
  path,
}) => {
  await page.goto(path('/contact-us'));
  const en = shop.locale === 'en';
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: en ? 'Your name' : 'الاسم' }).fill('Mona');
  await main
    .getByRole('textbox', { name: en ? 'Email' : 'البريد الإلكتروني' })
    .fill(`axe-${shop.locale}-${Date.now()}@example.com`);
  await main.getByRole('textbox', { name: en ? 'Message' : 'الرسالة' }).fill('Short');
  await main.getByRole('button', { name: en ? 'Send message' : 'إرسال الرسالة' }).click();
  await expect(main.getByRole('textbox', { name: en ? 'Message' : 'الرسالة' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await violationsOf(page)).toEqual([]);
});

test('axe finds no violation on the 404 screen', async ({ page, path }) => {
  const response = await page.goto(path('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
