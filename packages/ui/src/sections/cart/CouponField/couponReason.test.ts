import { catalogues } from '@dar/i18n';
import { describe, expect, it } from 'vitest';
import { couponErrorMessageId, couponErrorReason } from './couponReason';

describe('coupon error reasons', () => {
  it("map the server's three coupon error codes and nothing else", () => {
    expect(couponErrorReason('COUPON_CODE_EXPIRED_ERROR')).toBe('expired');
    expect(couponErrorReason('COUPON_CODE_INVALID_ERROR')).toBe('invalid');
    expect(couponErrorReason('COUPON_CODE_LIMIT_ERROR')).toBe('limit');
    expect(couponErrorReason('INSUFFICIENT_STOCK_ERROR')).toBeNull();
    // A code read back from a URL: the object's own keys only.
    expect(couponErrorReason('toString')).toBeNull();
  });

  it('have a distinct message in both languages for each reason', () => {
    for (const locale of ['ar', 'en'] as const) {
      const texts = Object.values(couponErrorMessageId).map((id) => catalogues[locale][id]);
      expect(new Set(texts).size).toBe(3);
      for (const text of texts) expect(text).toBeTruthy();
    }
  });
});
