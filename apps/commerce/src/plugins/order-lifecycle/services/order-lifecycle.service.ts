import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  HistoryService,
  type ID,
  idsAreEqual,
  isGraphQlErrorResult,
  Logger,
  Order,
  OrderService,
  type OrderState,
  type RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import {
  AT_SHOPPER_STATES,
  RETURN_WINDOW_DAYS,
  type ShopperState,
  shopperStateLabel,
  shopperStateOf,
} from './order-states';

const loggerCtx = 'OrderLifecycle';

// Vendure's HistoryEntryType enum lives in @vendure/common, which is not our dependency; its
// values are these strings.
type OrderHistoryEntryType = Parameters<HistoryService['createHistoryEntryForOrder']>[0]['type'];
const ORDER_STATE_TRANSITION = 'ORDER_STATE_TRANSITION' as unknown as OrderHistoryEntryType;
const ORDER_NOTE = 'ORDER_NOTE' as unknown as OrderHistoryEntryType;
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_PAGE = 100;

export interface ShopperStatus {
  code: ShopperState;
  label: string;
}

export interface TimelineEntry {
  state: ShopperState;
  label: string;
  at: Date;
}

export type ReturnOutcome =
  | { kind: 'requested'; order: Order }
  | { kind: 'not-found' }
  | { kind: 'not-returnable'; state: string }
  | { kind: 'window-closed'; deliveredAt: Date; returnableUntil: Date };

/** A staff action on a delivered order: the order moved, or why it did not. */
export type StaffServiceOutcome =
  Exclude<ReturnOutcome, { kind: 'requested' }> | { kind: 'done'; order: Order };

@Injectable()
export class OrderLifecycleService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orders: OrderService,
    private readonly history: HistoryService,
    private readonly customers: CustomerService,
  ) {}

  /** What the shopper sees for the order's state, in the request's language; none for a cart. */
  shopperStatus(ctx: RequestContext, state: string): ShopperStatus | null {
    const code = shopperStateOf(state);
    return code ? { code, label: shopperStateLabel(code, ctx.languageCode) } : null;
  }

  /**
   * The order's path through the shopper's states, oldest first, from Vendure's state-transition
   * history (each with the time it happened). Steps that look the same to the shopper
   * (authorised, then settled) are one entry. Only the signed-in owner sees it; anyone else gets
   * an empty list.
   */
  async timeline(ctx: RequestContext, orderId: ID): Promise<TimelineEntry[]> {
    if (!(await this.isOwner(ctx, orderId))) return [];
    const transitions = await this.stateTransitions(ctx, orderId);
    const entries: TimelineEntry[] = [];
    for (const { to, at } of transitions) {
      if (to === 'AddingItems') {
        // Back to the cart: the checkout so far is not part of the order's history.
        entries.length = 0;
        continue;
      }
      const state = shopperStateOf(to);
      if (!state || entries.at(-1)?.state === state) continue;
      entries.push({ state, label: shopperStateLabel(state, ctx.languageCode), at });
    }
    return entries;
  }

  /**
   * The signed-in owner asks to return a delivered order within {@link RETURN_WINDOW_DAYS} days of
   * its delivery: the order moves to BeingReturned (emailed) and the reason is kept as a staff
   * note in its history. Someone else's order is "not found", as in cancelMyOrder.
   */
  async requestReturn(ctx: RequestContext, orderId: ID, reason: string): Promise<ReturnOutcome> {
    const order = await this.ownOrder(ctx, orderId);
    if (!order) return { kind: 'not-found' };
    const refusal = await this.outsideReturnWindow(ctx, order);
    if (refusal) return refusal;
    await this.note(ctx, order.id, `Return requested by the customer: ${reason}`);
    const result = await this.orders.transitionToState(ctx, order.id, 'BeingReturned');
    if (isGraphQlErrorResult(result)) {
      throw new Error(`Requesting a return of ${order.code}: ${result.transitionError}`);
    }
    Logger.info(`Return of order ${order.code} requested by its customer`, loggerCtx);
    return { kind: 'requested', order: result };
  }

  /**
   * Staff start a return (the courier collects) or an exchange of a delivered order, on the
   * shopper's behalf (a phone call, a visit): the same 30-day window as the shopper's own
   * request, with staff's note in the order's history.
   */
  async staffStart(
    ctx: RequestContext,
    orderId: ID,
    state: 'BeingReturned' | 'BeingExchanged',
    note: string,
  ): Promise<StaffServiceOutcome> {
    const order = await this.orders.findOne(ctx, orderId);
    if (!order) return { kind: 'not-found' };
    const refusal = await this.outsideReturnWindow(ctx, order);
    if (refusal) return refusal;
    const what = state === 'BeingReturned' ? 'Return' : 'Exchange';
    await this.note(ctx, order.id, `${what} started by staff: ${note}`);
    return { kind: 'done', order: await this.moveTo(ctx, order, state) };
  }

  /**
   * The returned pieces are back at the shop: the order becomes Returned and, with `refund`,
   * what is still unrefunded of each settled payment goes back to the shopper.
   */
  async completeReturn(
    ctx: RequestContext,
    orderId: ID,
    refund: boolean,
  ): Promise<StaffServiceOutcome> {
    const order = await this.orders.findOne(ctx, orderId);
    if (!order) return { kind: 'not-found' };
    if (order.state !== 'BeingReturned') return { kind: 'not-returnable', state: order.state };
    const returned = await this.moveTo(ctx, order, 'Returned');
    if (refund) {
      for (const payment of await this.orders.getOrderPayments(ctx, order.id)) {
        const refunded = (payment.refunds ?? [])
          .filter((row) => row.state !== 'Failed')
          .reduce((sum, row) => sum + row.total, 0);
        if (payment.state !== 'Settled' || payment.amount - refunded <= 0) continue;
        const result = await this.orders.refundOrder(ctx, {
          paymentId: payment.id,
          amount: payment.amount - refunded,
          // Deprecated by `amount`, but the refund row still needs them.
          lines: [],
          shipping: 0,
          adjustment: 0,
          reason: 'Returned',
        });
        if (isGraphQlErrorResult(result)) {
          throw new Error(`Refunding payment ${payment.id} of ${order.code}: ${result.message}`);
        }
      }
    }
    Logger.info(`Order ${order.code} returned${refund ? ' and refunded' : ''}`, loggerCtx);
    return { kind: 'done', order: returned };
  }

  /** Refuses an order that is not with the shopper, or delivered more than 30 days ago. */
  private async outsideReturnWindow(
    ctx: RequestContext,
    order: Order,
  ): Promise<Extract<ReturnOutcome, { kind: 'not-returnable' | 'window-closed' }> | undefined> {
    if (!AT_SHOPPER_STATES.includes(order.state)) {
      return { kind: 'not-returnable', state: order.state };
    }
    const delivered = (await this.stateTransitions(ctx, order.id)).find(
      (transition) => transition.to === 'Delivered',
    );
    if (!delivered) return { kind: 'not-returnable', state: order.state };
    const returnableUntil = new Date(delivered.at.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
    if (Date.now() > returnableUntil.getTime()) {
      return { kind: 'window-closed', deliveredAt: delivered.at, returnableUntil };
    }
    return undefined;
  }

  private async note(ctx: RequestContext, orderId: ID, note: string): Promise<void> {
    await this.history.createHistoryEntryForOrder(
      { ctx, orderId, type: ORDER_NOTE, data: { note: note.trim().slice(0, 1000) } },
      false,
    );
  }

  private async moveTo(ctx: RequestContext, order: Order, state: OrderState): Promise<Order> {
    const result = await this.orders.transitionToState(ctx, order.id, state);
    if (isGraphQlErrorResult(result)) {
      throw new Error(`Moving ${order.code} to ${state}: ${result.transitionError}`);
    }
    return result;
  }

  private async stateTransitions(
    ctx: RequestContext,
    orderId: ID,
  ): Promise<Array<{ to: string; at: Date }>> {
    const transitions: Array<{ to: string; at: Date; id: ID }> = [];
    // Vendure's list queries return at most 100 items at a time.
    for (let skip = 0; ; skip += HISTORY_PAGE) {
      const page = await this.history.getHistoryForOrder(ctx, orderId, false, {
        filter: { type: { eq: ORDER_STATE_TRANSITION } },
        skip,
        take: HISTORY_PAGE,
      });
      for (const entry of page.items) {
        transitions.push({ to: String(entry.data.to ?? ''), at: entry.createdAt, id: entry.id });
      }
      if (page.items.length < HISTORY_PAGE || transitions.length >= page.totalItems) break;
    }
    return transitions.sort(
      (a, b) => a.at.getTime() - b.at.getTime() || Number(a.id) - Number(b.id),
    );
  }

  private async ownOrder(ctx: RequestContext, orderId: ID): Promise<Order | undefined> {
    const customer = ctx.activeUserId
      ? await this.customers.findOneByUserId(ctx, ctx.activeUserId)
      : undefined;
    const order = await this.orders.findOne(ctx, orderId, ['customer']);
    if (!customer || !order?.customer || !idsAreEqual(order.customer.id, customer.id)) {
      return undefined;
    }
    return order;
  }

  private async isOwner(ctx: RequestContext, orderId: ID): Promise<boolean> {
    if (!ctx.activeUserId) return false;
    const order = await this.connection.getRepository(ctx, Order).findOne({
      where: { id: orderId },
      relations: { customer: { user: true } },
    });
    const userId = order?.customer?.user?.id;
    return !!userId && idsAreEqual(userId, ctx.activeUserId);
  }
}
