import { LanguageCode, PaymentMethodHandler } from '@vendure/core';

/**
 * Payments for specs that place orders through the Shop API. Tests only: cash on delivery and the
 * card providers arrive with the payments plugin.
 */
export const testPaymentHandler = new PaymentMethodHandler({
  code: 'dar-test-payment',
  description: [{ languageCode: LanguageCode.en, value: 'Test payment (always settles)' }],
  args: {},
  createPayment: (_ctx, _order, amount) => ({
    amount,
    state: 'Settled',
    transactionId: `test-${Date.now()}`,
  }),
  settlePayment: () => ({ success: true }),
  createRefund: (_ctx, _input, amount) => ({
    state: 'Settled',
    transactionId: `test-refund-${Date.now()}-${amount}`,
  }),
});

/** Authorised at placement and settled later, as cash on delivery will be; can be voided. */
export const testAuthorizingPaymentHandler = new PaymentMethodHandler({
  code: 'dar-test-authorize',
  description: [{ languageCode: LanguageCode.en, value: 'Test payment (authorised only)' }],
  args: {},
  createPayment: (_ctx, _order, amount) => ({
    amount,
    state: 'Authorized',
    transactionId: `test-auth-${Date.now()}`,
  }),
  settlePayment: () => ({ success: true }),
  cancelPayment: () => ({ success: true }),
});
