import {
  CacheService,
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

/**
 * Who may read an order by its code (`orderByCode`): the code travels in URLs
 * (`/checkout/success?order=…`), so knowing it proves nothing. A customer's order is readable by
 * that customer's signed-in sessions only, always; a guest's order only by the session that took
 * it to payment, for two hours; nobody else. Vendure's default let anyone read any order for two
 * hours after it was placed, with the buyer's name, street and phone.
 *
 * The guest's session is remembered in Vendure's cache (CacheService): in this process's memory
 * by default, in Redis when the servers share one (REDIS_URL), so any replica answers the guest.
 * Forgotten (a restart without Redis, an evicted entry), a guest's own order is refused too — the
 * shop's checkout signs shoppers in, so guest orders come only from direct Shop API use. Refusing
 * is the safe way to fail.
 */
export class OwnerOnlyOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
  private cache!: CacheService;
  private subscription?: Subscription;

  init(injector: Injector): void {
    this.cache = injector.get(CacheService);
    this.subscription = injector
      .get(EventBus)
      .ofType(OrderStateTransitionEvent)
      .subscribe(({ ctx, order, toState }) => {
        // The guest's own request takes the order to payment; a payment callback that places
        // it later runs in the gateway's request, not the guest's session.
        if (toState !== 'ArrangingPayment' || ctx.activeUserId || !ctx.session) return;
        void this.cache
          .set(placedByKey(order.code), String(ctx.session.id), { ttl: GUEST_ACCESS_MS })
          .catch(() => undefined);
      });
  }

  destroy(): void {
    this.subscription?.unsubscribe();
  }

  async canAccessOrder(ctx: RequestContext, order: Order): Promise<boolean> {
    const ownerUserId = order.customer?.user?.id;
    if (ownerUserId != null)
      return ctx.activeUserId != null && idsAreEqual(ctx.activeUserId, ownerUserId);
    if (ctx.session == null) return false;
    // The cache entry expires with the guest's window (GUEST_ACCESS_MS).
    const placedBySession = await this.cache
      .get<string>(placedByKey(order.code))
      .catch(() => undefined);
    return placedBySession != null && idsAreEqual(placedBySession as ID, ctx.session.id);
  }
}

function placedByKey(code: string): string {
  return `dar:order-placed-by:${code}`;
}
