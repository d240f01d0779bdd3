import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  EntityNotFoundError,
  ErrorResult,
  type ID,
  isGraphQlErrorResult,
  Permission,
  RequestContext,
  Transaction,
} from '@vendure/core';
import {
  OrderLifecycleService,
  type StaffServiceOutcome,
} from '../services/order-lifecycle.service';

// The Admin API's error results (its unions recognise the root ErrorResult); the messages are
// i18n keys, texts in ../order-lifecycle.plugin.ts, worded for staff rather than the shopper.
class StaffReturnWindowClosedError extends ErrorResult {
  override readonly __typename = 'ReturnWindowClosedError';
  override readonly errorCode = 'RETURN_WINDOW_CLOSED_ERROR';
  override readonly message = 'STAFF_RETURN_WINDOW_CLOSED_ERROR';
  constructor(
    readonly deliveredAt: Date,
    readonly returnableUntil: Date,
  ) {
    super();
  }
}

class StaffOrderNotReturnableError extends ErrorResult {
  override readonly __typename = 'OrderNotReturnableError';
  override readonly errorCode = 'ORDER_NOT_RETURNABLE_ERROR';
  override readonly message = 'STAFF_ORDER_NOT_RETURNABLE_ERROR';
  constructor(readonly orderState: string) {
    super();
  }
}

function resultOf(outcome: StaffServiceOutcome, orderId: ID) {
  switch (outcome.kind) {
    case 'done':
      return outcome.order;
    case 'not-found':
      throw new EntityNotFoundError('Order', orderId);
    case 'not-returnable':
      return new StaffOrderNotReturnableError(outcome.state);
    case 'window-closed':
      return new StaffReturnWindowClosedError(outcome.deliveredAt, outcome.returnableUntil);
  }
}

/** Staff's return, exchange and refund actions on a delivered order (see api-extensions.ts). */
@Resolver()
export class StaffAfterDeliveryResolver {
  constructor(private readonly lifecycle: OrderLifecycleService) {}

  @Mutation()
  @Transaction()
  @Allow(Permission.UpdateOrder)
  async startOrderReturn(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; note: string }) {
    return resultOf(
      await this.lifecycle.staffStart(ctx, args.orderId, 'BeingReturned', args.note),
      args.orderId,
    );
  }

  @Mutation()
  @Transaction()
  @Allow(Permission.UpdateOrder)
  async startOrderExchange(
    @Ctx() ctx: RequestContext,
    @Args() args: { orderId: ID; note: string },
  ) {
    return resultOf(
      await this.lifecycle.staffStart(ctx, args.orderId, 'BeingExchanged', args.note),
      args.orderId,
    );
  }

  @Mutation()
  @Transaction()
  @Allow(Permission.UpdateOrder)
  async completeOrderReturn(
    @Ctx() ctx: RequestContext,
    @Args() args: { orderId: ID; refund: boolean },
  ) {
    return resultOf(
      await this.lifecycle.completeReturn(ctx, args.orderId, args.refund),
      args.orderId,
    );
  }
}

function resolveOrderResult(value: object): string {
  return isGraphQlErrorResult(value as { __typename?: string }) && '__typename' in value
    ? String(value.__typename)
    : 'Order';
}

@Resolver('StartAfterDeliveryResult')
export class StartAfterDeliveryResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return resolveOrderResult(value);
  }
}

@Resolver('CompleteOrderReturnResult')
export class CompleteOrderReturnResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return resolveOrderResult(value);
  }
}
