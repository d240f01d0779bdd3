import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  type ID,
  idsAreEqual,
  isGraphQlErrorResult,
  Logger,
  type Order,
  OrderService,
  PaymentService,
  RequestContext,
} from '@vendure/core';
import { CANCELLABLE_STATES, type CancellationReason } from './cancellation-reasons';

const loggerCtx = 'OrderCancellation';

export type CancelOutcome =
  | { kind: 'cancelled'; order: Order }
  | { kind: 'not-found' }
  | { kind: 'not-cancellable'; state: string };

@Injectable()
export class OrderCancellationService {
  constructor(
    private readonly orders: OrderService,
    private readonly payments: PaymentService,
    private readonly customers: CustomerService,
  ) {}

  /**
   * Cancels the signed-in shopper's own order before it ships: voids authorised payments,
   * refunds settled ones, restocks every line and records the reason (which emails the shopper
   * through the order-cancelled email). Someone else's order is "not found", never "forbidden",
   * so an order's existence is not revealed.
   */
  async cancelMyOrder(
    ctx: RequestContext,
    orderId: ID,
    reason: CancellationReason,
  ): Promise<CancelOutcome> {
    const customer = ctx.activeUserId
      ? await this.customers.findOneByUserId(ctx, ctx.activeUserId)
      : undefined;
    const order = await this.orders.findOne(ctx, orderId, ['customer', 'payments']);
    if (!customer || !order || !order.customer || !idsAreEqual(order.customer.id, customer.id)) {
      return { kind: 'not-found' };
    }
    if (!CANCELLABLE_STATES.has(order.state)) {
      return { kind: 'not-cancellable', state: order.state };
    }

    for (const payment of order.payments ?? []) {
      // Pending: a hosted payment page that was never paid (the payments plugin).
      if (payment.state === 'Authorized' || payment.state === 'Pending') {
        const result = await this.payments.cancelPayment(ctx, payment.id);
        if (isGraphQlErrorResult(result))
          throw new Error(`Voiding payment ${payment.id}: ${result.message}`);
      } else if (payment.state === 'Settled') {
        const refund = await this.orders.refundOrder(ctx, {
          paymentId: payment.id,
          amount: payment.amount,
          // Deprecated by `amount`, but the refund row still needs them.
          lines: [],
          shipping: 0,
          adjustment: 0,
          reason,
        });
        if (isGraphQlErrorResult(refund))
          throw new Error(`Refunding payment ${payment.id}: ${refund.message}`);
      }
    }

    await this.orders.updateCustomFields(ctx, order.id, { cancellationReason: reason });
    const cancelled = await this.orders.cancelOrder(ctx, {
      orderId: order.id,
      reason,
      cancelShipping: true,
    });
    if (isGraphQlErrorResult(cancelled)) {
      throw new Error(`Cancelling order ${order.code}: ${cancelled.message}`);
    }
    Logger.info(`Order ${order.code} cancelled by its customer (${reason})`, loggerCtx);
    return { kind: 'cancelled', order: cancelled };
  }
}
