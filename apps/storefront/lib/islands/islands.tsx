'use client';

import { lazyIsland } from './island';

/*
 * The page parts whose code loads after the page (island.tsx): each comes as HTML with the page,
 * and its code once the browser is idle, at the shopper's first press or key, or when a pointer or
 * focus reaches it. Together they keep React Aria and the ui's components out of the first load.
 */

/**
 * The header: links, counts and buttons (a guest's, as cached). Its code is in before any
 * navigation the shopper could start, so the language link follows the page from then on.
 */
export const ShopHeaderIsland = lazyIsland('shopHeader', async () => {
  return (await import('../shell/ShopHeader')).ShopHeader;
});

/** The announcement strip above the header (its dismiss button). */
export const AlertStripIsland = lazyIsland('alertStrip', async () => {
  return (await import('../shell/ShellParts')).AlertStrip;
});

/** The footer: links, and the newsletter form (React Aria's form, text field, validation). */
export const ShopFooterIsland = lazyIsland('shopFooter', async () => {
  return (await import('../shell/ShopFooter')).ShopFooter;
});

/** A page's breadcrumbs (React Aria's breadcrumbs and links). */
export const BreadcrumbTrailIsland = lazyIsland('breadcrumbTrail', async () => {
  return (await import('../shell/ShellParts')).BreadcrumbTrail;
});

/**
 * The product's details: the gallery, variants, quantity, add to cart, the heart, and recently
 * viewed (React Aria's radios, number field, toggle; the gallery).
 */
export const ProductViewIsland = lazyIsland('productView', async () => {
  return (await import('../catalogue/ProductView')).ProductView;
});

/**
 * A listing's filters, sort, products and pages (React Aria's slider, checkboxes, select, the
 * filter overlay's trigger, the cards).
 */
export const ListingViewIsland = lazyIsland('listingView', async () => {
  return (await import('../catalogue/ListingView')).ListingView;
});

/** The product page's related products (the cards: link, heart, quick add). */
export const RelatedRailIsland = lazyIsland('relatedRail', async () => {
  return (await import('../catalogue/rails')).RelatedRail;
});

/** A home rail (most watched, new arrivals…). */
export const HomeRailIsland = lazyIsland('homeRail', async () => {
  return (await import('../catalogue/rails')).HomeRail;
});

/**
 * A 404 inside the shop: the path asked for, and home after 8 seconds (the countdown starts once
 * the code is in).
 */
export const NotFoundScreenIsland = lazyIsland('notFoundScreen', async () => {
  return (await import('../error-screens')).NotFoundScreen;
});

/** The home page's super-banner (its countdown). */
export const SuperBannerIsland = lazyIsland('superBanner', async () => {
  return (await import('../catalogue/HomeParts')).SuperBanner;
});

/** A page's banners at one position (the carousel's controls). */
export const BannerSlotIsland = lazyIsland('bannerSlot', async () => {
  return (await import('../catalogue/HomeParts')).BannerSlot;
});

/** The home page's category tiles (links). */
export const CategoryTilesIsland = lazyIsland('categoryTiles', async () => {
  return (await import('../catalogue/HomeParts')).CategoryTiles;
});

/** The spinning-wheel promotion (its dialog, the wheel, the code's offer). */
export const WheelPromotionIsland = lazyIsland('wheelPromotion', async () => {
  return (await import('../wheel/WheelPromotion')).WheelPromotion;
});
