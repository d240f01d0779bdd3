import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { ActiveOrderService } from '@vendure/core';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import type { GraphQLResolveInfo } from 'graphql';
import { from, type Observable, switchMap } from 'rxjs';
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
    if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
    const gqlContext = GqlExecutionContext.create(context);
    const info = gqlContext.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== 'Mutation' || info.fieldName !== 'addPaymentToOrder') {
      return next.handle();
    }
    const { req } = gqlContext.getContext<{
      req: Parameters<typeof internal_getRequestContext>[0];
    }>();
    const ctx = internal_getRequestContext(req, context);
    if (ctx.apiType !== 'shop') return next.handle();
    return from(
      (async () => {
        const order = await this.activeOrders.getActiveOrder(ctx, undefined);
        if (order) await this.hosted.supersedePendingPayments(ctx, order.id);
      })(),
    ).pipe(switchMap(() => next.handle()));
  }
}
