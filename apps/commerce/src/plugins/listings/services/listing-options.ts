import { UserInputError } from '@vendure/core';

/** A view by the same session of the same product within this time is not counted again. */
export const VIEW_DEDUPLICATION_MS = 60 * 60 * 1000;
/** `mostWatchedProducts` ranks by the views of this many last days. */
export const MOST_WATCHED_WINDOW_DAYS = 30;
/** `mostWatchedForUser` reads the viewer's own views of this many last days. */
export const PERSONAL_HISTORY_DAYS = 90;
/** `bestSellingProducts` counts the quantities of orders placed in this many last days. */
export const BEST_SELLING_WINDOW_DAYS = 90;
/**
 * A filled "best sellers" list takes, after what sold, the products of this collection and those
 * under it: the demo shop's curated collections ("Dar picks", seed/categories.ts `CURATED_PARENT`).
 */
export const BEST_SELLERS_FALLBACK_COLLECTION = 'curated';
/** Views older than this are deleted by the nightly task: no listing reads them any more. */
export const VIEW_RETENTION_DAYS = Math.max(MOST_WATCHED_WINDOW_DAYS, PERSONAL_HISTORY_DAYS);

export const DEFAULT_TAKE = 8;
/** Vendure's own limit on a Shop API list (`shopListQueryLimit`). */
export const MAX_TAKE = 100;

export interface ListingOptions {
  take?: number | null;
  skip?: number | null;
}

export interface Page {
  take: number;
  skip: number;
}

/** The page asked for, with the defaults; a take beyond the list limit is refused as `products` does. */
export function pageOf(options: ListingOptions | null | undefined): Page {
  const take = options?.take ?? DEFAULT_TAKE;
  const skip = options?.skip ?? 0;
  if (!Number.isInteger(take) || take < 0 || take > MAX_TAKE) {
    throw new UserInputError('error.listing-take-out-of-range', { limit: MAX_TAKE });
  }
  if (!Number.isInteger(skip) || skip < 0) {
    throw new UserInputError('error.listing-skip-negative');
  }
  return { take, skip };
}

export function daysAgo(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
