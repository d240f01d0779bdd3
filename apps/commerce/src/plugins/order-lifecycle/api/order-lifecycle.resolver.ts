import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type ID,
  type Order,
  Permission,
  RequestContext,
  Transaction,
} from '@vendure/core';
// The Shop API's unions recognise errors by an instance of its ErrorResult base, which Vendure
// does not export from its root (that one is the Admin API's).
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { formatPercent, toEmailLanguage } from '../../email/services/email-language';
import { OrderLifecycleService } from '../services/order-lifecycle.service';

class ReturnWindowClosedError extends ErrorResult {
  override readonly __typename = 'ReturnWindowClosedError';
  override readonly errorCode = 'RETURN_WINDOW_CLOSED_ERROR';
  override readonly message = 'RETURN_WINDOW_CLOSED_ERROR';
  constructor(
    readonly deliveredAt: Date,
    readonly returnableUntil: Date,
  ) {
    super();
  }
}

class OrderNotReturnableError extends ErrorResult {
  override readonly __typename = 'OrderNotReturnableError';
  override readonly errorCode = 'ORDER_NOT_RETURNABLE_ERROR';
  override readonly message = 'ORDER_NOT_RETURNABLE_ERROR';
  constructor(readonly orderState: string) {
    super();
  }
}

class OrderNotFoundError extends ErrorResult {
  override readonly __typename = 'OrderNotFoundError';
  override readonly errorCode = 'ORDER_NOT_FOUND_ERROR';
  override readonly message = 'ORDER_NOT_FOUND_ERROR';
}

@Resolver('Order')
export class OrderLifecycleFieldResolver {
  constructor(private readonly lifecycle: OrderLifecycleService) {}

  @ResolveField()
  @Allow(Permission.Public)
  shopperState(@Ctx() ctx: RequestContext, @Parent() order: Order) {
    return this.lifecycle.shopperStatus(ctx, order.state);
  }

  @ResolveField()
  @Allow(Permission.Public)
  timeline(@Ctx() ctx: RequestContext, @Parent() order: Order) {
    return this.lifecycle.timeline(ctx, order.id);
  }
}

/** The shop's one tax (every rate of it is Egypt's VAT), in a shopper's language. */
const vatName = (language: 'ar' | 'en') => (language === 'ar' ? 'ضريبة القيمة المضافة' : 'VAT');

@Resolver('OrderTaxSummary')
export class OrderTaxSummaryResolver {
  @ResolveField()
  @Allow(Permission.Public)
  label(@Ctx() ctx: RequestContext, @Parent() summary: { taxRate: number }): string {
    // The same wording as the VAT summary of the order emails.
    const language = toEmailLanguage(ctx.languageCode);
    return `${vatName(language)} ${formatPercent(summary.taxRate, language)}`;
  }

  @ResolveField()
  @Allow(Permission.Public)
  name(@Ctx() ctx: RequestContext): string {
    return vatName(toEmailLanguage(ctx.languageCode));
  }
}

@Resolver()
export class RequestReturnResolver {
  constructor(private readonly lifecycle: OrderLifecycleService) {}

  @Mutation()
  @Transaction()
  @Allow(Permission.Owner)
  async requestReturn(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; reason: string }) {
    const outcome = await this.lifecycle.requestReturn(ctx, args.orderId, args.reason);
    switch (outcome.kind) {
      case 'requested':
        return outcome.order;
      case 'not-found':
        return new OrderNotFoundError();
      case 'not-returnable':
        return new OrderNotReturnableError(outcome.state);
      case 'window-closed':
        return new ReturnWindowClosedError(outcome.deliveredAt, outcome.returnableUntil);
    }
  }
}

@Resolver('RequestReturnResult')
export class RequestReturnResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename && value instanceof ErrorResult ? value.__typename : 'Order';
  }
}
