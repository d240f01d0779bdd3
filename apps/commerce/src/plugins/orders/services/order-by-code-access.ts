import {
  EventBus,
  type ID,
  idsAreEqual,
  type Injector,
  type Order,
  type OrderByCodeAccessStrategy,
  OrderStateTransitionEvent,
  type RequestContext,
} from '@vendure/core';
import type { Subscription } from 'rxjs';

/** How long a guest's session may read the order it placed (the success page, its emails). */
const GUEST_ACCESS_MS = 2 * 60 * 60 * 1000;
/** Guest orders remembered at once; the oldest are forgotten first. */
const MAX_REMEMBERED = 10_000;

/**
 * Who may read an order by its code (`orderByCode`): the code travels in URLs
 * (`/checkout/success?order=…`), so knowing it proves nothing. A customer's order is readable by
 * that customer's signed-in sessions only, always; a guest's order only by the session that took
 * it to payment, for two hours; nobody else. Vendure's default let anyone read any order for two
 * hours after it was placed, with the buyer's name, street and phone.
 *
 * The guest's session is remembered in this process's memory: after a restart, or on another
 * instance, a guest's own order is refused too (the shop's checkout signs shoppers in, so guest
 * orders come only from direct Shop API use). Refusing is the safe way to fail.
 */
export class OwnerOnlyOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
  private readonly placedBy = new Map<string, { sessionId: ID; at: number }>();
  private subscription?: Subscription;

  init(injector: Injector): void {
    this.subscription = injector
      .get(EventBus)
      .ofType(OrderStateTransitionEvent)
      .subscribe(({ ctx, order, toState }) => {
        // The guest's own request takes the order to payment; a payment callback that places
        // it later runs in the gateway's request, not the guest's session.
        if (toState !== 'ArrangingPayment' || ctx.activeUserId || !ctx.session) return;
        this.placedBy.delete(order.code);
        this.placedBy.set(order.code, { sessionId: ctx.session.id, at: Date.now() });
        if (this.placedBy.size > MAX_REMEMBERED) {
          this.placedBy.delete(this.placedBy.keys().next().value!);
        }
      });
  }

  destroy(): void {
    this.subscription?.unsubscribe();
  }

  canAccessOrder(ctx: RequestContext, order: Order): boolean {
    const ownerUserId = order.customer?.user?.id;
    if (ownerUserId != null)
      return ctx.activeUserId != null && idsAreEqual(ctx.activeUserId, ownerUserId);
    const placed = this.placedBy.get(order.code);
    return (
      placed != null &&
      ctx.session != null &&
      idsAreEqual(placed.sessionId, ctx.session.id) &&
      Date.now() - placed.at < GUEST_ACCESS_MS
    );
  }
}
