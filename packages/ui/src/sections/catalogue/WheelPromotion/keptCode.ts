'use client';

import type { WonCoupon } from '../../../ShopperActions/ShopperActions';
import { localValue } from '../../../localValue/localValue';

/**
 * The coupon this browser won on the wheel (or was given as the single offer), kept for the cart
 * (docs/product-spec.md §4: the promo code). Kept once won, so a reload does not offer another spin; an app's cart
 * reads it (`useKeptCode`) to offer the code.
 */
export interface KeptCode extends WonCoupon {
  /** It went on the shopper's cart. */
  applied?: boolean;
}

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

const kept = localValue<KeptCode | null>('dar-promo-code', parseKeptCode, null);

/** The kept coupon, in this browser only; none on the server. */
export function useKeptCode(): [KeptCode | null, (code: KeptCode | null) => void] {
  return kept.use();
}

/** Whether this browser keeps a code (read in the browser only). */
export function hasKeptCode(): boolean {
  return kept.read() !== null;
}
