'use client';

import { hasKeptCode } from '../wheel/kept-code';
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
 * The product's details: the gallery, variants, quantity, add to cart, the heart, and recently
 * viewed (React Aria's radios, number field, toggle; the gallery). `ProductVisit` wakes it when
 * this browser has viewed other products, which its HTML (a guest's, cached) cannot show.
 */
export const ProductViewIsland = lazyIsland(
  'productView',
  'ProductView',
  () => import('../catalogue/ProductView'),
  typeof window === 'undefined' ? require('../catalogue/ProductView') : undefined,
);

/**
 * The spinning-wheel promotion (its dialog, the wheel, the code's offer); at once when this
 * browser keeps a code already won, which the cached HTML cannot show.
 */
export const WheelPromotionIsland = lazyIsland(
  'wheelPromotion',
  'WheelPromotion',
  () => import('../wheel/WheelPromotion'),
  typeof window === 'undefined' ? require('../wheel/WheelPromotion') : undefined,
  { hydrate: hasKeptCode },
);
