import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { ActiveOrderService } from '@vendure/core';
import { from, type Observable, switchMap } from 'rxjs';
import { shopMutation } from '../../../common/shop-mutation';
import { HostedPaymentService } from '../services/hosted-payment.service';

/**
 * Before stock `addPaymentToOrder`, cancels the active order's hosted payment pages still
 * `Pending`: Vendure counts them as covering the order, so the new payment would otherwise be
 * asked for nothing. The shopper chose another attempt; a page paid later is refunded.
 */
@Injectable()
export class SupersedePendingPaymentsInterceptor implements NestInterceptor {
  constructor(
    private readonly activeOrders: ActiveOrderService,
    private readonly hosted: HostedPaymentService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const mutation = shopMutation(context, 'addPaymentToOrder');
    if (!mutation) return next.handle();
    const { ctx } = mutation;
    return from(
      (async () => {
        const order = await this.activeOrders.getActiveOrder(ctx, undefined);
        if (order) await this.hosted.supersedePendingPayments(ctx, order.id);
      })(),
    ).pipe(switchMap(() => next.handle()));
  }
}
