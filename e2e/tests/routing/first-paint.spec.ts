import { expect, test } from '@playwright/test';

/**
 * The islands (apps/storefront/lib/islands) are Suspense boundaries finished on the server. React
 * moves a finished boundary's HTML out of place on a page over 12.8 KB unless Next's renderer has
 * been told otherwise (apps/storefront/scripts/inline-suspense-html.mjs), and a script puts it back
 * after the first paint: content shows late and the page shifts. Every page here is well over
 * 12.8 KB, so each must carry its islands in place.
 */
test('catalogue pages carry their content in place in the HTML, not moved in by script', async ({
  request,
}) => {
  const listing = await (await request.get('/en/products')).text();
  const slug = /href="\/en\/products\/([a-z0-9-]+)"/.exec(listing)?.[1];
  expect(slug, 'a product link on the English listing').toBeTruthy();

  const pages = [
    { path: '/', islands: ['shopHeader', 'homeRail', 'shopFooter'] },
    { path: '/en', islands: ['shopHeader', 'homeRail', 'shopFooter'] },
    { path: '/products', islands: ['shopHeader', 'listingView', 'shopFooter'] },
    { path: '/en/products', islands: ['shopHeader', 'listingView', 'shopFooter'] },
    { path: `/products/${slug}`, islands: ['shopHeader', 'productView', 'shopFooter'] },
    { path: `/en/products/${slug}`, islands: ['shopHeader', 'productView', 'shopFooter'] },
  ];
  for (const { path, islands } of pages) {
    const response = await request.get(path, {
      headers: { 'Accept-Language': path.startsWith('/en') ? 'en' : 'ar' },
    });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.length, `${path} is over React's 12.8 KB chunk`).toBeGreaterThan(12_800);
    // An outlined boundary: its HTML in a hidden div, revealed by `$RC` after the first paint.
    expect(html, `${path} has no boundary moved out of place`).not.toMatch(/<div hidden id="S:/);
    for (const island of islands) {
      expect(html, `${path} has the ${island} island`).toContain(`data-island="${island}"`);
    }
  }
});
