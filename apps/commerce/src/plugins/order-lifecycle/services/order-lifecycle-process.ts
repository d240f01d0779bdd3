import {
  type Injector,
  isGraphQlErrorResult,
  Logger,
  type Order,
  type OrderProcess,
  type OrderState,
  OrderService,
  PaymentService,
  type RequestContext,
  StockMovementService,
} from '@vendure/core';
import { ADDED_TRANSITIONS, PRE_SHIPPING_STATES } from './order-states';
import { StockGuardService } from './stock-guard.service';

const loggerCtx = 'OrderLifecycle';

let stockGuard: StockGuardService | undefined;
let orders: OrderService | undefined;
let payments: PaymentService | undefined;
let stockMovements: StockMovementService | undefined;

function services() {
  if (!stockGuard || !orders || !payments || !stockMovements) {
    throw new Error('The order lifecycle process was used before initialisation.');
  }
  return { stockGuard, orders, payments, stockMovements };
}

/**
 * Dar's states on top of Vendure's order process (see order-states.ts and the README's table):
 * transitions for the new states, a last stock check at placement, and what rejecting does.
 */
export const orderLifecycleProcess: OrderProcess<OrderState> = {
  transitions: ADDED_TRANSITIONS as OrderProcess<OrderState>['transitions'],

  init(injector: Injector) {
    stockGuard = injector.get(StockGuardService);
    orders = injector.get(OrderService);
    payments = injector.get(PaymentService);
    stockMovements = injector.get(StockMovementService);
  },

  async onTransitionStart(fromState, toState, { ctx, order }) {
    if (
      fromState === 'ArrangingPayment' &&
      (toState === 'PaymentAuthorized' || toState === 'PaymentSettled')
    ) {
      // Placement through the Shop API was checked before the payment was taken (see
      // PlacementResolver); this catches any other way in (a payment settled later, the Admin
      // API), so stock is never allocated beyond what is on hand.
      const shortages = await services().stockGuard.lockAndFindShortages(ctx, order);
      if (shortages.length) {
        return ctx.translate('message.cannot-transition-to-payment-due-to-insufficient-stock', {
          productVariantNames: shortages.map((shortage) => shortage.name).join(', '),
        });
      }
    }
    if (toState === 'Rejected') {
      const fulfillments = await services().orders.getOrderFulfillments(ctx, order);
      if (fulfillments.some((fulfillment) => fulfillment.state !== 'Cancelled')) {
        return 'message.order-lifecycle.reject-with-fulfillments';
      }
    }
    return true;
  },

  async onTransitionEnd(fromState, toState, { ctx, order }) {
    if (toState === 'Rejected' && PRE_SHIPPING_STATES.includes(fromState)) {
      await releaseRejectedOrder(ctx, order);
    }
  },
};

/** A rejected order gives its stock back and its money: authorised payments are voided, settled refunded. */
async function releaseRejectedOrder(ctx: RequestContext, order: Order): Promise<void> {
  const { orders: orderService, payments: paymentService, stockMovements: movements } = services();
  await movements.createReleasesForOrderLines(
    ctx,
    order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
  );
  for (const payment of await orderService.getOrderPayments(ctx, order.id)) {
    if (payment.state === 'Authorized') {
      const result = await paymentService.cancelPayment(ctx, payment.id);
      if (isGraphQlErrorResult(result)) {
        throw new Error(`Voiding payment ${payment.id}: ${result.message}`);
      }
    } else if (payment.state === 'Settled') {
      const refund = await orderService.refundOrder(ctx, {
        paymentId: payment.id,
        amount: payment.amount,
        // Deprecated by `amount`, but the refund row still needs them.
        lines: [],
        shipping: 0,
        adjustment: 0,
        reason: 'Rejected',
      });
      if (isGraphQlErrorResult(refund)) {
        throw new Error(`Refunding payment ${payment.id}: ${refund.message}`);
      }
    }
  }
  Logger.info(
    `Order ${order.code} rejected: stock released, payments voided or refunded`,
    loggerCtx,
  );
}
