import { describe, expect, it } from 'vitest';
import { WHEEL_MIN_ITEMS } from '../../../SpinningWheel/wheel';
import {
  offerIdOf,
  pickSegment,
  wheelOffers,
  wheelPlan,
  withoutFullStop,
  type WheelOffer,
} from './plan';

const offer = (id: string): WheelOffer => ({
  id,
  name: `Offer ${id}`,
  timeView: 30,
  couponCode: null,
});

describe('the wheel promotion (docs/product-spec.md §4, §9)', () => {
  it('shows no wheel without offers, and keeps a single offer as a promo code', () => {
    expect(wheelPlan([])).toEqual({ kind: 'none' });
    expect(wheelPlan([offer('1')])).toEqual({ kind: 'single', offer: offer('1') });
  });

  it('fills at least four segments by repeating two or three offers', () => {
    const plan = wheelPlan([offer('1'), offer('2')]);
    if (plan.kind !== 'wheel') throw new Error(plan.kind);
    expect(plan.segments.map((segment) => segment.id)).toEqual(['1', '2', '1~1', '2~1']);
    expect(new Set(plan.segments.map((segment) => segment.id)).size).toBe(WHEEL_MIN_ITEMS);
    expect(plan.segments.map((segment) => offerIdOf(segment.id))).toEqual(['1', '2', '1', '2']);
  });

  it('uses every offer once when there are four or more', () => {
    const plan = wheelPlan(['1', '2', '3', '4', '5'].map(offer));
    if (plan.kind !== 'wheel') throw new Error(plan.kind);
    expect(plan.segments.map((segment) => segment.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('gives each offer the same odds, however often it is repeated', () => {
    const plan = wheelPlan([offer('1'), offer('2'), offer('3')]);
    if (plan.kind !== 'wheel') throw new Error(plan.kind);
    // Offer 1 has two of the four segments, yet the first third of the draw is all it gets.
    expect(offerIdOf(pickSegment(plan, () => 0.2).id)).toBe('1');
    expect(offerIdOf(pickSegment(plan, () => 0.5).id)).toBe('2');
    expect(offerIdOf(pickSegment(plan, () => 0.9).id)).toBe('3');
  });
});

describe('the wheel offers in the cached home page', () => {
  const promotion = (id: string, couponCode: string) => ({
    id,
    name: `Offer ${id}`,
    timeView: 30,
    promotion: { couponCode },
  });

  it('leaves the coupons out when there is a wheel, and gives a single offer its code', () => {
    expect(
      wheelOffers([promotion('1', 'WHEEL5'), promotion('2', 'WHEEL10')]).map((o) => o.couponCode),
    ).toEqual([null, null]);
    expect(wheelOffers([promotion('1', 'WHEEL5')])[0]?.couponCode).toBe('WHEEL5');
  });
});

describe('an offer named before "…. Your code:"', () => {
  it('loses a full stop of its own, so an amount in pounds ends with one dot', () => {
    expect(withoutFullStop('خصم ٥٠٠ ج.م.\u200f')).toBe('خصم ٥٠٠ ج.م');
    expect(withoutFullStop('Free delivery.')).toBe('Free delivery');
    expect(withoutFullStop('خصم ١٠٪ على الكنب')).toBe('خصم ١٠٪ على الكنب');
    expect(withoutFullStop('EGP 500 off')).toBe('EGP 500 off');
  });
});
