export { CouponField, type CouponFieldProps } from './CouponField';
export { couponErrorReason, type CouponErrorReason } from './couponReason';
