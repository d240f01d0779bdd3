// The cart sections; each component's folder exports through here.
export * from './CartLine';
export * from './CartSummary';
export * from './CouponField';
export * from './GuestCartPrompt';
export * from './CartView';
export * from './PaymentResult';
export {
  isFailure as isCartActionFailure,
  type CartAction,
  type CartActionResult,
} from './outcome';
