import {
  type Injector,
  PaymentMethodEligibilityChecker,
  PaymentMethodHandler,
} from '@vendure/core';
import { bilingual } from '../../../common/labels';
import { HostedPaymentService } from './hosted-payment.service';
import { formatAmount, languageOf, paymentMessage } from './payment-messages';
import type { HostedPaymentMetadata } from './payment-options';
import { HOSTED_PROVIDERS, type HostedProvider, isHostedProvider } from './providers';

/**
 * Cash on delivery and the hosted gateway as Vendure payment handlers, with their eligibility
 * checkers. Amounts are piasters, VAT included, as the order's `totalWithTax`.
 */

let hosted: HostedPaymentService | undefined;

function init(injector: Injector): void {
  hosted = injector.get(HostedPaymentService);
}

function hostedService(): HostedPaymentService {
  if (!hosted) {
    throw new Error('The payment handlers were used before initialisation.');
  }
  return hosted;
}

const currency = { component: 'currency-form-input' } as const;

export const cashOnDeliveryHandler = new PaymentMethodHandler({
  code: 'dar-cash-on-delivery',
  description: bilingual(
    'الدفع عند الاستلام: يُعتمد عند الطلب ويُسوّى عند التسليم',
    'Cash on delivery: authorised when ordered, settled by staff on delivery',
  ),
  args: {},
  createPayment: (_ctx, _order, amount) => ({
    amount,
    state: 'Authorized',
    metadata: { public: { provider: 'cash-on-delivery' } },
  }),
  // Staff settle it (Admin API `settlePayment`) once the courier has the cash.
  settlePayment: () => ({ success: true }),
  // Nothing was collected yet: voiding costs nothing.
  cancelPayment: () => ({ success: true }),
  // The cash goes back by hand (the courier who collects a return pays it): recorded as settled
  // when staff refund. A refund always starts Pending, and Vendure refuses a handler's Pending
  // (Pending to Pending), so every refund of a settled cash payment failed.
  createRefund: () => ({ state: 'Settled', metadata: { refundedBy: 'staff, in cash' } }),
});

export const cashOnDeliveryChecker = new PaymentMethodEligibilityChecker({
  code: 'dar-cash-on-delivery-limit',
  description: bilingual(
    'الدفع عند الاستلام حتى حد أقصى لقيمة الطلب',
    'Cash on delivery up to a maximum order total',
  ),
  args: {
    maximumOrderWithTax: {
      type: 'int',
      defaultValue: 3_000_000,
      ui: currency,
      label: bilingual(
        'أقصى قيمة للطلب شاملة الضريبة (٠ بلا حد)',
        'Maximum order total, VAT included (0: no limit)',
      ),
    },
  },
  check: (ctx, order, args) =>
    args.maximumOrderWithTax > 0 && order.totalWithTax > args.maximumOrderWithTax
      ? paymentMessage(
          ctx,
          'codAboveMaximum',
          formatAmount(args.maximumOrderWithTax, languageOf(ctx)),
        )
      : true,
});

export const hostedGatewayHandler = new PaymentMethodHandler({
  code: 'dar-hosted-gateway',
  description: bilingual(
    'صفحة الدفع المستضافة (بطاقات وتقسيط)',
    'Hosted payment page (cards and instalments)',
  ),
  args: {
    provider: {
      type: 'string',
      defaultValue: 'card',
      ui: {
        component: 'select-form-input',
        options: HOSTED_PROVIDERS.map((value) => ({ value })),
      },
      label: bilingual('مزوّد الدفع', 'Provider'),
    },
  },
  init,
  createPayment: async (ctx, order, amount, args) => {
    const provider = isHostedProvider(args.provider) ? args.provider : undefined;
    const outcome = provider
      ? await hostedService().createIntention(ctx, order, amount, provider)
      : ({ kind: 'unavailable' } as const);
    switch (outcome.kind) {
      case 'created':
        return {
          amount,
          state: 'Pending',
          metadata: outcome.metadata as unknown as Record<string, unknown>,
        };
      case 'unavailable':
        return { amount, state: 'Error', errorMessage: paymentMessage(ctx, 'unavailable') };
      case 'phone-missing':
        return { amount, state: 'Error', errorMessage: paymentMessage(ctx, 'phoneRequired') };
      case 'failed':
        return { amount, state: 'Error', errorMessage: paymentMessage(ctx, 'gatewayFailed') };
    }
  },
  // Only the provider's verified callback records a transaction; staff cannot settle an
  // unpaid page by hand.
  settlePayment: (_ctx, _order, payment) =>
    (payment.metadata as Partial<HostedPaymentMetadata>).verifiedTransactionId !== undefined
      ? { success: true }
      : {
          success: false,
          state: 'Pending',
          errorMessage: 'Only the provider’s verified callback settles a hosted payment.',
        },
  // A pending page has taken no money: cancelling it needs no call to the provider.
  cancelPayment: () => ({ success: true }),
  createRefund: async (_ctx, _input, amount, _order, payment) => {
    try {
      const refund = await hostedService().refund(payment, amount);
      return {
        state: refund.success ? (refund.pending ? 'Pending' : 'Settled') : 'Failed',
        transactionId: String(refund.id),
        metadata: { providerMessage: refund.data?.message },
      };
    } catch (error) {
      return {
        state: 'Failed',
        metadata: { error: error instanceof Error ? error.message : String(error) },
      };
    }
  },
});

export const hostedGatewayChecker = new PaymentMethodEligibilityChecker({
  code: 'dar-hosted-gateway',
  description: bilingual(
    'الدفع عبر البوابة: المزوّد متاح والطلب يبلغ الحد الأدنى',
    'Gateway payment: the provider is available and the order reaches its minimum',
  ),
  args: {
    minimumOrderWithTax: {
      type: 'int',
      defaultValue: 0,
      ui: currency,
      label: bilingual(
        'أقل قيمة للطلب شاملة الضريبة (٠ بلا حد)',
        'Minimum order total, VAT included (0: none)',
      ),
    },
  },
  init,
  check: (ctx, order, args, method) => {
    const provider = providerOf(method.handler.args);
    if (!provider || !hostedService().isAvailable(provider)) {
      return paymentMessage(ctx, 'unavailable');
    }
    if (args.minimumOrderWithTax > 0 && order.totalWithTax < args.minimumOrderWithTax) {
      return paymentMessage(
        ctx,
        'belowMinimum',
        formatAmount(args.minimumOrderWithTax, languageOf(ctx)),
      );
    }
    return true;
  },
});

function providerOf(
  args: ReadonlyArray<{ name: string; value: string }>,
): HostedProvider | undefined {
  const value = args.find((arg) => arg.name === 'provider')?.value;
  return isHostedProvider(value) ? value : undefined;
}
