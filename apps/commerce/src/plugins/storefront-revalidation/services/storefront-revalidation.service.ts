import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  AssetEvent,
  CollectionEvent,
  CollectionModificationEvent,
  CollectionTranslation,
  EventBus,
  FacetEvent,
  FacetValueEvent,
  type ID,
  Logger,
  ProductEvent,
  ProductTranslation,
  ProductVariant,
  ProductVariantEvent,
  ProductVariantPrice,
  ProductVariantPriceEvent,
  PromotionEvent,
  StockMovementEvent,
  TransactionalConnection,
} from '@vendure/core';
import { In, type ObjectLiteral } from 'typeorm';
import {
  collectionTags,
  contentTags,
  facetTags,
  merchandisingTags,
  productTags,
  promotionTags,
  STOREFRONT_TAGS,
} from './revalidation-tags';
import { MerchandisingEvent } from '../../merchandising/events/merchandising.event';
import { ContentEvent } from '../../content/events/content.event';

export const STOREFRONT_REVALIDATION_OPTIONS = Symbol('STOREFRONT_REVALIDATION_OPTIONS');

export interface StorefrontRevalidationOptions {
  /** The storefront's `POST /api/revalidate`; undefined turns the plugin off. */
  url?: string;
  /** Sent as `Authorization: Bearer <secret>`; the storefront compares it in constant time. */
  secret?: string;
  /**
   * Tags of the events within this window go out in one request: one staff save fires several
   * events (product, variants, prices, collection contents), and an import fires thousands.
   */
  batchWindowMs?: number;
  /** A storefront that does not answer within this long is given up on (and logged). */
  timeoutMs?: number;
  /**
   * Each batch's tags go out once more this long after (0: never). A page the storefront was
   * rendering when the edit was saved, from data it read before, is stored after the first
   * request and so counts as fresh until its own revalidation time (5 minutes): two staff saving
   * at once would see one of the edits missing from the shop. The second request expires it.
   */
  resendAfterMs?: number;
}

const loggerCtx = 'StorefrontRevalidation';
const DEFAULT_BATCH_WINDOW_MS = 500;
const DEFAULT_TIMEOUT_MS = 5_000;
/** Longer than a page render of the storefront takes on a busy server. */
const DEFAULT_RESEND_AFTER_MS = 10_000;
/** Marks the second request of a batch (only for logs and tests: the storefront treats it alike). */
export const RESEND_HEADER = 'x-dar-revalidate-resend';

/**
 * Tells the storefront which of its cache tags a staff edit made stale, so the change shows on
 * the shop within seconds without a rebuild. Events are collected for a short window and sent as
 * one `POST { tags }`. A storefront that is down or refuses is logged, never thrown: the edit
 * itself has succeeded, and the storefront's own revalidation time (5 minutes) catches up.
 */
/** What a batch names: fixed tags now, entity ids resolved to slugs once, when it is sent. */
interface Batch {
  tags: Set<string>;
  productIds: Set<ID>;
  variantIds: Set<ID>;
  priceIds: Set<ID>;
  collectionIds: Set<ID>;
  /** Collections whose contents changed: their listings, not the menu. */
  contentCollectionIds: Set<ID>;
}

const emptyBatch = (): Batch => ({
  tags: new Set(),
  productIds: new Set(),
  variantIds: new Set(),
  priceIds: new Set(),
  collectionIds: new Set(),
  contentCollectionIds: new Set(),
});

/**
 * Tells the storefront which of its cache tags a staff edit made stale, so the change shows on
 * the shop within seconds without a rebuild. Events are collected for a short window and sent as
 * one `POST { tags }`; the ids they name are turned into slugs once per batch, so a catalogue
 * import costs a few queries, not one per event. A storefront that is down or refuses is logged,
 * never thrown: the edit itself has succeeded, and the storefront's own revalidation time
 * (5 minutes) catches up.
 */
@Injectable()
export class StorefrontRevalidationService implements OnApplicationBootstrap, OnModuleDestroy {
  private batch = emptyBatch();
  private timer: NodeJS.Timeout | undefined;
  /** Batches sent once, waiting for their second request. */
  private resendTimers = new Set<NodeJS.Timeout>();
  private inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(STOREFRONT_REVALIDATION_OPTIONS)
    private readonly options: StorefrontRevalidationOptions,
    private readonly eventBus: EventBus,
    private readonly connection: TransactionalConnection,
  ) {}

  get enabled(): boolean {
    return Boolean(this.options.url && this.options.secret);
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    const on = <T>(
      source: { subscribe(next: (event: T) => void): unknown },
      collect: (event: T, batch: Batch) => void,
    ) =>
      source.subscribe((event) => {
        collect(event, this.batch);
        this.schedule();
      });
    const addAll = <V>(set: Set<V>, values: Iterable<V>) => {
      for (const value of values) set.add(value);
    };

    on(this.eventBus.ofType(ProductEvent), (event, batch) => batch.productIds.add(event.entity.id));
    on(this.eventBus.ofType(ProductVariantEvent), (event, batch) =>
      addAll(
        batch.variantIds,
        event.entity.map((variant) => variant.id),
      ),
    );
    on(this.eventBus.ofType(ProductVariantPriceEvent), (event, batch) =>
      addAll(
        batch.priceIds,
        event.entity.map((price) => price.id),
      ),
    );
    // Stock decides "in stock" on the product page (and its JSON-LD availability).
    on(this.eventBus.ofType(StockMovementEvent), (event, batch) =>
      addAll(
        batch.variantIds,
        event.stockMovements.map((movement) => movement.productVariant.id),
      ),
    );
    on(this.eventBus.ofType(CollectionEvent), (event, batch) =>
      batch.collectionIds.add(event.entity.id),
    );
    // Its contents changed (filters applied by the job queue): its listing pages.
    on(this.eventBus.ofType(CollectionModificationEvent), (event, batch) =>
      batch.contentCollectionIds.add(event.collection.id),
    );
    on(this.eventBus.ofType(PromotionEvent), (_event, batch) =>
      addAll(batch.tags, promotionTags()),
    );
    // A banner, super banner, alert strip or wheel segment saved, deleted, or starting or ending
    // now: the home page and the shell's alert strip.
    on(this.eventBus.ofType(MerchandisingEvent), (_event, batch) =>
      addAll(batch.tags, merchandisingTags()),
    );
    // A page, a question or a blog post saved or deleted: its own page, the FAQ or the blog.
    on(this.eventBus.ofType(ContentEvent), (event, batch) =>
      addAll(batch.tags, contentTags(event.kind, event.slugs)),
    );
    on(this.eventBus.ofType(FacetEvent), (_event, batch) => addAll(batch.tags, facetTags()));
    on(this.eventBus.ofType(FacetValueEvent), (_event, batch) => addAll(batch.tags, facetTags()));
    // Finding every product, collection and banner that shows a picture costs more than it
    // saves: an edited or deleted picture is rare, so it expires the whole catalogue.
    on(this.eventBus.ofType(AssetEvent), (event, batch) => {
      if (event.type !== 'created') batch.tags.add(STOREFRONT_TAGS.catalogue);
    });
  }

  async onModuleDestroy(): Promise<void> {
    // The second requests are a safety net for renders under way; a stopping server skips them.
    for (const timer of this.resendTimers) clearTimeout(timer);
    this.resendTimers.clear();
    await this.flush();
  }

  /** Sends what is pending now, and waits for every request under way. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.batch;
    this.batch = emptyBatch();
    const sending = this.resolve(batch)
      .then((tags) => {
        if (tags.length === 0) return undefined;
        this.scheduleResend(tags);
        return this.send(tags);
      })
      .catch((error: unknown) =>
        Logger.warn(`Could not work out the storefront's tags: ${String(error)}`, loggerCtx),
      )
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
    await Promise.all([...this.inFlight]);
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.batchWindowMs ?? DEFAULT_BATCH_WINDOW_MS);
    // A pending batch must not keep a stopping process alive; onModuleDestroy sends it.
    this.timer.unref?.();
  }

  /** One timer per batch: each batch's second request comes its whole delay after its first. */
  private scheduleResend(tags: string[]): void {
    const delay = this.options.resendAfterMs ?? DEFAULT_RESEND_AFTER_MS;
    if (delay <= 0) return;
    const timer = setTimeout(() => {
      this.resendTimers.delete(timer);
      const sending = this.send(tags, true).finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    }, delay);
    this.resendTimers.add(timer);
    timer.unref?.();
  }

  private async resolve(batch: Batch): Promise<string[]> {
    const tags = new Set(batch.tags);
    const productIds = new Set<ID>(batch.productIds);
    const repository = <T extends ObjectLiteral>(entity: new () => T) =>
      this.connection.rawConnection.getRepository(entity);

    if (batch.priceIds.size > 0) {
      const prices = await repository(ProductVariantPrice).find({
        where: { id: In([...batch.priceIds]) },
        relations: { variant: true },
        select: { id: true, variant: { id: true, productId: true } },
      });
      for (const price of prices) if (price.variant) productIds.add(price.variant.productId);
    }
    if (batch.variantIds.size > 0) {
      const variants = await repository(ProductVariant).find({
        where: { id: In([...batch.variantIds]) },
        select: { id: true, productId: true },
        withDeleted: true,
      });
      for (const variant of variants) productIds.add(variant.productId);
    }
    if (productIds.size > 0) {
      const translations = await repository(ProductTranslation).find({
        where: { base: { id: In([...productIds]) } },
        select: { id: true, slug: true },
      });
      for (const tag of productTags(translations.map((translation) => translation.slug))) {
        tags.add(tag);
      }
    }
    const collectionSlugs = async (ids: Set<ID>) =>
      ids.size === 0
        ? []
        : (
            await repository(CollectionTranslation).find({
              where: { base: { id: In([...ids]) } },
              select: { id: true, slug: true },
            })
          ).map((translation) => translation.slug);
    if (batch.collectionIds.size > 0) {
      for (const tag of collectionTags(await collectionSlugs(batch.collectionIds))) tags.add(tag);
    }
    for (const slug of await collectionSlugs(batch.contentCollectionIds)) {
      tags.add(STOREFRONT_TAGS.collection(slug));
    }
    return [...tags];
  }

  private send(tags: string[], resend = false): Promise<void> {
    const { url, secret } = this.options;
    if (!url || !secret) return Promise.resolve();
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${secret}`,
        ...(resend ? { [RESEND_HEADER]: '1' } : {}),
      },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
      .then((response) => {
        if (!response.ok) {
          Logger.warn(
            `The storefront refused to revalidate ${tags.length} tags: HTTP ${response.status}`,
            loggerCtx,
          );
        } else {
          Logger.verbose(`Storefront revalidated: ${tags.join(', ')}`, loggerCtx);
        }
      })
      .catch((error: unknown) =>
        Logger.warn(
          `Could not reach the storefront to revalidate ${tags.length} tags: ${String(error)}`,
          loggerCtx,
        ),
      );
  }
}
