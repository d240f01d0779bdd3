import { LanguageCode, PaymentMethodHandler } from '@vendure/core';

/**
 * A payment that succeeds at once, for specs that place orders through the Shop API. Tests only:
 * cash on delivery and the card providers arrive with the payments plugin.
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
});
