import { type CacheService, type EventBus, Logger, type VendureEvent } from '@vendure/core';
import { merge, type Subscription } from 'rxjs';

/** An event class, as EventBus.ofType takes it. */
export type EventType = Parameters<EventBus['ofType']>[0];

/** See forgetOnEvents: shorter than the storefront revalidation's batch window (500 ms). */
const SECOND_FORGET_MS = 250;

/**
 * Forgets the entries of a Vendure cache tag whenever one of the events is published, in this
 * process (events are published after the edit's transaction commits). The cache is Vendure's
 * CacheService: this process's memory, or Redis shared by every replica when REDIS_URL is set,
 * so an edit on one replica forgets the entries every replica reads.
 *
 * A read that began before the edit's commit may store what it read after the first forgetting;
 * a second forgetting a moment later drops it.
 */
export function forgetOnEvents(
  cacheService: CacheService,
  eventBus: EventBus,
  events: readonly EventType[],
  tag: string,
  loggerCtx: string,
): Subscription {
  const forget = () =>
    cacheService
      .invalidateTags([tag])
      .catch((error: unknown) =>
        Logger.warn(`Could not forget the cached ${tag}: ${String(error)}`, loggerCtx),
      );
  return merge(...events.map((event) => eventBus.ofType<VendureEvent>(event))).subscribe(() => {
    void forget();
    setTimeout(() => void forget(), SECOND_FORGET_MS).unref();
  });
}
