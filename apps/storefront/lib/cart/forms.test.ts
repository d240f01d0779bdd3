import { describe, expect, it } from 'vitest';
import { cartHref, couponFailure, couponRefusal } from './forms';

/** The query of a cart page's address, as the page reads it back. */
const queryOf = (href: string) =>
  Object.fromEntries(new URL(href, 'http://dar.invalid').searchParams);

describe('a coupon refused before the page hydrated', () => {
  it('comes back to the cart with the code, and how long to wait after too many tries', () => {
    const refusal = couponRefusal(
      { errorCode: 'RATE_LIMITED_ERROR', values: { retryAfterSeconds: 840 } },
      'GUESS4',
    );
    const query = queryOf(cartHref('en', { coupon: refusal }));
    expect(couponFailure(query.coupon, query.code, query.wait)).toEqual({
      errorCode: 'RATE_LIMITED_ERROR',
      couponCode: 'GUESS4',
      retryAfterSeconds: 840,
    });
  });

  it('carries no wait for a code that is simply wrong, and reads no made-up one', () => {
    const refusal = couponRefusal({ errorCode: 'COUPON_CODE_INVALID_ERROR', values: {} }, 'NOPE');
    const href = cartHref('ar', { coupon: refusal });
    expect(href).toBe('/cart?coupon=COUPON_CODE_INVALID_ERROR&code=NOPE');
    expect(couponFailure('COUPON_CODE_INVALID_ERROR', 'NOPE', '1e9')).toEqual({
      errorCode: 'COUPON_CODE_INVALID_ERROR',
      couponCode: 'NOPE',
    });
  });
});
