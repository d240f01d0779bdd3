import { Args, Mutation, Resolver } from '@nestjs/graphql';
import {
  ActiveOrderService,
  Allow,
  Ctx,
  CustomerService,
  idsAreEqual,
  isGraphQlErrorResult,
  OrderService,
  Permission,
  RequestContext,
  SessionService,
  TransactionalConnection,
} from '@vendure/core';
import {
  InsufficientStockError,
  NoActiveOrderError,
} from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { StockGuardService } from '../services/stock-guard.service';

/** `errorResult.<key>` in both languages (order-lifecycle.plugin.ts). */
export const INSUFFICIENT_STOCK_AT_PLACEMENT = 'INSUFFICIENT_STOCK_AT_PLACEMENT';

interface AddPaymentArgs {
  input: { method: string; metadata: Record<string, unknown> };
  // Present when an ActiveOrderStrategy defines an input; Vendure passes it through untyped.
  activeOrderInput?: Record<string, unknown>;
}

/**
 * Vendure's `addPaymentToOrder`, with the stock checked again, under a lock, before any payment is
 * taken (see StockGuardService): when someone else bought the last units after this shopper's
 * cart was filled, the answer is an `InsufficientStockError` and no payment is created. Apart from
 * that it does what Vendure's own resolver does, which it replaces (a plugin's resolver of the same
 * field takes the place of the core one).
 */
@Resolver()
export class PlacementResolver {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly activeOrders: ActiveOrderService,
    private readonly orders: OrderService,
    private readonly customers: CustomerService,
    private readonly sessions: SessionService,
    private readonly stockGuard: StockGuardService,
  ) {}

  @Mutation()
  @Allow(Permission.Owner)
  async addPaymentToOrder(@Ctx() ctx: RequestContext, @Args() args: AddPaymentArgs) {
    if (!ctx.authorizedAsOwnerOnly) return new NoActiveOrderError();
    const sessionOrder = await this.activeOrders.getActiveOrder(ctx, args.activeOrderInput);
    if (!sessionOrder) return new NoActiveOrderError();
    // One transaction per placement, committed before the next placement checks the stock.
    return this.stockGuard.serialised(() =>
      this.connection.withTransaction(ctx, async (txCtx) => {
        const order = await this.orders.findOne(txCtx, sessionOrder.id);
        if (order?.state === 'ArrangingPayment') {
          const [shortage] = await this.stockGuard.lockAndFindShortages(txCtx, order);
          if (shortage) {
            // Vendure's error type (its message is about adding to the cart, ours about placing).
            return Object.assign(
              new InsufficientStockError({ order, quantityAvailable: shortage.quantityAvailable }),
              { message: INSUFFICIENT_STOCK_AT_PLACEMENT },
            );
          }
        }
        const placed = await this.orders.addPaymentToOrder(txCtx, sessionOrder.id, args.input);
        if (isGraphQlErrorResult(placed)) return placed;
        if (placed.active === false) {
          await this.customers.createAddressesForNewCustomer(txCtx, placed);
          if (ctx.session?.activeOrderId && idsAreEqual(ctx.session.activeOrderId, placed.id)) {
            await this.sessions.unsetActiveOrder(txCtx, ctx.session);
          }
        }
        return placed;
      }),
    );
  }
}
