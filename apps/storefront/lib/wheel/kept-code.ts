'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The coupon this browser won on the wheel (or was given as the single offer), kept for the cart
 * (spec §4: the promo code). Kept once won, so a reload does not offer another spin.
 */
export interface KeptCode {
  couponCode: string;
  name: string;
  /** It went on the shopper's cart. */
  applied?: boolean;
}

const KEY = 'dar-promo-code';
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: KeptCode | null } = { raw: null, value: null };

export function parseKeptCode(raw: string | null): KeptCode | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as KeptCode).couponCode === 'string' &&
      typeof (parsed as KeptCode).name === 'string'
    ) {
      return parsed as KeptCode;
    }
  } catch {
    // Damaged: as if nothing was kept.
  }
  return null;
}

function snapshot(): KeptCode | null {
  const raw = window.localStorage.getItem(KEY);
  if (raw !== cache.raw) cache = { raw, value: parseKeptCode(raw) };
  return cache.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The kept coupon, in this browser only; none on the server. */
export function useKeptCode(): [KeptCode | null, (code: KeptCode | null) => void] {
  const code = useSyncExternalStore(subscribe, snapshot, () => null);
  const keep = useCallback((next: KeptCode | null) => {
    try {
      if (next) window.localStorage.setItem(KEY, JSON.stringify(next));
      else window.localStorage.removeItem(KEY);
    } catch {
      // A full or disabled storage only forgets the code.
    }
    for (const listener of listeners) listener();
  }, []);
  return [code, keep];
}
