import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  type ID,
  Logger,
  Product,
  ProductVariant,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import type { SelectQueryBuilder } from 'typeorm';
import { ProductView } from '../entities/product-view.entity';
import {
  daysAgo,
  MOST_WATCHED_WINDOW_DAYS,
  type Page,
  PERSONAL_HISTORY_DAYS,
  VIEW_DEDUPLICATION_MS,
  VIEW_RETENTION_DAYS,
} from './listing-options';
import { idsOf, onlyShownProducts, type RankedIds } from './shown-products';

/** Most products of one viewer's own history that are read; beyond it the oldest are left out. */
const MAX_PERSONAL_PRODUCTS = 200;

/** Who is looking: a signed-in customer (all their sessions) or a guest's session. */
type Viewer = { customerId: ID } | { sessionId: ID };

@Injectable()
export class ProductViewsService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
  ) {}

  /**
   * Counts a view of a shown product, at most once per session, product and hour (a sliding
   * hour). Returns whether it was counted. A caller without a session is not counted: recording
   * never creates a session (catalogue visitors get none until they need one), and a view that
   * cannot be tied to a session cannot be deduplicated either.
   */
  async record(ctx: RequestContext, productId: ID): Promise<boolean> {
    const sessionId = ctx.session?.id;
    if (sessionId == null) return false;
    if (!(await this.isShown(ctx, productId))) return false;
    const now = new Date();
    const repository = this.connection.getRepository(ctx, ProductView);
    const counted = await repository
      .createQueryBuilder('view')
      .where('view.sessionId = :sessionId', { sessionId })
      .andWhere('view.productId = :productId', { productId })
      .andWhere('view.viewedAt > :since', {
        since: new Date(now.getTime() - VIEW_DEDUPLICATION_MS),
      })
      .getExists();
    if (counted) return false;
    const customer = ctx.activeUserId
      ? await this.customers.findOneByUserId(ctx, ctx.activeUserId)
      : undefined;
    await repository.insert(
      new ProductView({
        productId,
        channelId: ctx.channelId,
        sessionId,
        customerId: customer?.id ?? null,
        viewedAt: now,
      }),
    );
    return true;
  }

  /** Products by their number of counted views in the last {@link MOST_WATCHED_WINDOW_DAYS}. */
  async mostWatched(ctx: RequestContext, page: Page, excluded: string[] = []): Promise<RankedIds> {
    const windowed = () => {
      const qb = this.connection
        .getRepository(ctx, ProductView)
        .createQueryBuilder('view')
        .innerJoin(Product, 'product', 'product.id = view.productId')
        .where('view.channelId = :channelId', { channelId: ctx.channelId })
        .andWhere('view.viewedAt >= :since', { since: daysAgo(MOST_WATCHED_WINDOW_DAYS) });
      if (excluded.length) qb.andWhere('view.productId NOT IN (:...excluded)', { excluded });
      return onlyShownProducts(ctx, qb, 'product');
    };
    const rows = await windowed()
      .select('view.productId', 'productId')
      .groupBy('view.productId')
      .orderBy('COUNT(view.id)', 'DESC')
      .addOrderBy('view.productId', 'ASC')
      .offset(page.skip)
      .limit(page.take)
      .getRawMany<{ productId: string }>();
    const total = await windowed()
      .select('COUNT(DISTINCT view.productId)', 'total')
      .getRawOne<{ total: string | number }>();
    return { ids: idsOf(rows), totalItems: Number(total?.total ?? 0) };
  }

  /**
   * The viewer's own list: the products they viewed most (then most recently), followed by the
   * other products of the collections they viewed, those with the most of their views first
   * (then newest). `undefined` when the viewer has no history: the caller falls back.
   */
  async forViewer(ctx: RequestContext, page: Page): Promise<RankedIds | undefined> {
    const viewer = await this.viewer(ctx);
    if (!viewer) return undefined;
    const own = await this.ownHistory(ctx, viewer);
    if (!own.length) return undefined;

    const weights = await this.collectionWeights(ctx, own);
    const ownIds = own.map((row) => row.productId);
    const fromOwn = ownIds.slice(page.skip, page.skip + page.take);
    const relatedPage: Page = {
      skip: Math.max(0, page.skip - ownIds.length),
      take: page.take - fromOwn.length,
    };
    const related = weights.size
      ? await this.relatedProducts(ctx, weights, ownIds, relatedPage)
      : { ids: [], totalItems: 0 };
    return { ids: [...fromOwn, ...related.ids], totalItems: ownIds.length + related.totalItems };
  }

  /** Deletes views older than any listing reads; called by the nightly scheduled task. */
  async prune(ctx: RequestContext, now = new Date()): Promise<number> {
    const result = await this.connection
      .getRepository(ctx, ProductView)
      .createQueryBuilder()
      .delete()
      .where('viewedAt < :before', { before: daysAgo(VIEW_RETENTION_DAYS, now) })
      .execute();
    const deleted = result.affected ?? 0;
    Logger.verbose(`Pruned ${deleted} product views`, 'ListingsPlugin');
    return deleted;
  }

  private async isShown(ctx: RequestContext, productId: ID): Promise<boolean> {
    const qb = this.connection
      .getRepository(ctx, Product)
      .createQueryBuilder('product')
      .where('product.id = :productId', { productId });
    return onlyShownProducts(ctx, qb, 'product').getExists();
  }

  private async viewer(ctx: RequestContext): Promise<Viewer | undefined> {
    if (ctx.activeUserId) {
      const customer = await this.customers.findOneByUserId(ctx, ctx.activeUserId);
      if (customer) return { customerId: customer.id };
    }
    const sessionId = ctx.session?.id;
    return sessionId == null ? undefined : { sessionId };
  }

  private async ownHistory(
    ctx: RequestContext,
    viewer: Viewer,
  ): Promise<Array<{ productId: string; views: number }>> {
    const qb = this.connection
      .getRepository(ctx, ProductView)
      .createQueryBuilder('view')
      .innerJoin(Product, 'product', 'product.id = view.productId')
      .where('view.channelId = :channelId', { channelId: ctx.channelId })
      .andWhere('view.viewedAt >= :since', { since: daysAgo(PERSONAL_HISTORY_DAYS) });
    if ('customerId' in viewer) {
      qb.andWhere('view.customerId = :customerId', { customerId: viewer.customerId });
    } else {
      qb.andWhere('view.sessionId = :sessionId', { sessionId: viewer.sessionId });
    }
    const rows = await onlyShownProducts(ctx, qb, 'product')
      .select('view.productId', 'productId')
      .addSelect('COUNT(view.id)', 'views')
      .groupBy('view.productId')
      .orderBy('COUNT(view.id)', 'DESC')
      .addOrderBy('MAX(view.viewedAt)', 'DESC')
      .addOrderBy('view.productId', 'ASC')
      .limit(MAX_PERSONAL_PRODUCTS)
      .getRawMany<{ productId: string | number; views: string | number }>();
    return rows.map((row) => ({ productId: String(row.productId), views: Number(row.views) }));
  }

  /** For each public collection holding a viewed product: how many views its products had. */
  private async collectionWeights(
    ctx: RequestContext,
    own: Array<{ productId: string; views: number }>,
  ): Promise<Map<string, number>> {
    const pairs = await this.productCollections(ctx)
      .andWhere('variant.productId IN (:...viewed)', { viewed: own.map((row) => row.productId) })
      .getRawMany<{ product_id: string | number; collection_id: string | number }>();
    const views = new Map(own.map((row) => [row.productId, row.views]));
    const weights = new Map<string, number>();
    for (const pair of pairs) {
      const collectionId = String(pair.collection_id);
      const weight = views.get(String(pair.product_id)) ?? 0;
      weights.set(collectionId, (weights.get(collectionId) ?? 0) + weight);
    }
    return weights;
  }

  /** Distinct (product, collection) pairs of the channel's public collections. */
  private productCollections(ctx: RequestContext): SelectQueryBuilder<ProductVariant> {
    return this.connection
      .getRepository(ctx, ProductVariant)
      .createQueryBuilder('variant')
      .innerJoin('variant.collections', 'collection', 'collection.isPrivate = :private', {
        private: false,
      })
      .innerJoin('collection.channels', 'collectionChannel', 'collectionChannel.id = :channelId', {
        channelId: ctx.channelId,
      })
      .select('variant.productId', 'product_id')
      .addSelect('collection.id', 'collection_id')
      .distinct(true)
      .where('variant.deletedAt IS NULL');
  }

  private async relatedProducts(
    ctx: RequestContext,
    weights: Map<string, number>,
    excluded: string[],
    page: Page,
  ): Promise<RankedIds> {
    const collectionIds = [...weights.keys()];
    const related = () => {
      const pairs = this.productCollections(ctx).andWhere('collection.id IN (:...collectionIds)', {
        collectionIds,
      });
      const qb = this.connection
        .getRepository(ctx, Product)
        .createQueryBuilder('product')
        .innerJoin(`(${pairs.getQuery()})`, 'pair', 'pair.product_id = product.id')
        .setParameters(pairs.getParameters())
        .where('product.id NOT IN (:...excluded)', { excluded });
      return onlyShownProducts(ctx, qb, 'product');
    };
    // Weights are integers computed here, written into the SQL as literals: a bound parameter
    // in THEN has no type PostgreSQL could infer for SUM.
    const affinity = `SUM(CASE ${collectionIds
      .map((_, index) => `WHEN pair.collection_id = :weighted${index} THEN ${weightAt(index)}`)
      .join(' ')} ELSE 0 END)`;
    function weightAt(index: number): number {
      const weight = weights.get(collectionIds[index]!) ?? 0;
      return Number.isSafeInteger(weight) ? weight : 0;
    }
    const weightParameters = Object.fromEntries(
      collectionIds.map((id, index) => [`weighted${index}`, id]),
    );
    const rows =
      page.take > 0
        ? await related()
            .select('product.id', 'productId')
            .setParameters(weightParameters)
            .groupBy('product.id')
            .orderBy(affinity, 'DESC')
            .addOrderBy('product.createdAt', 'DESC')
            .addOrderBy('product.id', 'DESC')
            .offset(page.skip)
            .limit(page.take)
            .getRawMany<{ productId: string }>()
        : [];
    const total = await related()
      .select('COUNT(DISTINCT product.id)', 'total')
      .getRawOne<{ total: string | number }>();
    return { ids: idsOf(rows), totalItems: Number(total?.total ?? 0) };
  }
}
