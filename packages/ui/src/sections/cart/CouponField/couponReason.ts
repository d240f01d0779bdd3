/** Why the server refused a coupon code (Vendure's CouponCode*Error results). */
export type CouponErrorReason = 'expired' | 'invalid' | 'limit';

const reasons: Record<string, CouponErrorReason> = {
  COUPON_CODE_EXPIRED_ERROR: 'expired',
  COUPON_CODE_INVALID_ERROR: 'invalid',
  COUPON_CODE_LIMIT_ERROR: 'limit',
};

/**
 * The reason for an `errorCode` from `applyCouponCode` (commerce-hooks' `ShopFailure.errorCode`),
 * or null for any other failure, which the caller shows as a general error.
 */
export function couponErrorReason(errorCode: string): CouponErrorReason | null {
  // Own keys only: a code read back from a URL could name `toString`.
  return Object.hasOwn(reasons, errorCode) ? reasons[errorCode]! : null;
}

/** The catalogue message for each reason: the same ids commerce-hooks gives these failures. */
export const couponErrorMessageId = {
  expired: 'shopError.couponExpired',
  invalid: 'shopError.couponInvalid',
  limit: 'shopError.couponLimit',
} as const satisfies Record<CouponErrorReason, string>;
