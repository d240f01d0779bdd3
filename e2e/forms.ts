import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, type ShopLocale } from './fixtures';

/**
 * Every POST the browser sends to the storefront's pages: a form submission or a Server Action call
 * (not the shopper's own state, which a hydrated page reads through `/shop-api`).
 */
export function countPosts(page: Page, baseURL: string): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() === 'POST' && url.startsWith(baseURL) && !url.includes('/shop-api')) {
      posts.push(url);
    }
  });
  return posts;
}

/**
 * Waits until React has hydrated `element` (a client leaf of a server-rendered page): its DOM node
 * then carries React's own keys. Before, a press is the browser's (a link loads the page itself, a
 * form posts natively).
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(
      () => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react'))),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/**
 * Holds every script the pages ask for until `release` lets them through (their stylesheets are
 * not held: they block the first paint), so a press lands before the page hydrates. `held` is how
 * many wait: more than none once the HTML has asked for them.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  const script = (url: URL) =>
    url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(script, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.waitForLoadState('load');
    },
  };
}

/**
 * Opens `url` with its scripts held and presses `button` (a `FragmentButton`, or the wheel's)
 * before the page hydrates: the press asks for the page again at `#fragment`, and nothing has
 * opened yet. Returns the held scripts: `release()` lets the page hydrate, once the journey has
 * checked what it wants to see before.
 */
export async function pressBeforeHydration(
  page: Page,
  url: string,
  button: Locator,
  fragment: string,
  opened: Locator,
) {
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(button).toBeVisible();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await button.click();
  await expect(page).toHaveURL(new RegExp(`#${fragment}$`));
  await expect(opened).toHaveCount(0);
  return scripts;
}

/** What a journey without scripts gets: the page, its language, and its form submissions. */
export interface WithoutScripts {
  page: Page;
  shop: ShopLocale;
  path: (path: string) => string;
  baseURL: string;
  /** Every form submission (`countPosts`) the journey has made so far. */
  posts: string[];
}

/** A journey with JavaScript off, in each language's project like every journey. */
export function testWithoutScripts(
  title: string,
  body: (journey: WithoutScripts) => Promise<void>,
) {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test(title, async ({ page, shop, path, baseURL }) =>
      body({ page, shop, path, baseURL: baseURL!, posts: countPosts(page, baseURL!) }),
    );
  });
}
