import { Injectable } from '@nestjs/common';
import {
  CollectionService,
  idsAreEqual,
  OrderLine,
  type PaginatedList,
  Product,
  ProductService,
  type Promotion,
  PromotionService,
  ProductVariant,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { Brackets } from 'typeorm';
import {
  BEST_SELLERS_FALLBACK_COLLECTION,
  BEST_SELLING_WINDOW_DAYS,
  daysAgo,
  type ListingOptions,
  type Page,
  pageOf,
} from './listing-options';
import { ProductViewsService } from './product-views.service';
import { idsOf, onlyShownProducts, type RankedIds } from './shown-products';

/**
 * The product listings of the home and listing pages. Each ranks product ids with one indexed SQL
 * query (plus a count), pages in SQL, then loads only that page's products through
 * ProductService, so a client can select any Product field.
 */
@Injectable()
export class ListingsService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly products: ProductService,
    private readonly promotions: PromotionService,
    private readonly views: ProductViewsService,
    private readonly collections: CollectionService,
  ) {}

  /**
   * Products by their views; `filled`, a list short of the page is completed with the newest
   * products (a shop few have watched yet still shows a full rail).
   */
  async mostWatched(
    ctx: RequestContext,
    options?: ListingOptions,
    filled = false,
  ): Promise<PaginatedList<Product>> {
    const page = pageOf(options);
    const rank = (p: Page) => this.views.mostWatched(ctx, p);
    return this.load(ctx, filled ? await this.filledIds(ctx, page, [rank]) : await rank(page));
  }

  /**
   * The viewer's own list (see ProductViewsService.forViewer); with no history, the shop's most
   * watched products, and in a shop nobody has watched yet, the newest.
   */
  async mostWatchedForUser(
    ctx: RequestContext,
    options?: ListingOptions,
  ): Promise<PaginatedList<Product>> {
    const page = pageOf(options);
    const ranked =
      (await this.views.forViewer(ctx, page)) ??
      (await this.nonEmpty(this.views.mostWatched(ctx, page))) ??
      (await this.newestIds(ctx, page));
    return this.load(ctx, ranked);
  }

  /**
   * Products by the quantity sold in orders placed in the last {@link BEST_SELLING_WINDOW_DAYS}
   * days, cancelled orders left out (a line's current quantity, so cancelled lines do not count).
   * `filled`, a list short of the page is completed with the curated collections' products, then
   * the newest.
   */
  async bestSelling(
    ctx: RequestContext,
    options?: ListingOptions,
    filled = false,
  ): Promise<PaginatedList<Product>> {
    const page = pageOf(options);
    const rank = (p: Page) => this.bestSellingIds(ctx, p);
    return this.load(
      ctx,
      filled
        ? await this.filledIds(ctx, page, [rank, (p) => this.curatedIds(ctx, p)])
        : await rank(page),
    );
  }

  private async bestSellingIds(ctx: RequestContext, page: Page): Promise<RankedIds> {
    const sold = () => {
      const qb = this.connection
        .getRepository(ctx, OrderLine)
        .createQueryBuilder('line')
        .innerJoin('line.order', 'placed')
        .innerJoin('placed.channels', 'orderChannel', 'orderChannel.id = :channelId', {
          channelId: ctx.channelId,
        })
        .innerJoin('line.productVariant', 'variant')
        .innerJoin(Product, 'product', 'product.id = variant.productId')
        .where('placed.orderPlacedAt >= :since', { since: daysAgo(BEST_SELLING_WINDOW_DAYS) })
        .andWhere('placed.state != :cancelled', { cancelled: 'Cancelled' })
        .andWhere('line.quantity > 0');
      return onlyShownProducts(ctx, qb, 'product');
    };
    const rows = await sold()
      .select('variant.productId', 'productId')
      .groupBy('variant.productId')
      .orderBy('SUM(line.quantity)', 'DESC')
      .addOrderBy('variant.productId', 'ASC')
      .offset(page.skip)
      .limit(page.take)
      .getRawMany<{ productId: string }>();
    const total = await sold()
      .select('COUNT(DISTINCT variant.productId)', 'total')
      .getRawOne<{ total: string | number }>();
    return { ids: idsOf(rows), totalItems: Number(total?.total ?? 0) };
  }

  /**
   * The products of the curated collections ({@link BEST_SELLERS_FALLBACK_COLLECTION} and the
   * collections under it), in the collections' order; none when the shop has no such collection.
   */
  private async curatedIds(ctx: RequestContext, page: Page): Promise<RankedIds> {
    const parent = await this.collections.findOneBySlug(ctx, BEST_SELLERS_FALLBACK_COLLECTION);
    if (!parent) return { ids: [], totalItems: 0 };
    const collectionIds = [
      parent.id,
      ...(await this.collections.getDescendants(ctx, parent.id)).map((child) => child.id),
    ];
    const curated = () =>
      onlyShownProducts(
        ctx,
        this.connection
          .getRepository(ctx, ProductVariant)
          .createQueryBuilder('variant')
          .innerJoin('variant.collections', 'collection', 'collection.id IN (:...collectionIds)', {
            collectionIds,
          })
          .innerJoin(Product, 'product', 'product.id = variant.productId')
          .where('variant.deletedAt IS NULL'),
        'product',
      );
    const rows = await curated()
      .select('variant.productId', 'productId')
      .groupBy('variant.productId')
      .orderBy('MIN(collection.position)', 'ASC')
      .addOrderBy('variant.productId', 'ASC')
      .offset(page.skip)
      .limit(page.take)
      .getRawMany<{ productId: string }>();
    const total = await curated()
      .select('COUNT(DISTINCT variant.productId)', 'total')
      .getRawOne<{ total: string | number }>();
    return { ids: idsOf(rows), totalItems: Number(total?.total ?? 0) };
  }

  /**
   * One list made of `rankings` in turn, then the newest products, each product once: the page
   * is cut from it, and its length is every shown product's (the newest cover them all).
   */
  private async filledIds(
    ctx: RequestContext,
    page: Page,
    rankings: ReadonlyArray<(page: Page) => Promise<RankedIds>>,
  ): Promise<RankedIds> {
    const end = page.skip + page.take;
    const ids: string[] = [];
    for (const rank of [...rankings, (p: Page) => this.newestIds(ctx, p)]) {
      // Enough of this ranking to fill the page even if all that came before reappear in it.
      const ranked = await rank({ skip: 0, take: end + ids.length });
      for (const id of ranked.ids) {
        if (ids.length < end && !ids.includes(id)) ids.push(id);
      }
      if (ids.length >= end) break;
    }
    return { ids: ids.slice(page.skip, end), totalItems: await this.shownProducts(ctx).getCount() };
  }

  async newArrivals(
    ctx: RequestContext,
    options?: ListingOptions,
  ): Promise<PaginatedList<Product>> {
    return this.load(ctx, await this.newestIds(ctx, pageOf(options)));
  }

  /**
   * Products with a variant on offer: sold below the product's `originalPrice` (the "was" price,
   * VAT included, compared with the variant's price with VAT), or discounted by an active
   * promotion without a coupon code whose action names the variant (products_percentage_discount)
   * or facet values it has (facet_based_discount). Newest products first.
   *
   * Prices with VAT and facet values come from the search index (the variant's rows), as `search`
   * shows them.
   */
  async specialOffers(
    ctx: RequestContext,
    options?: ListingOptions,
  ): Promise<PaginatedList<Product>> {
    const page = pageOf(options);
    const discounts = await this.promotedTargets(ctx);
    const onOffer = () => {
      const qb = this.connection
        .getRepository(ctx, Product)
        .createQueryBuilder('product')
        .innerJoin(
          'SearchIndexItem',
          'si',
          'si.productId = product.id AND si.channelId = :channelId AND si.enabled = :siEnabled',
          { channelId: ctx.channelId, siEnabled: true },
        )
        .where(
          new Brackets((offer) => {
            offer.where('product.customFields.originalPrice > si.priceWithTax');
            if (discounts.variantIds.length) {
              offer.orWhere('si.productVariantId IN (:...promotedVariantIds)', {
                promotedVariantIds: discounts.variantIds,
              });
            }
            discounts.facetValueSets.forEach((set, setIndex) => {
              offer.orWhere(
                new Brackets((all) => {
                  set.forEach((facetValueId, index) => {
                    const name = `promotedFacet${setIndex}_${index}`;
                    all.andWhere(`(',' || si.facetValueIds || ',') LIKE :${name}`, {
                      [name]: `%,${facetValueId},%`,
                    });
                  });
                }),
              );
            });
          }),
        );
      return onlyShownProducts(ctx, qb, 'product');
    };
    const rows = await onOffer()
      .select('product.id', 'productId')
      .groupBy('product.id')
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .offset(page.skip)
      .limit(page.take)
      .getRawMany<{ productId: string }>();
    const total = await onOffer()
      .select('COUNT(DISTINCT product.id)', 'total')
      .getRawOne<{ total: string | number }>();
    return this.load(ctx, { ids: idsOf(rows), totalItems: Number(total?.total ?? 0) });
  }

  /** Every product a shopper may see, as a query on `product`. */
  private shownProducts(ctx: RequestContext) {
    return onlyShownProducts(
      ctx,
      this.connection.getRepository(ctx, Product).createQueryBuilder('product'),
      'product',
    );
  }

  private async newestIds(ctx: RequestContext, page: Page): Promise<RankedIds> {
    const newest = () => this.shownProducts(ctx);
    const rows = await newest()
      .select('product.id', 'productId')
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .offset(page.skip)
      .limit(page.take)
      .getRawMany<{ productId: string }>();
    return { ids: idsOf(rows), totalItems: await newest().getCount() };
  }

  private async nonEmpty(ranked: Promise<RankedIds>): Promise<RankedIds | undefined> {
    const result = await ranked;
    return result.totalItems > 0 ? result : undefined;
  }

  /** What the channel's running, coupon-free promotions discount, by variant or facet values. */
  private async promotedTargets(
    ctx: RequestContext,
  ): Promise<{ variantIds: string[]; facetValueSets: string[][] }> {
    const now = new Date();
    const running = (await this.promotions.getActivePromotionsInChannel(ctx)).filter(
      (promotion: Promotion) =>
        !promotion.couponCode &&
        (!promotion.startsAt || promotion.startsAt <= now) &&
        (!promotion.endsAt || promotion.endsAt > now),
    );
    const variantIds = new Set<string>();
    const facetValueSets: string[][] = [];
    for (const promotion of running) {
      for (const action of promotion.actions) {
        if (action.code === 'products_percentage_discount') {
          for (const id of idList(argument(action.args, 'productVariantIds'))) variantIds.add(id);
        }
        if (action.code === 'facet_based_discount') {
          const set = idList(argument(action.args, 'facets'));
          if (set.length) facetValueSets.push(set);
        }
      }
    }
    return { variantIds: [...variantIds], facetValueSets };
  }

  /** The page's products in ranked order (ProductService translates and checks the channel). */
  private async load(ctx: RequestContext, ranked: RankedIds): Promise<PaginatedList<Product>> {
    if (!ranked.ids.length) return { items: [], totalItems: ranked.totalItems };
    const found = await this.products.findByIds(ctx, ranked.ids);
    const items = ranked.ids
      .map((id) => found.find((product) => idsAreEqual(product.id, id)))
      .filter((product) => product != null);
    return { items, totalItems: ranked.totalItems };
  }
}

function argument(args: Array<{ name: string; value: string }>, name: string): string {
  return args.find((arg) => arg.name === name)?.value ?? '[]';
}

/** A list argument of a configurable operation is stored as a JSON array of ids. */
function idList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
