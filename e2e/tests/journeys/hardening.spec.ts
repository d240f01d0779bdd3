import { request } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerVerifiedCustomer, shopApi } from '../../customer';
import { expect, test } from '../../fixtures';
import { E2E_STOREFRONT_PORT, startExtraStorefront } from '../../servers';

/**
 * The storefront's side of the hardening of issue 24, in both languages: the way back after
 * signing in never leaves the shop, every kind of route sends the security headers, an
 * oversized Shop API call is a 413, not a 500, and a page the commerce server could not serve is
 * a 503 with Retry-After while cached pages keep answering.
 */

const text = {
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
} as const;

test('after signing in, a redirect with a tab, a newline or a dot segment after the slash stays on the shop', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  const { email } = await registerVerifiedCustomer(other);
  await other.dispose();

  // A newline is no server error.
  const newline = await page.goto(`${path('/auth')}?redirect=%2F%0A%2Fevil.example`);
  expect(newline?.status()).toBe(200);

  await page.goto(`${path('/auth')}?redirect=%2F%09%2Fevil.example`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  // Not evil.example: the account, on this origin.
  await expect(page).toHaveURL(`http://localhost:${E2E_STOREFRONT_PORT}${path('/profile')}`, {
    timeout: 15_000,
  });

  // Signed in, the page sends on at once (a redirect): never to another site, never a 500.
  for (const redirect of [
    '%2F%0A%2Fevil.example',
    '%2F%09%2Fevil.example',
    '%2F%5C%2Fevil.example',
    // Parsed, the path is `//evil.example`.
    '%2F.%2F%2Fevil.example',
  ]) {
    const response = await page.goto(`${path('/auth')}?redirect=${redirect}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).origin).toBe(`http://localhost:${E2E_STOREFRONT_PORT}`);
  }
});

test('every kind of route sends the security headers, and pages run under the policy', async ({
  page,
  path,
}) => {
  const { products } = await shopApi<{ products: { items: { slug: string }[] } }>(
    page.request,
    '{ products(options: { take: 1 }) { items { slug } } }',
  );
  const routes = [
    path('/'), // cached (ISR)
    path('/products'),
    path(`/products/${products.items[0]!.slug}`),
    path('/auth'), // rendered per request
    path('/no-such-page'), // 404
    '/robots.txt', // generated file
  ];
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const route of routes) {
    const response = await page.goto(route);
    const headers = response!.headers();
    expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], route).toContain("object-src 'none'");
    expect(headers['content-security-policy'], route).not.toContain('unsafe-eval');
    expect(headers['x-frame-options'], route).toBe('DENY');
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], route).toContain('camera=()');
    // Plain HTTP: no HSTS.
    expect(headers['strict-transport-security'], route).toBeUndefined();
  }
  expect(violations).toEqual([]);

  // The Shop API route too; and behind a TLS proxy, HSTS.
  const api = await page.request.post('/shop-api', {
    data: { query: '{ __typename }' },
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(api.headers()['x-frame-options']).toBe('DENY');
  expect(api.headers()['strict-transport-security']).toContain('max-age=31536000');
});

test('a Shop API call over the size limit is refused with 413, and the shop goes on', async ({
  page,
  path,
}) => {
  const response = await page.request.post('/shop-api', {
    data: { query: '{ __typename }', variables: { pad: 'x'.repeat(200_000) } },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({
    errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
  });
  expect((await page.goto(path('/')))?.status()).toBe(200);
});

test('with the commerce server down, cached pages answer 200 and uncached ones 503 with Retry-After', async ({
  page,
  shop,
  path,
}) => {
  const { products } = await shopApi<{ products: { items: { slug: string; name: string }[] } }>(
    page.request,
    '{ products(options: { take: 1, skip: 3 }) { items { slug name } } }',
  );
  const product = products.items[0]!;
  const cached = [path('/'), path(`/products/${product.slug}`)];
  // Rendered once by the running shop, so they are in the page cache the build's servers share.
  for (const route of cached) expect((await page.request.get(route)).status(), route).toBe(200);

  // A second storefront of the same build whose commerce server is down (nothing listens on
  // port 1): one per language, as both projects run at once.
  const port = E2E_STOREFRONT_PORT + 20 + (shop.locale === 'ar' ? 0 : 1);
  const origin = `http://localhost:${port}`;
  const stop = await startExtraStorefront(port, {
    COMMERCE_URL: 'http://127.0.0.1:1',
    COMMERCE_SHOP_API_URL: 'http://127.0.0.1:1/shop-api',
    STOREFRONT_URL: origin,
  });
  try {
    for (const route of cached) {
      // The cache entry is written just after the first answer: give it a moment.
      await expect
        .poll(async () => (await page.request.get(origin + route)).status(), { timeout: 10_000 })
        .toBe(200);
    }
    const stamp = Date.now();
    const uncached = [
      path(`/products/not-yet-cached-${stamp}`),
      path(`/products/c/not-yet-cached-${stamp}`),
    ];
    for (const route of uncached) {
      const response = await page.request.get(origin + route);
      expect(response.status(), route).toBe(503);
      expect(response.headers()['retry-after'], route).toBe('30');
      expect(response.headers()['cache-control'], route).toContain('no-store');
    }

    // The shopper sees the error screen in the page's language, with the status it answered.
    const response = await page.goto(origin + uncached[0]!);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      shop.locale === 'ar'
        ? 'متجرنا في استراحة قصيرة. من فضلك حاول مرة أخرى بعد قليل.'
        : 'Our shop is taking a short break. Please try again in a moment.',
    );
    await expect(page.getByText(shop.locale === 'ar' ? 'خطأ 503' : 'Error 503')).toBeVisible();
    // The document is the page's language, and the screen's countdown home runs and pauses.
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    await expect(page.locator('html')).toHaveAttribute('dir', shop.locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: shop.locale === 'ar' ? 'إيقاف مؤقت' : 'Pause' }).click();
    await expect(
      page.getByText(
        shop.locale === 'ar' ? 'تم إيقاف الانتقال إلى الرئيسية مؤقتًا.' : 'Going home is paused.',
      ),
    ).toBeVisible();
  } finally {
    await stop();
  }
});
