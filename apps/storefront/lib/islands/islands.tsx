'use client';

import { lazyIsland } from './island';

/*
 * Each island names its module twice: a dynamic `import()` for the browser, and a `require` for the
 * server's render behind `typeof window`, which each bundle sees as a constant, so the browser's
 * leaves the `require` (and the module) out.
 */
/* eslint-disable @typescript-eslint/no-require-imports */

/*
 * The page parts whose code loads after the page (island.tsx): each comes as HTML with the page,
 * and its code at the shopper's first press or key, when a pointer or focus reaches it, when the
 * shopper's own state changes what it shows, or as its `hydrate` option says. Together they keep
 * React Aria and the ui's components out of the first load, and a page that is only looked at
 * hydrates none of them.
 */

/**
 * A listing's filters, sort, products and pages (React Aria's slider, checkboxes, select, the
 * filter overlay's trigger, the cards).
 */
export const ListingViewIsland = lazyIsland(
  'listingView',
  'ListingView',
  () => import('../catalogue/ListingView'),
  typeof window === 'undefined' ? require('../catalogue/ListingView') : undefined,
);
