import type { PaymentProcess } from '@vendure/core';

declare module '@vendure/core/dist/service/helpers/payment-state-machine/payment-state' {
  interface CustomPaymentStates {
    /** A hosted payment page was opened; only the provider's verified callback ends it. */
    Pending: never;
  }
}

/**
 * A hosted payment waits in `Pending` (the order stays in ArrangingPayment) until the provider's
 * "processed" callback settles or declines it; a newer attempt or a cancelled order cancels it.
 */
export const hostedPaymentProcess: PaymentProcess<'Pending'> = {
  transitions: {
    Created: { to: ['Pending'], mergeStrategy: 'merge' },
    Pending: { to: ['Settled', 'Declined', 'Error', 'Cancelled'] },
  },
};
