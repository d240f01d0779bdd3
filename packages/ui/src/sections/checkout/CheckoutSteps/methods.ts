/** A shipping method the order can use (`eligibleShippingMethods`). */
export interface ShippingMethodView {
  id: string;
  code: string;
  name: string;
  description: string;
  /** Minor units of `currencyCode`; 0 is free delivery. */
  priceWithTax: number;
  currencyCode: string;
}

/** A payment method (`eligiblePaymentMethods`): cash on delivery, cards, instalment providers. */
export interface PaymentMethodView {
  id: string;
  /** The method's code, what `createPaymentSession(methodCode)` takes ("cash-on-delivery", "valu"). */
  code: string;
  name: string;
  description: string;
  /** False when the order does not qualify (its total is too high for cash on delivery, …). */
  isEligible: boolean;
  /** Why the method is not eligible, in the shop's language, from the server. */
  eligibilityMessage: string | null;
  /** The provider's logo (`logo.preview`); a badge with the name stands in without one. */
  logoUrl: string | null;
  /** Paid on the provider's hosted page (cards, instalments), not at the door. */
  hosted: boolean;
  /** Paid on the payment sandbox (test cards, no money taken): the checkout says so. */
  testMode?: boolean;
}

/** Whether the method can be chosen; an ineligible one says why (docs/product-spec.md §3 Payment method). */
export function paymentUnavailableReason(
  method: Pick<PaymentMethodView, 'isEligible' | 'eligibilityMessage'>,
  fallback: string,
): string | undefined {
  if (method.isEligible) return undefined;
  const message = method.eligibilityMessage?.trim();
  return message ? message : fallback;
}

/** Everything needed to place the order is chosen, and the chosen payment method is eligible. */
export function canPlaceOrder({
  addressId,
  shippingMethodId,
  paymentMethod,
  shippingMethods,
}: {
  addressId: string | null;
  shippingMethodId: string | null;
  paymentMethod: Pick<PaymentMethodView, 'isEligible'> | undefined;
  shippingMethods: readonly Pick<ShippingMethodView, 'id'>[];
}): boolean {
  return (
    addressId !== null &&
    shippingMethodId !== null &&
    shippingMethods.some((method) => method.id === shippingMethodId) &&
    paymentMethod !== undefined &&
    paymentMethod.isEligible
  );
}
