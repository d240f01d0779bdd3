/** docs/product-spec.md §4: the reasons a shopper can give for cancelling, as stored and as the API names them. */
export const CANCELLATION_REASONS = [
  'WANT_ANOTHER_PRODUCT',
  'CHANGED_MIND',
  'TOO_EXPENSIVE',
  'LOW_QUALITY',
  'SHIPPING_TOO_SLOW',
  'PAYMENT_REJECTED',
  'NO_REASON',
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/**
 * The states in which a shopper may still cancel: checkout finished or placed, paid or not,
 * confirmed, in preparation or packed, but not shipped (the order-lifecycle plugin's states).
 * A cart (AddingItems) is not an order yet.
 */
export const CANCELLABLE_STATES: ReadonlySet<string> = new Set([
  'ArrangingPayment',
  'PaymentAuthorized',
  'PaymentSettled',
  'Confirmed',
  'InProgress',
  'ReadyToShip',
]);
