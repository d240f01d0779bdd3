import { expect, test } from '../../fixtures';
import { countPosts, expectHydrated, holdScripts, testWithoutScripts } from '../../forms';

const text = {
  ar: {
    email: 'البريد الإلكتروني',
    subscribe: 'اشترك',
    subscribed: 'شكرًا لك. تم اشتراكك في نشرتنا البريدية.',
    capitals: 'لا يمكن أن يحتوي البريد الإلكتروني على حروف كبيرة أو مسافات.',
  },
  en: {
    email: 'Email address',
    subscribe: 'Subscribe',
    subscribed: 'Thank you. You are now subscribed to our newsletter.',
    capitals: 'Email cannot contain capital letters or spaces.',
  },
} as const;

const address = (what: string, locale: string) =>
  `newsletter-${what}-${locale}-${Date.now()}@example.com`;

testWithoutScripts(
  'a shopper subscribes from the footer: the form posts once and the page says so',
  async ({ page, shop, path, posts }) => {
    const t = text[shop.locale];
    await page.goto(path('/'));
    const footer = page.getByRole('contentinfo');

    // The spec's email rule holds without the browser's checks: the server refuses capitals.
    await footer.getByRole('textbox', { name: t.email }).fill('Layla@Example.com');
    await footer.getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByRole('contentinfo').getByText(t.capitals)).toBeVisible();
    expect(posts).toHaveLength(1);

    await page
      .getByRole('contentinfo')
      .getByRole('textbox', { name: t.email })
      .fill(address('off', shop.locale));
    await page.getByRole('contentinfo').getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByRole('contentinfo').getByText(t.subscribed)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    expect(posts).toHaveLength(2);
  },
);

test('a press before the page has its scripts subscribes once, as a form submission', async ({
  page,
  shop,
  path,
  baseURL,
}) => {
  const t = text[shop.locale];
  const scripts = await holdScripts(page);
  const posts = countPosts(page, baseURL!);
  // The HTML is parsed and shown while its (deferred) scripts wait.
  await page.goto(path('/'), { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('textbox', { name: t.email })).toBeVisible();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await footer.getByRole('textbox', { name: t.email }).fill(address('early', shop.locale));
  await footer.getByRole('button', { name: t.subscribe }).click();
  // No script has run: the press is the browser's own submission, and the answer is a page.
  await expect(page.getByRole('contentinfo').getByText(t.subscribed)).toBeVisible();
  expect(posts).toHaveLength(1);

  // The scripts arrive and the page hydrates: nothing is sent again.
  await scripts.release();
  await expect(page.getByRole('contentinfo').getByText(t.subscribed)).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('once the footer has hydrated, subscribing calls the action without a page load', async ({
  page,
  shop,
  path,
  baseURL,
}) => {
  const t = text[shop.locale];
  await page.goto(path('/'));
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: t.email });
  // The footer renders on the server; its form is a client leaf, live once React has hydrated it.
  await field.click();
  await expectHydrated(field);
  const posts = countPosts(page, baseURL!);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await field.fill(address('live', shop.locale));
  await footer.getByRole('button', { name: t.subscribe }).click();
  await expect(footer.getByText(t.subscribed)).toBeVisible();
  await expect(field).toHaveValue('');
  expect(posts).toHaveLength(1);
  expect(navigations).toEqual([]);
});
