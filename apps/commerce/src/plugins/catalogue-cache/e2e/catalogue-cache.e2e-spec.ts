import type { RequestListener, Server } from 'node:http';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperWithOrderAndCart, signInAsSuperadmin } from '../../../e2e/shop-data';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { CacheService, TransactionalConnection } from '@vendure/core';
import { CACHE_HEADER, SERVER_TIMING_NAME } from '../catalogue-cache.plugin';
import { KeptProductRead, KeptProductReads } from '../kept-product-reads';

let env: DarTestEnvironment;
let slug: string;
let productId: string;
/** A product the order of the last tests does not have (the order has the first three). */
let otherSlug: string;

beforeAll(async () => {
  // As in production (the default there): anonymous catalogue reads kept for a minute.
  env = await startDarTestEnvironment(__filename, {
    environment: { SHOP_READ_CACHE_TTL: '60' },
    plainIds: true,
  });
  await env.adminClient.asSuperAdmin();
  const { products } = await env.adminClient.query<{
    products: { items: { id: string; slug: string }[] };
  }>(gql`
    query {
      products(options: { take: 4, sort: { id: ASC } }) {
        items {
          id
          slug
        }
      }
    }
  `);
  productId = products.items[0]!.id;
  slug = products.items[0]!.slug;
  otherSlug = products.items[3]!.slug;
}, 2_400_000);

afterAll(async () => {
  await env?.stop();
});

const PRODUCT_PAGE = `query ProductPage($slug: String!) {
  product(slug: $slug) { id name slug variants { id priceWithTax stockLevel } }
}`;

interface Answer {
  status: number;
  cache: string | null;
  /** Whether the cache answered before the GraphQL pipeline ran (its Server-Timing metric). */
  early: boolean;
  contentType: string | null;
  cacheControl: string | null;
  headers: Headers;
  body: { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
}

/** What the storefront's fetchers send (packages/commerce-hooks, docs/product-spec.md §7). */
const STOREFRONT_ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

/** One Shop API request as the storefront's cached pages send it: no cookie, no token. */
async function shopRequest(
  query: string,
  variables: Record<string, unknown> = {},
  {
    languageCode = 'ar',
    headers = {},
  }: { languageCode?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${env.baseUrl}/shop-api?languageCode=${languageCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const timing = response.headers.get('server-timing') ?? '';
  return {
    status: response.status,
    cache: response.headers.get(CACHE_HEADER),
    early: timing.startsWith(`${SERVER_TIMING_NAME};desc="before GraphQL"`),
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

/**
 * Reads until the cache answers: a staff edit of an earlier test forgets every entry once more a
 * moment after its event (forgetOnEvents' second pass), which may fall between two reads.
 */
async function readUntilHit(...args: Parameters<typeof shopRequest>): Promise<Answer> {
  let answer = await shopRequest(...args);
  for (let tries = 0; answer.cache !== 'hit' && tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await shopRequest(...args);
  }
  return answer;
}

/** The kept reads of a product by one document (its operation's name), as the database has them. */
async function keptReadsOf(
  productSlug: string,
  operation = 'KeptPrices',
): Promise<KeptProductRead[]> {
  const connection = env.server.app.get(TransactionalConnection);
  const rows = await connection.rawConnection.getRepository(KeptProductRead).find();
  return rows.filter((row) => {
    const request = JSON.parse(row.request) as {
      body: { query: string; variables?: { slug?: string } };
    };
    return (
      request.body.variables?.slug === productSlug &&
      request.body.query.includes(`query ${operation}(`)
    );
  });
}

/** Waits until every kept read of a product answers and was computed at or after `since`. */
async function keptAgain(productSlug: string, since: number): Promise<KeptProductRead[]> {
  let rows = await keptReadsOf(productSlug);
  const fresh = () =>
    rows.length > 0 && rows.every((row) => row.stale === 0 && Number(row.computedAt) >= since);
  for (let tries = 0; !fresh() && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rows = await keptReadsOf(productSlug);
  }
  return rows;
}

/** What the read cache's TTL does to its entries, at once: the kept reads stay. */
async function letTheReadCacheExpire(): Promise<void> {
  await env.server.app.get(CacheService).invalidateTags(['dar:shop-read']);
}

describe('catalogue reads answered from the cache', () => {
  it('answers a repeated anonymous product read from the cache, with the same data', async () => {
    const first = await shopRequest(PRODUCT_PAGE, { slug });
    const second = await shopRequest(PRODUCT_PAGE, { slug });
    expect(first.body.errors).toBeUndefined();
    expect((first.body.data?.product as { slug: string }).slug).toBe(slug);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('answers a hit before the GraphQL pipeline, in the media type Apollo chose', async () => {
    for (const accept of [undefined, STOREFRONT_ACCEPT]) {
      const headers: Record<string, string> = accept ? { accept } : {};
      // A document of its own (a comment differs), so that the first read is Apollo's.
      const document = `${PRODUCT_PAGE}\n# ${accept ?? 'no Accept header'}`;
      const first = await shopRequest(document, { slug }, { headers });
      const second = await shopRequest(document, { slug }, { headers });
      expect(first.cache, accept).toBe('miss');
      expect(second.cache, accept).toBe('hit');
      expect(second.early, accept).toBe(true);
      expect(second.status).toBe(200);
      expect(second.contentType).toBe(first.contentType);
      expect(second.cacheControl).toBe(first.cacheControl);
      expect(second.body).toEqual(first.body);
    }
    expect(
      (await shopRequest(PRODUCT_PAGE, { slug }, { headers: { accept: STOREFRONT_ACCEPT } }))
        .contentType,
    ).toMatch(/^application\/graphql-response\+json/);
  });

  it('never answers a query over the cost limit, though the same query was answered for cheaper variables', async () => {
    // Three lists of collections, each with its variables' number of variants: cheap with 1.
    const query = `query Variants($take: Int) { ${Array.from(
      { length: 3 },
      (_, i) =>
        `c${i}: collections { items { id productVariants(options: { take: $take }) { items { id name assets { id } } } } }`,
    ).join(' ')} }`;
    const cheap = await shopRequest(query, { take: 1 });
    expect(cheap.body.errors).toBeUndefined();
    expect((await shopRequest(query, { take: 1 })).early).toBe(true);
    for (let i = 0; i < 2; i++) {
      const dear = await shopRequest(query, { take: 100 });
      expect(dear.status).toBe(400);
      expect(dear.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
      expect(dear.cache).toBeNull();
    }
  });

  it('keeps each language and each set of variables apart', async () => {
    const arabic = await shopRequest(PRODUCT_PAGE, { slug });
    const english = await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' });
    expect(arabic.cache).toBe('hit');
    expect(english.cache).toBe('miss');
    const nameOf = (answer: Answer) => (answer.body.data?.product as { name: string }).name;
    expect(nameOf(english)).not.toBe(nameOf(arabic));
    const other = await shopRequest(PRODUCT_PAGE, { slug: 'no-such-product' });
    expect(other.cache).toBe('miss');
    expect(other.body.data?.product).toBeNull();
  });

  it("forgets a product's reads at its edit: the next read shows it", async () => {
    await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' });
    expect((await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' })).cache).toBe('hit');
    const name = `Renamed while cached ${Date.now()}`;
    await env.adminClient.query(
      gql`
        mutation Rename($id: ID!, $name: String!) {
          updateProduct(input: { id: $id, translations: [{ languageCode: en, name: $name }] }) {
            id
          }
        }
      `,
      { id: productId, name },
    );
    // The event that forgets the entries follows the edit's commit by a moment. The kept read is
    // read again in the background then, so the next answer may come from any of the three.
    const nameOf = (answer: Answer) => (answer.body.data?.product as { name: string }).name;
    let answer = await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' });
    for (let tries = 0; nameOf(answer) !== name && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' });
    }
    expect(nameOf(answer)).toBe(name);
    const again = await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' });
    expect(again.early).toBe(true);
    expect((again.body.data?.product as { name: string }).name).toBe(name);
  });

  it('keeps other products at a sale, and forgets the sold products and the listings', async () => {
    const listing = '{ search(input: { take: 3 }) { totalItems items { slug } } }';
    expect((await readUntilHit(PRODUCT_PAGE, { slug })).cache).toBe('hit');
    expect((await readUntilHit(PRODUCT_PAGE, { slug: otherSlug })).cache).toBe('hit');
    expect((await readUntilHit(listing)).cache).toBe('hit');
    // A read of the other product that also shows other products' variants is a listing.
    const reaching = `query Reaching($slug: String!) {
      product(slug: $slug) { id collections { productVariants(options: { take: 1 }) { totalItems } } }
    }`;
    expect((await readUntilHit(reaching, { slug: otherSlug })).cache).toBe('hit');
    const keptBefore = await keptReadsOf(slug, 'ProductPage');
    expect(keptBefore.length).toBeGreaterThan(0);
    // An order of the first three products, paid: their stock is allocated (StockMovementEvent).
    const sold = Date.now();
    await createShopperWithOrderAndCart(env.baseUrl, await signInAsSuperadmin(env.baseUrl));
    // Past both forgettings of the sale's events.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The sold product's reads were read again after the sale (or are waiting to be).
    for (const row of await keptReadsOf(slug, 'ProductPage')) {
      expect(row.stale === 1 || Number(row.computedAt) >= sold, row.key).toBe(true);
    }
    expect((await shopRequest(listing)).cache).toBe('miss');
    expect((await shopRequest(reaching, { slug: otherSlug })).cache).toBe('miss');
    const other = await shopRequest(PRODUCT_PAGE, { slug: otherSlug });
    expect([other.cache, other.early]).toEqual(['hit', true]);
  });

  it('forgets a read that found no product when staff create it', async () => {
    const newSlug = `made-while-cached-${Date.now()}`;
    expect((await shopRequest(PRODUCT_PAGE, { slug: newSlug })).body.data?.product).toBeNull();
    expect((await readUntilHit(PRODUCT_PAGE, { slug: newSlug })).body.data?.product).toBeNull();
    await env.adminClient.query(
      gql`
        mutation Create($slug: String!) {
          createProduct(
            input: {
              translations: [{ languageCode: ar, name: "كرسي جديد", slug: $slug, description: "" }]
            }
          ) {
            id
          }
        }
      `,
      { slug: newSlug },
    );
    let answer = await shopRequest(PRODUCT_PAGE, { slug: newSlug });
    for (let tries = 0; !answer.body.data?.product && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await shopRequest(PRODUCT_PAGE, { slug: newSlug });
    }
    expect((answer.body.data?.product as { slug: string } | null)?.slug).toBe(newSlug);
  });

  it("shows a staff price edit at the next read, and keeps other products' reads", async () => {
    type Page = { product: { variants: { id: string; priceWithTax: number }[] } };
    const before = (await readUntilHit(PRODUCT_PAGE, { slug })).body.data as Page;
    expect((await readUntilHit(PRODUCT_PAGE, { slug: otherSlug })).cache).toBe('hit');
    const variant = before.product.variants[0]!;
    await env.adminClient.query(
      gql`
        mutation Price($id: ID!, $price: Money!) {
          updateProductVariants(input: [{ id: $id, price: $price }]) {
            id
          }
        }
      `,
      // Prices are kept without tax: any new figure changes the price with tax.
      { id: variant.id, price: variant.priceWithTax + 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await shopRequest(PRODUCT_PAGE, { slug });
    expect((after.body.data as Page).product.variants[0]!.priceWithTax).not.toBe(
      variant.priceWithTax,
    );
    expect((await shopRequest(PRODUCT_PAGE, { slug: otherSlug })).cache).toBe('hit');
  });

  // After the tests that count on other products' reads being kept: the edit forgets every entry
  // twice (forgetOnEvents' second pass, a moment later), which could fall in the next test.
  it('forgets every read at an edit of a collection, which every page shows', async () => {
    const listing = '{ collections(options: { take: 1 }) { items { id name } } }';
    expect((await readUntilHit(listing)).cache).toBe('hit');
    const { collections } = await env.adminClient.query<{
      collections: { items: { id: string; name: string }[] };
    }>(gql`
      query {
        collections(options: { take: 1 }) {
          items {
            id
            name
          }
        }
      }
    `);
    const collection = collections.items[0]!;
    await env.adminClient.query(
      gql`
        mutation Rename($id: ID!, $name: String!) {
          updateCollection(input: { id: $id, translations: [{ languageCode: en, name: $name }] }) {
            id
          }
        }
      `,
      { id: collection.id, name: `${collection.name} ` },
    );
    let answer = await shopRequest(listing);
    for (let tries = 0; answer.cache === 'hit' && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await shopRequest(listing);
    }
    expect(answer.cache).toBe('miss');
  });

  it('never answers a shopper with a session or a token from the cache', async () => {
    await shopRequest(PRODUCT_PAGE, { slug });
    const withSession = await shopRequest(
      PRODUCT_PAGE,
      { slug },
      { headers: { cookie: 'dar-session=abc; dar-session.sig=def' } },
    );
    const withToken = await shopRequest(
      PRODUCT_PAGE,
      { slug },
      { headers: { authorization: 'Bearer some-session-token' } },
    );
    expect(withSession.cache).toBeNull();
    expect(withToken.cache).toBeNull();
    expect([withSession.early, withToken.early]).toEqual([false, false]);
  });

  it("answers a browser's read from the cache after Nest, with the CORS headers a miss gets", async () => {
    // The storefront's origin, which the server allows (STOREFRONT_URL of the test environment).
    const headers = { origin: 'http://localhost:3000' };
    const document = `${PRODUCT_PAGE}\n# from a browser`;
    const first = await shopRequest(document, { slug }, { headers });
    const second = await readUntilHit(document, { slug }, { headers });
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.early).toBe(false);
    expect(second.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(second.headers.get('access-control-allow-credentials')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('answers a hit ahead of Express, which still answers everything else', async () => {
    // Express changes every request's prototype, which costs each young-generation collection
    // ~10 ms of the thread (docs/benchmarks.md): the early answer takes its place as the HTTP
    // server's request listener and hands it what it does not answer.
    const server = env.server.app.getHttpServer() as Server;
    const express = env.server.app.getHttpAdapter().getInstance() as RequestListener;
    expect(server.listeners('request')).not.toContain(express);
    const document = `${PRODUCT_PAGE}\n# ahead of Express`;
    const hit = await readUntilHit(document, { slug });
    expect([hit.cache, hit.early]).toEqual(['hit', true]);
    // The same read at another path under the Shop API's mount goes through Express and Nest,
    // which route it to the Shop API too: answered, but not early.
    const elsewhere = await fetch(`${env.baseUrl}/shop-api/elsewhere?languageCode=ar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, variables: { slug } }),
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('server-timing') ?? '').not.toContain(SERVER_TIMING_NAME);
  });

  it('answers a hit early with the security headers every answer has', async () => {
    const hit = await readUntilHit(PRODUCT_PAGE, { slug });
    expect(hit.early).toBe(true);
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses a malformed or oversized body read early as Nest refuses it, and goes on serving', async () => {
    const post = async (body: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${env.baseUrl}/shop-api?languageCode=ar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      // Nest's error answer says when; the rest must be the same.
      const text = (await response.text()).replace(/"timestamp":"[^"]*"/, '"timestamp":"…"');
      return { status: response.status, text };
    };
    // A session cookie keeps the request off the early path: Nest's own parser reads it.
    const byNest = { cookie: 'dar-session=abc; dar-session.sig=def' };
    // Over the 100 KB limit.
    const large = JSON.stringify({
      query: `{ products { totalItems } }`,
      pad: 'x'.repeat(101 * 1024),
    });
    for (const body of ['{"query": "{ products { totalItems } }"', 'not json at all', large]) {
      const early = await post(body);
      const nest = await post(body, byNest);
      expect(early.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(early, body.slice(0, 40)).toEqual(nest);
    }
    const after = await shopRequest(PRODUCT_PAGE, { slug });
    expect(after.status).toBe(200);
    expect(after.body.errors).toBeUndefined();
  });

  it('leaves personal and moving reads, and any query that mixes them in, to the resolvers', async () => {
    for (const query of [
      '{ activeOrder { id } }',
      `{ product(slug: "${slug}") { id } activeCustomer { id } }`,
      '{ mostWatchedProducts { totalItems } }',
    ]) {
      const first = await shopRequest(query);
      const second = await shopRequest(query);
      expect(first.body.errors, query).toBeUndefined();
      expect([first.cache, second.cache], query).toEqual([null, null]);
    }
  });
});

describe('kept product reads (a product nobody opened within the TTL)', () => {
  const PRICES = `query KeptPrices($slug: String!) {
    product(slug: $slug) { id name variants { id priceWithTax } collections { id name } }
  }`;
  type Prices = {
    product: {
      variants: { id: string; priceWithTax: number }[];
      collections: { id: string; name: string }[];
    };
  };

  it('answers from the kept read once the read cache has let it go, with the same data', async () => {
    const started = Date.now();
    const first = await shopRequest(PRICES, { slug: otherSlug });
    expect(first.cache).toBe('miss');
    expect(await keptAgain(otherSlug, started)).toHaveLength(1);
    await letTheReadCacheExpire();
    const kept = await shopRequest(PRICES, { slug: otherSlug });
    expect([kept.cache, kept.early, kept.status]).toEqual(['kept', true, 200]);
    expect(kept.body).toEqual(first.body);
    // And it is back in the read cache.
    expect((await shopRequest(PRICES, { slug: otherSlug })).cache).toBe('hit');
  });

  it('reads a product again in the background after a staff edit: the next shopper is answered the edit from its kept read', async () => {
    const before = (await shopRequest(PRICES, { slug: otherSlug })).body.data as Prices;
    const variant = before.product.variants[0]!;
    const edited = Date.now();
    await env.adminClient.query(
      gql`
        mutation Price($id: ID!, $price: Money!) {
          updateProductVariants(input: [{ id: $id, price: $price }]) {
            id
          }
        }
      `,
      { id: variant.id, price: variant.priceWithTax + 25_000 },
    );
    // Nobody asks for the product meanwhile: the server reads it again itself.
    const rows = await keptAgain(otherSlug, edited);
    expect(rows.map((row) => [row.stale, Number(row.computedAt) >= edited])).toEqual([[0, true]]);
    await letTheReadCacheExpire();
    const after = await shopRequest(PRICES, { slug: otherSlug });
    expect(after.cache).toBe('kept');
    expect((after.body.data as Prices).product.variants[0]!.priceWithTax).not.toBe(
      variant.priceWithTax,
    );
  });

  it('never answers a stale kept read: after a catalogue-wide edit the read is a full one or a fresh kept one', async () => {
    const answer = async () =>
      ((await shopRequest(PRICES, { slug: otherSlug })).body.data as Prices).product.collections;
    // A collection the product is in: its read shows the collection's name.
    const collection = (await answer())[0] as { id: string; name: string } | undefined;
    if (!collection) throw new Error('The second product is expected in a collection.');
    const renamed = `${collection.name} ${Date.now()}`;
    const edited = Date.now();
    await env.adminClient.query(
      gql`
        mutation Rename($id: ID!, $name: String!) {
          updateCollection(input: { id: $id, translations: [{ languageCode: ar, name: $name }] }) {
            id
          }
        }
      `,
      { id: collection.id, name: renamed },
    );
    // Every read from the edit on shows the new name, whichever layer answers it.
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await letTheReadCacheExpire();
      const collectionsNow = await answer();
      if (Date.now() - edited > 500) {
        expect(collectionsNow.map((c) => c.name)).toContain(renamed);
      }
    }
    expect(await keptAgain(otherSlug, edited)).toHaveLength(1);
  });

  it('keeps stale a read that began before an edit and ended after it was marked', async () => {
    const connection = env.server.app.get(TransactionalConnection);
    const store = new KeptProductReads(connection);
    const rows = connection.rawConnection.getRepository(KeptProductRead);
    const request = {
      url: '/shop-api?languageCode=ar',
      headers: {},
      body: { query: PRICES, variables: { slug } },
    };
    const edited = Date.now();
    await store.markStale([productId], edited);
    await store.keep('race: began before the edit', productId, '{}', request, edited - 5);
    await store.keep('race: began after the edit', productId, '{}', request, edited + 5);
    const stale = async (key: string) => (await rows.findOneBy({ key }))?.stale;
    expect(await stale('race: began after the edit')).toBe(0);
    // Marked stale (or already read again and let go by this process's own loop).
    expect(await stale('race: began before the edit')).not.toBe(0);
    await rows.delete(['race: began before the edit', 'race: began after the edit']);
  });

  it('lets go of the kept read of a product staff hide', async () => {
    const { product } = await env.adminClient.query<{ product: { id: string } }>(
      gql`
        query ($slug: String!) {
          product(slug: $slug) {
            id
          }
        }
      `,
      { slug: otherSlug },
    );
    await shopRequest(PRICES, { slug: otherSlug });
    expect((await keptReadsOf(otherSlug)).length).toBeGreaterThan(0);
    await env.adminClient.query(
      gql`
        mutation Hide($id: ID!) {
          updateProduct(input: { id: $id, enabled: false }) {
            id
          }
        }
      `,
      { id: product.id },
    );
    let rows = await keptReadsOf(otherSlug);
    for (let tries = 0; rows.length > 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await keptReadsOf(otherSlug);
    }
    expect(rows).toEqual([]);
    await letTheReadCacheExpire();
    const hidden = await shopRequest(PRICES, { slug: otherSlug });
    expect(hidden.body.data?.product).toBeNull();
    expect(hidden.cache).toBe('miss');
  });
});
