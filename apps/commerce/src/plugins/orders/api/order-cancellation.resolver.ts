import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, Transaction } from '@vendure/core';
// The Shop API's unions recognise errors by an instance of its ErrorResult base, which Vendure
// does not export from its root (that one is the Admin API's).
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import type { CancellationReason } from '../services/cancellation-reasons';
import { OrderCancellationService } from '../services/order-cancellation.service';

class OrderNotCancellableError extends ErrorResult {
  override readonly __typename = 'OrderNotCancellableError';
  override readonly errorCode = 'ORDER_NOT_CANCELLABLE_ERROR';
  override readonly message = 'ORDER_NOT_CANCELLABLE_ERROR';
  constructor(readonly orderState: string) {
    super();
  }
}

class OrderNotFoundError extends ErrorResult {
  override readonly __typename = 'OrderNotFoundError';
  override readonly errorCode = 'ORDER_NOT_FOUND_ERROR';
  override readonly message = 'ORDER_NOT_FOUND_ERROR';
}

@Resolver()
export class OrderCancellationResolver {
  constructor(private readonly cancellation: OrderCancellationService) {}

  @Mutation()
  @Transaction()
  @Allow(Permission.Owner)
  async cancelMyOrder(
    @Ctx() ctx: RequestContext,
    @Args() args: { orderId: ID; reason: CancellationReason },
  ) {
    const outcome = await this.cancellation.cancelMyOrder(ctx, args.orderId, args.reason);
    switch (outcome.kind) {
      case 'cancelled':
        return outcome.order;
      case 'not-found':
        return new OrderNotFoundError();
      case 'not-cancellable':
        return new OrderNotCancellableError(outcome.state);
    }
  }
}

@Resolver('CancelMyOrderResult')
export class CancelMyOrderResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename && value instanceof ErrorResult ? value.__typename : 'Order';
  }
}
