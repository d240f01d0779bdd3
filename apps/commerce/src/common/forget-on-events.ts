import { type CacheService, type EventBus, Logger, type VendureEvent } from '@vendure/core';
import { merge, type Subscription } from 'rxjs';

/** An event class, as EventBus.ofType takes it. */
export type EventType = Parameters<EventBus['ofType']>[0];

/** See forgetOnEvents: shorter than the storefront revalidation's batch window (500 ms). */
const SECOND_FORGET_MS = 250;

/** The tags an event forgets: one tag for every event, or each event's own (a promise). */
export type TagsOfEvent = string | ((event: VendureEvent) => Promise<readonly string[]>);

/**
 * What else forgets with the cache, at each of its two passes: the tags forgotten and the time
 * the event was received (what was computed before it is out of date).
 */
export type AlsoForget = (tags: readonly string[], eventAt: number) => Promise<void>;

/**
 * Forgets the entries of a Vendure cache tag whenever one of the events is published, in this
 * process (events are published after the edit's transaction commits). The cache is Vendure's
 * CacheService: this process's memory, or Redis shared by every replica when REDIS_URL is set,
 * so an edit on one replica forgets the entries every replica reads. `tags` may instead say which
 * tags each event forgets (the catalogue cache forgets one product's entries at its stock
 * movement).
 *
 * A read that began before the edit's commit may store what it read after the first forgetting;
 * a second forgetting a moment later drops it. `alsoForget` runs with each pass (the catalogue
 * cache's kept product reads).
 */
export function forgetOnEvents(
  cacheService: CacheService,
  eventBus: EventBus,
  events: readonly EventType[],
  tags: TagsOfEvent,
  loggerCtx: string,
  alsoForget?: AlsoForget,
): Subscription {
  const forget = (forgotten: string[], eventAt: number) =>
    Promise.all([cacheService.invalidateTags(forgotten), alsoForget?.(forgotten, eventAt)]).catch(
      (error: unknown) =>
        Logger.warn(
          `Could not forget the cached ${forgotten.join(', ')}: ${String(error)}`,
          loggerCtx,
        ),
    );
  return merge(...events.map((event) => eventBus.ofType<VendureEvent>(event))).subscribe(
    (event) => {
      const eventAt = Date.now();
      void (async () => {
        const forgotten = typeof tags === 'string' ? [tags] : [...(await tags(event))];
        if (forgotten.length === 0) return;
        void forget(forgotten, eventAt);
        setTimeout(() => void forget(forgotten, eventAt), SECOND_FORGET_MS).unref();
      })().catch((error: unknown) =>
        Logger.warn(`Could not tell what an event forgets: ${String(error)}`, loggerCtx),
      );
    },
  );
}
