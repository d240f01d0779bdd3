import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CacheService,
  ChannelEvent,
  ConfigService,
  EventBus,
  Facet,
  FacetEvent,
  FacetTranslation,
  FacetValue,
  FacetValueEvent,
  FacetValueTranslation,
  type ID,
  Product,
  ProductService,
  RequestContext,
  RequestContextCacheService,
  TransactionalConnection,
  type Translated,
  TranslatorService,
  FacetValueService,
} from '@vendure/core';
import { forgetOnEvents } from '../../../common/forget-on-events';

const loggerCtx = 'FacetValueDirectory';
const TAG = 'dar:facet-values';
/** What changes without an event is at most this old. */
const TTL_MS = 60 * 60_000;

/**
 * One facet value of a channel as cached, with its facet: the entities' columns and
 * translations as JSON (dates as ISO strings, as the API prints them), so that any field a
 * client asks of them is there; the type names what this service reads.
 */
type Entry = {
  id: string | number;
  code: string;
  translations: Array<Record<string, string | number>>;
  facet: {
    id: string | number;
    code: string;
    isPrivate: boolean;
    translations: Array<Record<string, string | number>>;
  };
};

/**
 * The facet values of each channel with their facets (codes, names, whether the facet is
 * private: a few dozen rows, whatever the number of products), read once and kept in Vendure's
 * cache — this process's memory, or Redis shared by every replica — so a product's facet values
 * cost no query of their own. Vendure's `Product.facetValues` read the product's facet values
 * again (two queries), then the same values in the channel with their facets (two more), although
 * the product query had just loaded them. Facet and facet value events (and channel events: a
 * value assigned to a channel) forget the directory on every replica.
 */
@Injectable()
export class FacetValueDirectoryService implements OnApplicationBootstrap {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly cacheService: CacheService,
    private readonly requestCache: RequestContextCacheService,
    private readonly configService: ConfigService,
    private readonly translator: TranslatorService,
    private readonly productService: ProductService,
    private readonly facetValueService: FacetValueService,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    forgetOnEvents(
      this.cacheService,
      this.eventBus,
      [FacetEvent, FacetValueEvent, ChannelEvent],
      TAG,
      loggerCtx,
    );
  }

  /**
   * What Vendure's `Product.facetValues` answers in the Shop API: the product's facet values in
   * the request's channel whose facet is public, translated, in id order (the order Vendure's
   * query returned them in).
   */
  async ofProduct(ctx: RequestContext, product: Product): Promise<Array<Translated<FacetValue>>> {
    if (product.facetValues?.length === 0) return [];
    const { customFields } = this.configService;
    // Custom fields are not in the directory: a shop with some asks Vendure.
    if (customFields.FacetValue?.length || customFields.Facet?.length) {
      const values = await this.productService.getFacetValuesForProduct(ctx, product.id);
      const inChannel = await this.facetValueService.findByIds(
        ctx,
        values.map((value) => value.id),
      );
      return inChannel.filter((value) => !value.facet.isPrivate);
    }
    // The product query loaded them when the client asked for them (its relations).
    const ids = product.facetValues
      ? product.facetValues.map((value) => value.id)
      : await this.idsOfProduct(ctx, product.id);
    const directory = new Map(
      (await this.directory(ctx)).map((entry) => [String(entry.id), entry]),
    );
    return ids
      .map((id) => directory.get(String(id)))
      .filter((entry): entry is Entry => !!entry && !entry.facet.isPrivate)
      .sort((a, b) => Number(a.id) - Number(b.id) || String(a.id).localeCompare(String(b.id)))
      .map((entry) => this.translate(ctx, entry));
  }

  private async idsOfProduct(ctx: RequestContext, productId: ID): Promise<ID[]> {
    const rows = await this.connection
      .getRepository(ctx, Product)
      .createQueryBuilder('product')
      .innerJoin('product.facetValues', 'facetValue')
      .select('facetValue.id', 'id')
      .where('product.id = :productId', { productId })
      .getRawMany<{ id: ID }>();
    return rows.map((row) => row.id);
  }

  /** The channel's facet values; read from the database (once per request at most) when not cached. */
  private async directory(ctx: RequestContext): Promise<Entry[]> {
    const key = `${TAG}:${ctx.channelId}`;
    return this.requestCache.get(ctx, key, async () => {
      const cached = await this.cacheService.get<Entry[]>(key).catch(() => undefined);
      if (cached) return cached;
      const values = await this.connection
        .getRepository(ctx, FacetValue)
        .createQueryBuilder('value')
        .leftJoinAndSelect('value.translations', 'translation')
        .innerJoinAndSelect('value.facet', 'facet')
        .leftJoinAndSelect('facet.translations', 'facetTranslation')
        .innerJoin('value.channels', 'channel', 'channel.id = :channelId', {
          channelId: ctx.channelId,
        })
        .getMany();
      // Plain JSON, whichever cache stores it (the in-memory one keeps the object itself).
      const entries = JSON.parse(JSON.stringify(values)) as Entry[];
      await this.cacheService.set<Entry[]>(key, entries, { ttl: TTL_MS, tags: [TAG] }).catch(() => {
        // Unreachable Redis: the next request reads the directory again.
      });
      return entries;
    });
  }

  /** An entry as Vendure's entities, translated by Vendure's own rules. */
  private translate(ctx: RequestContext, entry: Entry): Translated<FacetValue> {
    const value = new FacetValue({
      ...entry,
      translations: entry.translations.map(
        (translation) => new FacetValueTranslation(translation as Partial<FacetValueTranslation>),
      ),
      facet: new Facet({
        ...entry.facet,
        translations: entry.facet.translations.map(
          (translation) => new FacetTranslation(translation as Partial<FacetTranslation>),
        ),
      } as Partial<Facet>),
    } as Partial<FacetValue>);
    return this.translator.translate(value, ctx, ['facet']);
  }
}
