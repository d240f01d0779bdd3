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
 * Fonts (apps/storefront/scripts/fonts.mjs): a page preloads its own language's faces only, its
 * text shows in them once they are in, and it fetches no other face: an Arabic page's Latin words
 * are set in Cairo, an English page's one Arabic word (the language switch's "العربية") in a
 * small face of Cairo's letters for it, not in Cairo's whole Arabic subset.
 */
test('each language preloads, uses and fetches its own faces only', async ({
  browser,
  baseURL,
}) => {
  const cases = [
    { path: '/', lang: 'ar', faces: ['cairo-arabic', 'cairo-latin'], family: 'Dar Cairo' },
    { path: '/en', lang: 'en', faces: ['cairo-words', 'inter-latin'], family: 'Dar Inter' },
  ];
  for (const { path, lang, faces, family } of cases) {
    // A browser reading that language: an Arabic URL asked for in English would redirect.
    const context = await browser.newContext({ baseURL, locale: lang });
    const page = await context.newPage();
    const fetched = new Set<string>();
    const faceOf = (href: string) => /\/fonts\/([a-z]+-[a-z]+)-/.exec(href)?.[1] ?? href;
    page.on('request', (request) => {
      if (request.url().includes('/fonts/')) fetched.add(faceOf(request.url()));
    });
    await page.goto(path);
    await expect(page).toHaveURL(new URL(path, baseURL).href);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.map(faceOf).sort(), path).toEqual(faces);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCSS('font-family', new RegExp(`^"${family}"`));
    // The faces arrive after the first paint (font-display: swap); then the text is in them.
    const loaded = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replaceAll('"', ''));
      });
    await expect.poll(loaded, { message: path }).toContain(family);
    if (lang === 'en') await expect.poll(loaded, { message: path }).toContain('Dar Cairo Words');
    // Every face the page's text asked for has come, and none but its own language's.
    expect([...fetched].sort(), path).toEqual(faces);
    await context.close();
  }
});
