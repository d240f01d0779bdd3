import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { CACHE_HEADER } from '../catalogue-cache.plugin';

let env: DarTestEnvironment;
let slug: string;
let productId: string;

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
      products(options: { take: 1, sort: { id: ASC } }) {
        items {
          id
          slug
        }
      }
    }
  `);
  productId = products.items[0]!.id;
  slug = products.items[0]!.slug;
}, 2_400_000);

afterAll(async () => {
  await env?.stop();
});

const PRODUCT_PAGE = `query ProductPage($slug: String!) {
  product(slug: $slug) { id name slug variants { id priceWithTax stockLevel } }
}`;

interface Answer {
  cache: string | null;
  body: { data?: Record<string, unknown>; errors?: unknown[] };
}

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
  return {
    cache: response.headers.get(CACHE_HEADER),
    body: (await response.json()) as Answer['body'],
  };
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

  it('forgets everything at a staff edit: the next read shows it', async () => {
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
    // The event that forgets the entries follows the edit's commit by a moment.
    let answer = await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' });
    for (let tries = 0; answer.cache === 'hit' && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await shopRequest(PRODUCT_PAGE, { slug }, { languageCode: 'en' });
    }
    expect(answer.cache).toBe('miss');
    expect((answer.body.data?.product as { name: string }).name).toBe(name);
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
