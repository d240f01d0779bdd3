import { createHash } from 'node:crypto';
import accepts from 'accepts';
import bodyParser from 'body-parser';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  AssetEvent,
  AutoIncrementIdStrategy,
  CacheService,
  ChannelEvent,
  CollectionEvent,
  CollectionModificationEvent,
  EventBus,
  FacetEvent,
  FacetValueEvent,
  GlobalSettingsEvent,
  Logger,
  PluginCommonModule,
  ProductChannelEvent,
  ProductEvent,
  ProductOptionEvent,
  ProductOptionGroupEvent,
  ProductVariant,
  ProductVariantChannelEvent,
  ProductVariantEvent,
  ProductVariantPrice,
  ProductVariantPriceEvent,
  PromotionEvent,
  StockMovementEvent,
  TaxRateEvent,
  TransactionalConnection,
  VendurePlugin,
} from '@vendure/core';
import type { ID, VendureEvent } from '@vendure/core';
import type { ApiOptions, Middleware } from '@vendure/core';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { type FieldNode, type OperationDefinitionNode } from 'graphql';
import { forgetOnEvents } from '../../common/forget-on-events';
import { declaresTooLarge, setSecurityHeaders } from '../../common/http-hardening';
import {
  KEPT_HEADERS,
  type KeptAnswer,
  KeptProductChange,
  KeptProductRead,
  KeptProductReads,
  type KeptRequest,
} from './kept-product-reads';

/**
 * Shop API reads that repeat are answered from Vendure's cache (CacheService: this process's
 * memory, or Redis shared by every replica when REDIS_URL is set), so a listing or a product that
 * many shoppers open costs the database and the resolvers once per catalogue change, not once per
 * request (issue 30: search and product reads at 10,000 products).
 *
 * What is cached, and why it is safe:
 * - Only queries whose every root field is one of {@link CACHEABLE_ROOT_FIELDS}: Vendure's
 *   catalogue, the same for every anonymous shopper. Rankings that move with each view
 *   (most watched), the merchandising that follows a clock and anything personal are not.
 * - Only anonymous requests: no session cookie, no Authorization header. A signed-in shopper's
 *   prices may depend on their tax zone; the storefront's cached catalogue pages send no cookie,
 *   and those are the reads that repeat.
 * - The key is the whole request: the printed document, the operation, the variables, the
 *   query string (language, currency), the channel token, and the host the asset URLs are made
 *   from.
 *   (Vendure makes asset URLs absolute after every plugin has seen the response, again on a hit:
 *   a no-op for a URL that already has the prefix of the same host.)
 * - An event about products — a sale's or a cancellation's stock movement, an edit of a product,
 *   its variants, their prices or channels — forgets those products' own reads and every listing
 *   (search, lists, collections, facets; a product read that found nothing), and nothing else:
 *   every order moves stock, and forgetting the whole catalogue at each would make most reads
 *   first reads in a shop that sells. A product read is tagged with the products it answered,
 *   by their IDs, unless its document reaches other products (a collection's `productVariants`):
 *   then it is a listing. Any other catalogue event
 *   (collections, facets, pictures, promotions, tax rates, channels, options, settings) forgets
 *   every entry at once: those edits are rare, and what they touch runs through every page. When
 *   the products an event is about cannot be told, it forgets everything too. The storefront is
 *   told of the same events half a second later (storefront-revalidation), so what it reads
 *   again is already fresh.
 * - Every entry also expires after the TTL (SHOP_READ_CACHE_TTL, seconds): what changes without
 *   an event — the search index, rebuilt by a job after the edit's event; a promotion's start
 *   date — is at most that old.
 * - A found product's answer is also kept in the database until the product changes, and read
 *   again in the background when it has ({@link KeptProductReads}): a product nobody opened in
 *   the last TTL is answered from there, not read in full.
 * The query-cost check runs before the cache is asked (didResolveOperation), so a hit never lets
 * past a query that a miss would refuse. A response with errors is never stored.
 *
 * A hit is answered before Express, Nest and Apollo see the request ({@link answerBeforeExpress}):
 * the GraphQL pipeline (parsing, validation, the cost check, Apollo's plugins) cost a hit ~1.3 ms
 * of the process's one thread, which 10 shoppers at once queue behind, Nest's own middleware
 * (i18next's instance made for each request) another ~0.6 ms, and Express itself the rest of the
 * tail: it changes the prototype of every request and response it handles, which keeps them alive
 * through V8's young-generation collections, so each of those stopped the thread for ~12 ms; with
 * hits answered ahead of it, ~3.6 ms (docs/benchmarks.md, "Commerce server"). The early answer
 * can only give what Apollo stored, and Apollo stores only an answer to the same document,
 * operation and variables that passed validation and the cost check, so what it answers was
 * checked.
 */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'product',
  'products',
  'search',
  'collection',
  'collections',
  'facet',
  'facets',
]);

/** Tag of every entry, for forgetting them all at once. */
const TAG = 'dar:shop-read';
/** Tag of every entry but a found product's: forgotten by any event about products. */
const LISTING_TAG = 'dar:shop-read:listing';
/** Tag of the reads that answered one product. */
export const productTag = (id: ID): string => `dar:shop-read:product:${String(id)}`;
/** A response larger than this is not worth keeping (a crafted query could fill memory). */
const MAX_ENTRY_BYTES = 512 * 1024;
/**
 * Response header telling a caller (tests, the benchmark) whether the cache answered: `hit` (the
 * read cache), `kept` (a kept product read), `miss`.
 */
export const CACHE_HEADER = 'x-dar-shop-cache';
/** Name of a hit's Server-Timing metric (the middleware's hits only). */
export const SERVER_TIMING_NAME = 'dar-shop-cache';

const loggerCtx = 'CatalogueCache';

/** Events about some products: they forget those products' reads and the listings. */
const PRODUCT_EVENTS = [
  ProductEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  ProductChannelEvent,
  ProductVariantChannelEvent,
  StockMovementEvent,
] as const;

/** Events that forget every entry. */
const CATALOGUE_EVENTS = [
  ProductOptionEvent,
  ProductOptionGroupEvent,
  CollectionEvent,
  CollectionModificationEvent,
  FacetEvent,
  FacetValueEvent,
  AssetEvent,
  PromotionEvent,
  TaxRateEvent,
  ChannelEvent,
  GlobalSettingsEvent,
] as const;

export interface CatalogueCacheOptions {
  /** Seconds an entry lives; 0 turns the cache off. */
  ttlSeconds: number;
}

type ApolloPlugin = NonNullable<ApiOptions['apolloServerPlugins']>[number];

/** Set when the plugin boots: Apollo's plugin is created with the config, before Nest's services. */
let cache: CacheService | undefined;
/** The kept product reads, set when the plugin boots with the cache on. */
let kept: KeptProductReads | undefined;
/** An entry's lifetime in the read cache, in ms. */
let ttlMs = 0;
/** The Shop API's path (`/shop-api`), from the config. */
let shopApiRoute = '/shop-api';

@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  // The table is there whether or not the cache is on, so that the migrations match.
  entities: [KeptProductRead, KeptProductChange],
  configuration: (config) => {
    const ids = config.entityOptions.entityIdStrategy ?? config.entityIdStrategy;
    if (
      CatalogueCachePlugin.options.ttlSeconds > 0 &&
      ids &&
      !(ids instanceof AutoIncrementIdStrategy)
    ) {
      // Vendure encodes the IDs of a response after every plugin has seen it; a stored answer
      // would be encoded twice. The shop uses plain IDs; another strategy goes without the cache.
      Logger.warn('Shop API read cache off: IDs are encoded (entityIdStrategy)', loggerCtx);
    } else if (CatalogueCachePlugin.options.ttlSeconds > 0) {
      config.apiOptions.apolloServerPlugins = [
        ...(config.apiOptions.apolloServerPlugins ?? []),
        shopReadCachePlugin(CatalogueCachePlugin.options.ttlSeconds * 1000),
      ];
      shopApiRoute = `/${config.apiOptions.shopApiPath ?? 'shop-api'}`;
      config.apiOptions.middleware = [
        ...(config.apiOptions.middleware ?? []),
        earlyParseErrorMiddleware(shopApiRoute),
      ];
    }
    return config;
  },
})
export class CatalogueCachePlugin implements OnApplicationBootstrap, OnApplicationShutdown {
  static options: CatalogueCacheOptions = { ttlSeconds: 0 };

  static init(options: CatalogueCacheOptions): typeof CatalogueCachePlugin {
    CatalogueCachePlugin.options = options;
    return CatalogueCachePlugin;
  }

  constructor(
    private readonly cacheService: CacheService,
    private readonly eventBus: EventBus,
    private readonly adapterHost: HttpAdapterHost,
    private readonly connection: TransactionalConnection,
  ) {}

  onApplicationBootstrap(): void {
    if (CatalogueCachePlugin.options.ttlSeconds <= 0) return;
    cache = this.cacheService;
    ttlMs = CatalogueCachePlugin.options.ttlSeconds * 1000;
    kept = new KeptProductReads(this.connection);
    // The worker has no HTTP server: it marks kept reads stale, and the servers read them again.
    const adapter = this.adapterHost.httpAdapter;
    if (adapter) {
      const server = adapter.getHttpServer() as Server;
      const express = adapter.getInstance() as RequestListener;
      if (!answerBeforeExpress(server, express, shopApiRoute)) {
        Logger.warn(
          'Shop API read cache: hits go through Express (no Express listener)',
          loggerCtx,
        );
      }
      kept.start(server);
    }
    // The storefront is told of the same events half a second later (storefront-revalidation).
    const markKept = markKeptReadsStale(kept);
    forgetOnEvents(this.cacheService, this.eventBus, CATALOGUE_EVENTS, TAG, loggerCtx, markKept);
    forgetOnEvents(
      this.cacheService,
      this.eventBus,
      PRODUCT_EVENTS,
      (event) => this.tagsOfProductEvent(event),
      loggerCtx,
      markKept,
    );
  }

  onApplicationShutdown(): void {
    kept?.stop();
  }

  /** The tags an event about products forgets: its products' and the listings', or all. */
  private async tagsOfProductEvent(event: VendureEvent): Promise<string[]> {
    try {
      const productIds = await this.productIdsOf(event);
      if (!productIds) return [TAG];
      return [LISTING_TAG, ...new Set(productIds.map(productTag))];
    } catch (error: unknown) {
      Logger.warn(`Forgetting every read: ${String(error)}`, loggerCtx);
      return [TAG];
    }
  }

  /** The IDs of the products an event is about, or undefined when they cannot be told. */
  private async productIdsOf(event: VendureEvent): Promise<ID[] | undefined> {
    if (event instanceof ProductEvent) return [event.product.id];
    if (event instanceof ProductChannelEvent) return [event.product.id];
    let variants: Array<{ id?: ID; productId?: ID } | undefined>;
    if (event instanceof ProductVariantEvent) variants = event.variants;
    else if (event instanceof ProductVariantChannelEvent) variants = [event.productVariant];
    else if (event instanceof ProductVariantPriceEvent) {
      variants = event.entity.map((price) => price.variant);
      if (variants.some((variant) => variant?.id == null)) {
        // An updated price comes without its variant.
        const prices = await this.connection.rawConnection.getRepository(ProductVariantPrice).find({
          where: event.entity.map((price) => ({ id: price.id })),
          relations: { variant: true },
        });
        if (prices.length !== event.entity.length) return undefined;
        variants = prices.map((price) => price.variant);
      }
    } else if (event instanceof StockMovementEvent) {
      variants = event.stockMovements.map((movement) => movement.productVariant);
    } else return undefined;
    if (variants.some((variant) => variant?.id == null)) return undefined;
    const known = variants.flatMap((variant) =>
      variant?.productId != null ? [variant.productId] : [],
    );
    if (known.length === variants.length) return known;
    // A variant the event carries without its product (a stock movement's, a price's).
    const rows = await this.connection.rawConnection.getRepository(ProductVariant).find({
      select: { id: true, productId: true },
      where: variants.map((variant) => ({ id: variant!.id })),
      withDeleted: true,
    });
    return rows.length === new Set(variants.map((variant) => String(variant!.id))).size
      ? rows.map((row) => row.productId)
      : undefined;
  }
}

/** Marks stale the kept reads of the products whose read-cache tags are forgotten. */
function markKeptReadsStale(store: KeptProductReads) {
  return async (tags: readonly string[], eventAt: number): Promise<void> => {
    if (tags.includes(TAG)) return store.markStale(undefined, eventAt);
    const prefix = productTag('');
    const ids = tags.flatMap((tag) => (tag.startsWith(prefix) ? [tag.slice(prefix.length)] : []));
    return store.markStale(ids, eventAt);
  };
}

/** The one product a stored answer's tags name, when it is a found product's read. */
function keptProductOf(tags: readonly string[]): string | undefined {
  const prefix = productTag('');
  const products = tags.filter((tag) => tag.startsWith(prefix));
  return products.length === 1 && !tags.includes(LISTING_TAG)
    ? products[0]!.slice(prefix.length)
    : undefined;
}

/** What a request's kept answer needs to ask it again. */
function keptRequestOf(
  request: Request,
  body: { query?: string; operationName?: string | null; variables?: unknown },
): KeptRequest | undefined {
  if (typeof body.query !== 'string') return undefined;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    url: request.originalUrl ?? request.url ?? shopApiRoute,
    headers,
    body: {
      query: body.query,
      operationName: body.operationName ?? null,
      variables: body.variables ?? null,
    },
  };
}

/** A document whose answer may be a kept product read (the kept store is asked only then). */
const PRODUCT_READ = /\bproduct\s*\(/;

/**
 * A kept product read for a request the read cache has no answer to; it goes back into the read
 * cache for the TTL, tagged with its product as Apollo's answer would have been.
 */
async function keptAnswer(key: string, query: string): Promise<KeptAnswer | undefined> {
  if (!kept || !cache || !PRODUCT_READ.test(query)) return undefined;
  const answer = await kept.lookup(key).catch((error: unknown) => {
    Logger.warn(`Kept product reads: ${String(error)}`, loggerCtx);
    return undefined;
  });
  if (answer) {
    void cache
      .set<Entry>(
        key,
        { data: answer.data },
        { ttl: ttlMs, tags: [TAG, productTag(answer.productId)] },
      )
      .catch(() => undefined);
  }
  return answer;
}

/** A field through which a product read would show other products. */
const OTHER_PRODUCTS = /\bproductVariants\b/;

/**
 * The tags of a stored answer: a read of found products only, which shows nothing of other
 * products, is tagged with those products; any other read is a listing. Every entry also has
 * {@link TAG}.
 */
function entryTags(
  source: string,
  operation: OperationDefinitionNode,
  data: Record<string, unknown>,
): string[] {
  if (OTHER_PRODUCTS.test(source)) return [TAG, LISTING_TAG];
  const products: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    const field = selection as FieldNode;
    const answer = data[field.alias?.value ?? field.name.value] as { id?: unknown } | null;
    if (field.name.value !== 'product' || !answer || typeof answer.id !== 'string') {
      return [TAG, LISTING_TAG];
    }
    products.push(productTag(answer.id));
  }
  return [TAG, ...products];
}

/** The request Vendure puts in each operation's context: Express's, which keeps the full URL. */
type Request = IncomingMessage & { originalUrl?: string };

/** Where the early answer leaves a body the parser refused, for Express to answer as its own. */
const PARSE_ERROR = Symbol('dar.shopReadCache.parseError');

/** A request the early answer has seen, once {@link parseJson} has read its body. */
type EarlyRequest = Request & { body?: unknown; [PARSE_ERROR]?: unknown };

/** Requests the early answer already asked the cache about: Apollo need not ask again. */
const askedEarly = new WeakSet<IncomingMessage>();

/** A cached answer: the JSON of the response's `data`. */
type Entry = { data: string };

/** Whether a request may share answers with every other anonymous shopper. */
function isAnonymous(request: Request | undefined): boolean {
  if (!request) return false;
  if (request.headers.authorization) return false;
  const cookies = request.headers.cookie ?? '';
  return !/(?:^|;\s*)dar-session/.test(cookies);
}

function cacheableOperation(operation: OperationDefinitionNode | null | undefined): boolean {
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === 'Field' &&
      CACHEABLE_ROOT_FIELDS.has((selection as FieldNode).name.value) &&
      !selection.directives?.length,
  );
}

/**
 * The key of one request: Apollo's hash of the query text, the operation, the variables, and
 * what else the answer depends on.
 */
function requestKey(
  request: Request,
  queryHash: string,
  operationName: string | null | undefined,
  variables: unknown,
): string {
  return `dar:shop-read:${createHash('sha256')
    .update(
      JSON.stringify([
        queryHash,
        operationName ?? null,
        variables ?? null,
        // The query string as sent (`languageCode`, `currencyCode`, a channel token): Express
        // keeps it in `originalUrl` once a mounted middleware has cut `url`.
        searchOf(request.originalUrl ?? request.url ?? ''),
        request.headers['vendure-token'] ?? null,
        // Asset URLs are made absolute from the request's host when ASSET_URL_PREFIX is unset.
        request.headers.host ?? null,
        request.headers['x-forwarded-host'] ?? null,
        request.headers['x-forwarded-proto'] ?? null,
      ]),
    )
    .digest('base64url')}`;
}

/** The query string of a request's URL, without its `?`. */
function searchOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? '' : url.slice(mark + 1);
}

/** Whether a URL is the Shop API's own path (Express also routes `/shop-api/…` to its mount). */
function isRoute(url: string | undefined, route: string): boolean {
  return url === route || (url?.startsWith(`${route}?`) ?? false);
}

/** Apollo's key of a query text (its queryHash): the SHA-256 of the text, in hex. */
function queryHashOf(query: string): string {
  return createHash('sha256').update(query).digest('hex');
}

/**
 * Express's JSON parser with the settings Nest gives its own (the 100 KB limit, the same errors,
 * passed on the same way). Once it has read a body, Nest's parser finds the request finished and
 * passes it by, so a miss goes on as if Nest had read it.
 */
const parseJson = bodyParser.json();

/**
 * Whether the early answer may read this request's body and look in the cache: an anonymous
 * JSON POST from a server (the storefront, the bench). A browser's request (it names its
 * `Origin`) needs the CORS headers Nest adds later, so it waits for Apollo, which answers it from
 * the same cache.
 */
function mayAnswerEarly(req: IncomingMessage): boolean {
  return (
    cache !== undefined &&
    req.method === 'POST' &&
    req.headers.origin === undefined &&
    /^application\/json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '') &&
    isAnonymous(req)
  );
}

/**
 * Answers a repeated anonymous catalogue read from the cache before Express, Nest and Apollo run:
 * it takes Express's place as the HTTP server's request listener, reads a JSON body sent to the
 * Shop API's own path whose answer Apollo stored, and answers it with the headers every answer of
 * the server has ({@link setSecurityHeaders}). Anything else — another path, a miss, a GET, a
 * browser's request, a body declared over the limit, a body Apollo would refuse, a shopper with a
 * session — goes on to Express, Nest and Apollo, which check and answer it (and store the answer
 * when they may). A body the parser refuses (malformed, too large) goes on with the parser's
 * error, which {@link earlyParseErrorMiddleware} passes to Express where Nest's own parser would
 * have. Returns false, changing nothing, when Express is not the server's listener.
 */
export function answerBeforeExpress(
  server: Server,
  express: RequestListener,
  route: string,
): boolean {
  if (!server.listeners('request').includes(express)) return false;
  const early: RequestListener = (req: EarlyRequest, res) => {
    if (!isRoute(req.url, route) || !mayAnswerEarly(req) || declaresTooLarge(req)) {
      express(req, res);
      return;
    }
    const started = performance.now();
    parseJson(req, res, (error?: unknown) => {
      if (error) {
        req[PARSE_ERROR] = error;
        express(req, res);
        return;
      }
      answerFromCache(req, res, started).then(
        (answered) => {
          if (!answered) express(req, res);
        },
        () => express(req, res),
      );
    });
  };
  server.removeListener('request', express);
  server.prependListener('request', early);
  return true;
}

/**
 * Passes on, in Express where Nest's JSON parser would, the error of a body the early answer read
 * and its parser refused ({@link answerBeforeExpress}), so that Nest answers it as its own.
 */
export function earlyParseErrorMiddleware(route: string): Middleware {
  return {
    route,
    beforeListen: true,
    handler: (req: EarlyRequest, _res: ServerResponse, next: (error?: unknown) => void) => {
      next(req[PARSE_ERROR]);
    },
  };
}

async function answerFromCache(
  req: EarlyRequest,
  res: ServerResponse,
  started: number,
): Promise<boolean> {
  if (!cache) return false;
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  // The shapes Apollo reads the same way (a persisted query or a malformed field is Apollo's).
  if (typeof query !== 'string' || extensions != null) return false;
  if (operationName != null && typeof operationName !== 'string') return false;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return false;
  }
  // Apollo's choice of media type for the same Accept header (its own order when both suit).
  const type = accepts(req).type(['application/json', 'application/graphql-response+json']);
  if (!type) return false;
  askedEarly.add(req);
  const key = requestKey(req, queryHashOf(query), operationName, variables);
  const cached = await cache.get<Entry>(key).catch(() => undefined);
  const hit = cached ?? (await keptAnswer(key, query));
  if (!hit) return false;
  // Byte for byte what Apollo sends for the same data, with its headers.
  const payload = `{"data":${hit.data}}\n`;
  setSecurityHeaders(res);
  res.statusCode = 200;
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  // Apollo's cache-control plugin: no answer of the API is for shared caches (nginx, a CDN).
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.setHeader(CACHE_HEADER, cached ? 'hit' : 'kept');
  // Shown by a browser's developer tools: answered from the cache before the GraphQL pipeline.
  res.setHeader(
    'Server-Timing',
    `${SERVER_TIMING_NAME};desc="before GraphQL";dur=${(performance.now() - started).toFixed(2)}`,
  );
  res.end(payload);
  return true;
}

function shopReadCachePlugin(ttl: number): ApolloPlugin {
  return {
    async requestDidStart({ schema }) {
      // The Admin API is staff's: never cached.
      if (schema.getQueryType()?.getFields().administrators) return;
      let key: string | undefined;
      let startedAt = 0;
      return {
        async responseForOperation(requestContext) {
          startedAt = Date.now();
          const request = (requestContext.contextValue as { req?: Request }).req;
          if (!cache || !request || !isAnonymous(request)) return null;
          if (!cacheableOperation(requestContext.operation)) return null;
          key = requestKey(
            request,
            requestContext.queryHash ?? requestContext.request.query ?? '',
            requestContext.request.operationName,
            requestContext.request.variables,
          );
          // The middleware asked already and missed: asking again could only find an answer
          // stored in the last moment, not worth a second round trip to Redis.
          const early = askedEarly.has(request);
          const cached = early ? undefined : await cache.get<Entry>(key).catch(() => undefined);
          const hit =
            cached ??
            (early ? undefined : await keptAnswer(key, requestContext.request.query ?? ''));
          requestContext.response.http.headers.set(
            CACHE_HEADER,
            cached ? 'hit' : hit ? 'kept' : 'miss',
          );
          if (!hit) return null;
          key = undefined;
          return {
            http: requestContext.response.http,
            body: {
              kind: 'single',
              singleResult: { data: JSON.parse(hit.data) as Record<string, unknown> },
            },
          };
        },
        async willSendResponse({ response, operation, source, contextValue, request }) {
          if (!cache || !key || !operation || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (errors?.length || !data) return;
          const entry: Entry = { data: JSON.stringify(data) };
          if (entry.data.length > MAX_ENTRY_BYTES) return;
          const tags = entryTags(source, operation, data);
          await cache.set<Entry>(key, entry, { ttl, tags }).catch(() => undefined);
          const productId = keptProductOf(tags);
          const httpRequest = (contextValue as { req?: Request }).req;
          const replay = httpRequest && keptRequestOf(httpRequest, request);
          // Not waited for: the shopper's answer does not wait for the database's write.
          if (kept && productId !== undefined && replay) {
            void kept
              .keep(key, productId, entry.data, replay, startedAt)
              .catch((error: unknown) =>
                Logger.warn(`Keeping a product read: ${String(error)}`, loggerCtx),
              );
          }
        },
      };
    },
  };
}
