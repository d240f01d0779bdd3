import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_COMMERCE_PORT } from '../../servers';

const ADMIN_API = `http://localhost:${E2E_COMMERCE_PORT}/admin-api`;

/** The Admin API as staff (the development superadmin); the session rides in the context's cookie. */
async function admin<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(ADMIN_API, { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

test('every page names the shop’s icon, which the tab loads', async ({ request }) => {
  for (const path of ['/', '/en/products']) {
    const html = await (await request.get(path)).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href, path).toBeTruthy();
    const icon = await request.get(href!);
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['content-type'], path).toContain('image/svg+xml');
  }
});

test('robots.txt keeps the private routes out in both languages and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ['/cart', '/checkout', '/profile', '/auth']) {
    expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Disallow: /en${path}\n`);
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists the catalogue in both languages, and a staff edit shows within seconds', async ({
  request,
  baseURL,
}) => {
  const sitemap = async () => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    return response.text();
  };
  const before = await sitemap();
  expect(before).toContain(`<loc>${baseURL}/</loc>`);
  expect(before).toContain(`<loc>${baseURL}/en</loc>`);
  expect(before).toMatch(/<loc>[^<]+\/en\/products\/c\/[^<]+<\/loc>/);
  expect(before).toContain('hreflang="x-default"');

  await admin(
    request,
    `mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
  );
  const { products } = await admin<{ products: { items: { id: string; slug: string }[] } }>(
    request,
    '{ products(options: { take: 1, sort: { id: ASC } }) { items { id slug } } }',
  );
  const product = products.items[0]!;
  expect(before).toContain(`<loc>${baseURL}/en/products/${product.slug}</loc>`);

  // Renamed by staff: the sitemap's cached answer would keep the old URL for five minutes; the
  // commerce server's webhook to /api/revalidate makes the new one show at once.
  const renamed = `${product.slug}-renamed`;
  await admin(
    request,
    `mutation Rename($id: ID!, $slug: String!) {
      updateProduct(input: { id: $id, translations: [
        { languageCode: ar, slug: $slug }, { languageCode: en, slug: $slug }
      ] }) { id }
    }`,
    { id: product.id, slug: renamed },
  );
  await expect
    .poll(sitemap, { timeout: 15_000, intervals: [500] })
    .toContain(`<loc>${baseURL}/en/products/${renamed}</loc>`);
  expect(await sitemap()).not.toContain(`<loc>${baseURL}/en/products/${product.slug}</loc>`);
});
