import type { PaymentSettings } from '../../../environment';

/** The plugin's settings from the environment, injected where the gateway is used. */
export const PAYMENT_SETTINGS = Symbol('DAR_PAYMENT_SETTINGS');

export type { PaymentSettings };

/** Our callback and browser-return routes on this server (the provider calls them). */
export const CALLBACK_ROUTE = 'payments/gateway/callback';
export const RETURN_ROUTE = 'payments/gateway/return';

/** What a hosted payment keeps in `Payment.metadata` (the `public` part is the shopper's). */
export interface HostedPaymentMetadata {
  provider: string;
  /** Our unique reference, `special_reference`; comes back as `merchant_order_id`. */
  reference: string;
  intentionId: string;
  /** The provider's order id for the intention (`intention_order_id`, `obj.order.id`). */
  providerOrderId: number;
  language: 'ar' | 'en';
  /** Every transaction id the provider reported for this payment (first: the charge). */
  transactionIds?: number[];
  /** Set only by a verified "processed" callback: what allows settling. */
  verifiedTransactionId?: number;
  /**
   * The provider's refund transaction, when a charge was refunded at once because the order could
   * not be placed with it (stock ran out while the shopper paid).
   */
  refundTransactionId?: number;
  public: { paymentUrl: string; provider: string };
}
