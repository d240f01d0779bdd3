/**
 * How catalogue data is cached (Next 15.5).
 *
 * The server fetchers of `@dar/commerce-hooks/server` call `fetch` with `next: { tags, revalidate }`
 * (`catalogue` plus `home`, `merchandising`, `listing`, `collections`, `sitemap`,
 * `product:<slug>`, `collection:<slug>`, `page:<slug>`, `blog:<slug>`; 300 s). That is the caching
 * we use, on purpose:
 * - `'use cache'` + `cacheTag` is experimental in Next 15 and, as Next 16's `cacheComponents`,
 *   changes how every route renders (request data only inside Suspense) — a switch for the whole
 *   app, not for this layer;
 * - `unstable_cache` would store a second copy of what the fetch cache already holds;
 * - the Shop API is GraphQL over POST, which Next caches when a fetch sets `next.revalidate`
 *   (keyed by URL and body) but never memoizes within a render; the loaders are wrapped in
 *   React's `cache()` so `generateMetadata`, the page and its Open Graph image share one answer.
 *
 * A page rendered from tagged fetches carries their tags in the full-route (ISR) cache, so the
 * revalidate route (`app/api/revalidate/route.ts`) that expires a tag expires exactly the pages
 * built from it. The commerce server's `storefront-revalidation` plugin says which tags an edit
 * touched.
 */
export {
  CATALOGUE_REVALIDATE_SECONDS,
  CATALOGUE_TAG,
  HOME_SECTION_SIZE,
  LISTING_TAG,
} from '@dar/commerce-hooks/server';

/** Tags the revalidate route accepts: the fetchers' fixed ones and `<kind>:<slug>`. */
export const FIXED_TAGS = [
  'catalogue',
  'home',
  'merchandising',
  'listing',
  'collections',
  'sitemap',
  'faqs',
  'blog',
] as const;
export const SLUG_TAG_KINDS = ['product', 'collection', 'page', 'blog'] as const;

const SLUG_TAG = new RegExp(`^(${SLUG_TAG_KINDS.join('|')}):[^\\s]{1,200}$`, 'u');

export function isKnownTag(tag: unknown): tag is string {
  return (
    typeof tag === 'string' &&
    ((FIXED_TAGS as readonly string[]).includes(tag) || SLUG_TAG.test(tag))
  );
}
