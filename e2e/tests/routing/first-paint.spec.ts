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

/**
 * Fonts (apps/storefront/scripts/fonts.mjs): a page preloads its own language's faces only, and
 * its text shows in them once they are in.
 */
test('each language preloads and uses its own faces only', async ({ browser, baseURL }) => {
  const cases = [
    { path: '/', lang: 'ar', preloads: ['cairo-arabic', 'cairo-latin'], family: 'Dar Cairo' },
    { path: '/en', lang: 'en', preloads: ['inter-latin'], family: 'Dar Inter' },
  ];
  for (const { path, lang, preloads, family } of cases) {
    // A browser reading that language: an Arabic URL asked for in English would redirect.
    const context = await browser.newContext({ baseURL, locale: lang });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/fonts/')) fonts.push(request.url());
    });
    await page.goto(path);
    await expect(page).toHaveURL(new URL(path, baseURL).href);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(
      preloaded.map((href) => /\/fonts\/([a-z]+-[a-z]+)-/.exec(href)?.[1]).sort(),
      path,
    ).toEqual([...preloads].sort());
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCSS('font-family', new RegExp(`^"${family}"`));
    // The face arrives after the first paint (font-display: swap); then the text is in it.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.fonts]
              .filter((face) => face.status === 'loaded')
              .map((face) => face.family),
          ),
        { message: path },
      )
      .toContain(family);
    // Only faces the page's text uses are fetched: Inter comes to an Arabic page for the language
    // switch's "English"; none but these three exists.
    expect(fonts.every((url) => /\/fonts\/(cairo-arabic|cairo-latin|inter-latin)-/.test(url))).toBe(
      true,
    );
    await context.close();
  }
});
