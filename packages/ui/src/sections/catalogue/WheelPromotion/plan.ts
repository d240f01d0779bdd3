import type { WheelItem } from '../../../SpinningWheel/SpinningWheel';
import { WHEEL_MIN_ITEMS } from '../../../SpinningWheel/wheel';

/** The panel's heading's id, and the fragment a press on the wheel before hydration asks for. */
export const WHEEL_SECTION_ID = 'wheel-promotion';

/** A wheel promotion as the home page gets it (its coupon only when it is the single one). */
export interface WheelOffer {
  id: string;
  name: string;
  /** Seconds the result stays on screen once shown; 0: until the shopper closes it. */
  timeView: number;
  couponCode: string | null;
}

export type WheelPlan =
  | { kind: 'none' }
  | { kind: 'single'; offer: WheelOffer }
  | { kind: 'wheel'; segments: WheelItem[]; offers: Record<string, WheelOffer> };

/** A segment's id is its offer's, with a repeat number when the offers are repeated to fill it. */
export const offerIdOf = (segmentId: string) => segmentId.split('~')[0]!;

/**
 * docs/product-spec.md §4: several promotions, the wheel; exactly one, kept as a single promo code; none, no
 * wheel. docs/product-spec.md §9 wants at least 4 segments (`WHEEL_MIN_ITEMS`), so 2 or 3 offers are repeated round the wheel
 * (A B C A…), each keeping its own odds; the spin is decided among the offers, not the segments.
 */
export function wheelPlan(offers: readonly WheelOffer[]): WheelPlan {
  if (offers.length === 0) return { kind: 'none' };
  if (offers.length === 1) return { kind: 'single', offer: offers[0]! };
  const count = Math.max(WHEEL_MIN_ITEMS, offers.length);
  const segments = Array.from({ length: count }, (_, index) => {
    const offer = offers[index % offers.length]!;
    const round = Math.floor(index / offers.length);
    return { id: round === 0 ? offer.id : `${offer.id}~${round}`, label: offer.name };
  });
  return {
    kind: 'wheel',
    segments,
    offers: Object.fromEntries(offers.map((offer) => [offer.id, offer])),
  };
}

/**
 * The home page's wheel promotions as offers. The coupons are left out of the cached page when
 * there is a wheel: the shopper learns the code only after the server has checked the landing
 * offer for them (`selectedPromotion`). A single offer is its code at once (docs/product-spec.md §4).
 */
export function wheelOffers(
  promotions: readonly {
    id: string;
    name: string;
    timeView: number;
    promotion: { couponCode: string | null };
  }[],
): WheelOffer[] {
  return promotions.map(({ id, name, timeView, promotion }) => ({
    id,
    name,
    timeView,
    couponCode: promotions.length === 1 ? promotion.couponCode : null,
  }));
}

/** Where the wheel stops: one of the offers at random, then one of its segments. */
export function pickSegment(plan: Extract<WheelPlan, { kind: 'wheel' }>, random = Math.random) {
  const ids = Object.keys(plan.offers);
  const offerId = ids[Math.floor(random() * ids.length)]!;
  const segments = plan.segments.filter((segment) => offerIdOf(segment.id) === offerId);
  return segments[Math.floor(random() * segments.length)]!;
}

/**
 * The offer's name without a full stop of its own at the end: the message puts one after it, and an
 * amount in Egyptian pounds ends with the abbreviation's ("خصم ٥٠٠ ج.م.") — one dot, not two.
 * Direction marks after it (Intl's currency format ends with one) go too.
 */
export function withoutFullStop(name: string): string {
  return name.replace(/\.[\s\u200e\u200f\u061c]*$/u, '');
}
