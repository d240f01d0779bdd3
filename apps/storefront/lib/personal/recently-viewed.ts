'use client';

import type { ProductCardData } from '@dar/ui';
import { useCallback, useSyncExternalStore } from 'react';

/** How many products "recently viewed" keeps, newest first. */
export const RECENTLY_VIEWED_LIMIT = 12;

const KEY = 'dar-recently-viewed';
const EMPTY: ProductCardData[] = [];

/** A product first, once; the oldest fall off past the limit. */
export function withViewed(
  viewed: readonly ProductCardData[],
  product: ProductCardData,
): ProductCardData[] {
  return [product, ...viewed.filter((item) => item.id !== product.id)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
}

/** Only well-formed cards from storage: another version of the shop may have left other shapes. */
export function parseViewed(raw: string | null): ProductCardData[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is ProductCardData =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.id === 'string' &&
          typeof item.name === 'string' &&
          typeof item.priceWithTax === 'number' &&
          typeof item.currencyCode === 'string',
      )
      .slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

// One parsed copy per stored string, so useSyncExternalStore sees a stable snapshot.
let cache: { raw: string | null; value: ProductCardData[] } = { raw: null, value: EMPTY };
const listeners = new Set<() => void>();

function snapshot(): ProductCardData[] {
  const raw = window.localStorage.getItem(KEY);
  if (raw !== cache.raw) cache = { raw, value: parseViewed(raw) };
  return cache.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab viewing a product updates this one's rail too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * "Recently viewed" (spec §2): kept in this browser only, so it needs no account and the cached
 * page holds none of it (the server renders none).
 */
export function useRecentlyViewed(): {
  products: ProductCardData[];
  view: (product: ProductCardData) => void;
} {
  const products = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const view = useCallback((product: ProductCardData) => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(withViewed(snapshot(), product)));
    } catch {
      // A full or disabled storage only loses the history.
    }
    for (const listener of listeners) listener();
  }, []);
  return { products, view };
}
