import { TransactionalConnection } from '@vendure/core';
import { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allProducts } from '../../../e2e/shop-queries';
import { testPaymentHandler } from '../../../e2e/test-payment-method';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { ProductView } from '../entities/product-view.entity';

let env: DarTestEnvironment;

// Several tests page through the whole catalogue or place orders: dozens of requests each.
vi.setConfig({ testTimeout: 90_000 });

const SHOPPERS = {
  mona: { emailAddress: 'mona.listings@example.com', password: 'Mona-listings-1' },
  omar: { emailAddress: 'omar.listings@example.com', password: 'Omar-listings-1' },
};

type Lang = 'ar' | 'en';
interface ListedProduct {
  id: string;
  name: string;
  createdAt: string;
}
interface Listing {
  items: ListedProduct[];
  totalItems: number;
}

const RECORD = gql`
  mutation Record($productId: ID!) {
    recordProductView(productId: $productId)
  }
`;

type ListingName =
  | 'mostWatchedProducts'
  | 'mostWatchedForUser'
  | 'bestSellingProducts'
  | 'newArrivals'
  | 'specialOffers';

async function listing(
  client: SimpleGraphQLClient,
  name: ListingName,
  options?: { take?: number; skip?: number },
  languageCode: Lang = 'ar',
  filled = false,
): Promise<Listing> {
  const run = () =>
    client.query<Record<string, Listing>>(
      gql`
      query Listing($options: ListingOptions) {
        ${name}(options: $options${filled ? ', filled: true' : ''}) {
          totalItems
          items {
            id
            name
            createdAt
          }
        }
      }
    `,
      options ? { options } : {},
      { languageCode },
    );
  // A read, so safe to repeat once when Node's fetch reuses a keep-alive socket the server is
  // closing at that moment (ECONNRESET on this loaded, shared machine).
  const result = await run().catch((error: Error) => {
    if (/fetch failed/.test(error.message)) return run();
    throw error;
  });
  return result[name]!;
}

const ids = (list: Listing) => list.items.map((item) => item.id);

/** A shopper's browser: its own Vendure session once it has one. */
function newClient(): SimpleGraphQLClient {
  return new SimpleGraphQLClient(env.config, `${env.baseUrl}/shop-api`);
}

/** Asking for the cart is what gives a guest a session (Vendure creates one for Owner calls). */
async function withSession(client: SimpleGraphQLClient): Promise<SimpleGraphQLClient> {
  await client.query(gql`
    query Cart {
      activeOrder {
        id
      }
    }
  `);
  expect(client.getAuthToken()).toBeTruthy();
  return client;
}

async function view(client: SimpleGraphQLClient, productId: string): Promise<boolean> {
  const result = await client.query<{ recordProductView: boolean }>(RECORD, { productId });
  return result.recordProductView;
}

/** Moves every view of the product back in time, as if that many minutes had passed. */
async function backdateViews(productId: string, minutes: number): Promise<void> {
  const repository = env.server.app
    .get(TransactionalConnection)
    .rawConnection.getRepository(ProductView);
  // The API's ids are encoded by the test id strategy ("T_3"); the table holds the number.
  const where = { productId: Number(productId.replace(/^T_/, '')) };
  const before = await repository.find({ where });
  expect(before.length).toBeGreaterThan(0);
  for (const row of before) {
    await repository.update(row.id, {
      viewedAt: new Date(row.viewedAt.getTime() - minutes * 60 * 1000),
    });
  }
  const after = await repository.find({ where });
  expect(after.map((row) => row.viewedAt.getTime())).toEqual(
    before.map((row) => row.viewedAt.getTime() - minutes * 60 * 1000),
  );
}

/** Creation order of two encoded ids ("T_12"). */
function idOrder(a: string, b: string): number {
  return Number(a.replace(/^T_/, '')) - Number(b.replace(/^T_/, ''));
}

let catalogue: Array<{
  id: string;
  createdAt: string;
  customFields: { originalPrice: number | null; freeShipping: boolean };
  variants: Array<{ id: string; priceWithTax: number }>;
  collections: Array<{ id: string }>;
}> = [];

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, { paymentMethodHandlers: [testPaymentHandler] });
  await env.adminClient.asSuperAdmin();
  await env.adminClient.query(
    gql`
      mutation Method($input: CreatePaymentMethodInput!) {
        createPaymentMethod(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        code: 'dar-test-payment',
        enabled: true,
        handler: { code: 'dar-test-payment', arguments: [] },
        translations: [{ languageCode: 'en', name: 'Test payment' }],
      },
    },
  );
  for (const shopper of Object.values(SHOPPERS)) {
    await env.adminClient.query(
      gql`
        mutation Create($input: CreateCustomerInput!, $password: String) {
          createCustomer(input: $input, password: $password) {
            ... on Customer {
              id
            }
          }
        }
      `,
      {
        input: { emailAddress: shopper.emailAddress, firstName: 'منى', lastName: 'سالم' },
        password: shopper.password,
      },
    );
  }
  catalogue = await allProducts(
    env.shopClient,
    'id createdAt customFields { originalPrice freeShipping } variants { id priceWithTax } collections { id }',
  );
  expect(catalogue.length).toBeGreaterThan(100);
}, 600_000);

afterAll(async () => {
  await env?.stop();
});

/** The products of the curated collections ("Dar picks" and the collections under it). */
async function curatedProductIds(): Promise<Set<string>> {
  const { collection } = await env.shopClient.query<{
    collection: { id: string; children: Array<{ id: string }> };
  }>(gql`
    query Curated {
      collection(slug: "curated") {
        id
        children {
          id
        }
      }
    }
  `);
  const curated = new Set([collection.id, ...collection.children.map((child) => child.id)]);
  return new Set(
    catalogue
      .filter((product) => product.collections.some((c) => curated.has(c.id)))
      .map((product) => product.id),
  );
}

// First: the shop has no views and no orders yet, as after a fresh install.
describe('the home rails, filled (a shop without history)', () => {
  it('fills "most watched" with the newest products', async () => {
    expect((await listing(env.shopClient, 'mostWatchedProducts')).totalItems).toBe(0);
    const watched = await listing(env.shopClient, 'mostWatchedProducts', undefined, 'en', true);
    const newest = await listing(env.shopClient, 'newArrivals', undefined, 'en');
    expect(ids(watched)).toHaveLength(8);
    expect(ids(watched)).toEqual(ids(newest));
    expect(watched.totalItems).toBe(catalogue.length);
  });

  it('fills "best sellers" with the curated collections, then pages on without repeats', async () => {
    expect((await listing(env.shopClient, 'bestSellingProducts')).totalItems).toBe(0);
    const curated = await curatedProductIds();
    expect(curated.size).toBeGreaterThanOrEqual(8);
    const best = await listing(env.shopClient, 'bestSellingProducts', undefined, 'ar', true);
    expect(ids(best)).toHaveLength(8);
    expect(ids(best).every((id) => curated.has(id))).toBe(true);
    expect(best.totalItems).toBe(catalogue.length);
    const next = await listing(env.shopClient, 'bestSellingProducts', { skip: 8 }, 'ar', true);
    expect(ids(next)).toHaveLength(8);
    expect(ids(next).filter((id) => ids(best).includes(id))).toEqual([]);
  });
});

describe('recordProductView', () => {
  it('does not count, nor create a session for, a visitor without one', async () => {
    const visitor = newClient();
    expect(await view(visitor, catalogue[0]!.id)).toBe(false);
    expect(visitor.getAuthToken()).toBeFalsy();
    expect((await listing(visitor, 'mostWatchedProducts')).totalItems).toBe(0);
  });

  it('counts a view once per session and product within the hour; another session counts', async () => {
    const [first, second] = [catalogue[0]!.id, catalogue[1]!.id];
    const browser = await withSession(newClient());
    expect(await view(browser, first)).toBe(true);
    expect(await view(browser, first)).toBe(false);
    expect(await view(browser, second)).toBe(true);
    const other = await withSession(newClient());
    expect(await view(other, first)).toBe(true);
    const watched = await listing(other, 'mostWatchedProducts');
    expect(ids(watched)).toEqual([first, second]);
    expect(watched.totalItems).toBe(2);
  });

  it('counts the same session again once the hour has passed', async () => {
    const product = catalogue[2]!.id;
    const browser = await withSession(newClient());
    expect(await view(browser, product)).toBe(true);
    expect(await view(browser, product)).toBe(false);
    await backdateViews(product, 61);
    expect(await view(browser, product)).toBe(true);
  });

  it('does not count a product that is not for sale or does not exist', async () => {
    const browser = await withSession(newClient());
    expect(await view(browser, '999999')).toBe(false);
  });
});

describe('mostWatchedProducts', () => {
  it('ranks by counted views, without duplicates, and follows the language', async () => {
    // Views so far: product 0 ×2, product 2 ×2, product 1 ×1. Product 3 gets three now.
    const product = catalogue[3]!.id;
    for (let i = 0; i < 3; i++)
      expect(await view(await withSession(newClient()), product)).toBe(true);
    const watched = await listing(env.shopClient, 'mostWatchedProducts');
    expect(ids(watched)).toEqual([product, catalogue[0]!.id, catalogue[2]!.id, catalogue[1]!.id]);
    expect(new Set(ids(watched)).size).toBe(watched.items.length);
    const english = await listing(env.shopClient, 'mostWatchedProducts', undefined, 'en');
    expect(ids(english)).toEqual(ids(watched));
    expect(watched.items.every((item) => /[\u0600-\u06FF]/.test(item.name))).toBe(true);
    expect(english.items.every((item) => !/[\u0600-\u06FF]/.test(item.name))).toBe(true);
  });
});

describe('mostWatchedForUser', () => {
  it("puts the guest's own most viewed products first, then others of the collections they viewed", async () => {
    const browser = await withSession(newClient());
    const [sofa, other] = [catalogue[10]!, catalogue[60]!];
    await view(browser, other.id);
    await view(browser, sofa.id);
    // A second view of the sofa, an hour later: it is now their most viewed.
    await backdateViews(sofa.id, 120);
    await view(browser, sofa.id);

    const mine = await listing(browser, 'mostWatchedForUser', { take: 40 });
    expect(ids(mine).slice(0, 2)).toEqual([sofa.id, other.id]);
    const viewedCollections = new Set(
      [...sofa.collections, ...other.collections].map((collection) => collection.id),
    );
    const related = catalogue.filter(
      (product) =>
        product.id !== sofa.id &&
        product.id !== other.id &&
        product.collections.some((collection) => viewedCollections.has(collection.id)),
    );
    expect(mine.totalItems).toBe(2 + related.length);
    expect(new Set(ids(mine)).size).toBe(mine.items.length);
    for (const id of ids(mine).slice(2)) {
      expect(related.map((product) => product.id)).toContain(id);
    }
    // Each related product weighs the views of the viewed collections it is in: heaviest first.
    const weightOf = (collectionId: string) =>
      (sofa.collections.some((c) => c.id === collectionId) ? 2 : 0) +
      (other.collections.some((c) => c.id === collectionId) ? 1 : 0);
    const affinity = (id: string) =>
      catalogue
        .find((product) => product.id === id)!
        .collections.reduce((sum, collection) => sum + weightOf(collection.id), 0);
    const affinities = ids(mine).slice(2).map(affinity);
    expect(affinities).toEqual([...affinities].sort((a, b) => b - a));
  });

  it("follows a signed-in shopper's own views from one session to the next", async () => {
    const laptop = newClient();
    await laptop.asUserWithCredentials(SHOPPERS.mona.emailAddress, SHOPPERS.mona.password);
    const product = catalogue[100]!.id;
    expect(await view(laptop, product)).toBe(true);
    const phone = newClient();
    await phone.asUserWithCredentials(SHOPPERS.mona.emailAddress, SHOPPERS.mona.password);
    expect(await view(phone, product)).toBe(true);
    expect(ids(await listing(phone, 'mostWatchedForUser'))[0]).toBe(product);
  });

  it('is the shop’s most watched for a visitor without history', async () => {
    const visitor = newClient();
    expect(await listing(visitor, 'mostWatchedForUser')).toEqual(
      await listing(visitor, 'mostWatchedProducts'),
    );
    const fresh = await withSession(newClient());
    expect(await listing(fresh, 'mostWatchedForUser')).toEqual(
      await listing(fresh, 'mostWatchedProducts'),
    );
  });
});

describe('bestSellingProducts', () => {
  async function placeOrder(
    shopper: { emailAddress: string; password: string },
    lines: Array<[variantId: string, quantity: number]>,
  ): Promise<string> {
    const client = newClient();
    await client.asUserWithCredentials(shopper.emailAddress, shopper.password);
    for (const [variantId, quantity] of lines) {
      await client.query(
        gql`
          mutation Add($id: ID!, $quantity: Int!) {
            addItemToOrder(productVariantId: $id, quantity: $quantity) {
              ... on Order {
                id
              }
            }
          }
        `,
        { id: variantId, quantity },
      );
    }
    await client.query(
      gql`
        mutation Address($input: CreateAddressInput!) {
          setOrderShippingAddress(input: $input) {
            ... on Order {
              id
            }
          }
        }
      `,
      {
        input: {
          fullName: 'منى سالم',
          streetLine1: '4 شارع شامبليون',
          city: 'وسط البلد',
          province: 'القاهرة',
          countryCode: 'EG',
          phoneNumber: '01012345678',
        },
      },
    );
    const { eligibleShippingMethods } = await client.query<{
      eligibleShippingMethods: { id: string; code: string }[];
    }>(gql`
      query Methods {
        eligibleShippingMethods {
          id
          code
        }
      }
    `);
    await client.query(
      gql`
        mutation Shipping($ids: [ID!]!) {
          setOrderShippingMethod(shippingMethodId: $ids) {
            ... on Order {
              id
            }
          }
        }
      `,
      { ids: [eligibleShippingMethods.find((m) => m.code === 'standard-delivery')?.id] },
    );
    await client.query(gql`
      mutation ToPayment {
        transitionOrderToState(state: "ArrangingPayment") {
          ... on Order {
            id
          }
        }
      }
    `);
    const { addPaymentToOrder } = await client.query<{
      addPaymentToOrder: { id: string; state: string };
    }>(gql`
      mutation Pay {
        addPaymentToOrder(input: { method: "dar-test-payment", metadata: {} }) {
          ... on Order {
            id
            state
          }
        }
      }
    `);
    expect(addPaymentToOrder.state).toBe('PaymentSettled');
    return addPaymentToOrder.id;
  }

  it('ranks products by the quantity in placed orders, leaving cancelled orders out', async () => {
    const variantOf = (index: number) => catalogue[index]!.variants[0]!.id;
    // Plenty of stock, whatever the seed gave these variants.
    await env.adminClient.query(
      gql`
        mutation Stock($input: [UpdateProductVariantInput!]!) {
          updateProductVariants(input: $input) {
            id
          }
        }
      `,
      { input: [20, 21, 22].map((index) => ({ id: variantOf(index), stockOnHand: 50 })) },
    );
    await placeOrder(SHOPPERS.mona, [
      [variantOf(20), 1],
      [variantOf(21), 2],
    ]);
    await placeOrder(SHOPPERS.omar, [[variantOf(20), 2]]);
    const cancelled = await placeOrder(SHOPPERS.omar, [[variantOf(22), 5]]);
    const { cancelOrder } = await env.adminClient.query<{ cancelOrder: { state?: string } }>(
      gql`
        mutation Cancel($id: ID!) {
          cancelOrder(input: { orderId: $id, reason: "test" }) {
            ... on Order {
              state
            }
          }
        }
      `,
      { id: cancelled },
    );
    expect(cancelOrder.state).toBe('Cancelled');

    const best = await listing(env.shopClient, 'bestSellingProducts');
    expect(ids(best)).toEqual([catalogue[20]!.id, catalogue[21]!.id]);
    expect(best.totalItems).toBe(2);

    // Filled, what sold comes first, then the curated collections' other products.
    const curated = await curatedProductIds();
    const filled = await listing(env.shopClient, 'bestSellingProducts', undefined, 'ar', true);
    expect(ids(filled)).toHaveLength(8);
    expect(ids(filled).slice(0, 2)).toEqual([catalogue[20]!.id, catalogue[21]!.id]);
    expect(
      ids(filled)
        .slice(2)
        .every((id) => curated.has(id)),
    ).toBe(true);
    expect(new Set(ids(filled)).size).toBe(8);
  });
});

describe('newArrivals', () => {
  it('lists every shown product once, newest first', async () => {
    const all: ListedProduct[] = [];
    let total: number | undefined;
    for (let skip = 0; ; skip += 100) {
      const page = await listing(env.shopClient, 'newArrivals', { take: 100, skip });
      total = page.totalItems;
      all.push(...page.items);
      if (page.items.length < 100) break;
    }
    expect(total).toBe(catalogue.length);
    expect(new Set(all.map((p) => p.id)).size).toBe(catalogue.length);
    const times = all.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('puts a product staff just added first, and drops a disabled one', async () => {
    const { createProduct } = await env.adminClient.query<{ createProduct: { id: string } }>(gql`
      mutation Create {
        createProduct(
          input: {
            enabled: true
            translations: [
              { languageCode: ar, name: "كرسي جديد", slug: "new-listing-chair", description: "" }
              { languageCode: en, name: "New chair", slug: "new-listing-chair", description: "" }
            ]
          }
        ) {
          id
        }
      }
    `);
    expect(ids(await listing(env.shopClient, 'newArrivals'))[0]).toBe(createProduct.id);
    await env.adminClient.query(
      gql`
        mutation Disable($id: ID!) {
          updateProduct(input: { id: $id, enabled: false }) {
            id
          }
        }
      `,
      { id: createProduct.id },
    );
    const after = await listing(env.shopClient, 'newArrivals');
    expect(ids(after)).not.toContain(createProduct.id);
    expect(after.totalItems).toBe(catalogue.length);
  });
});

describe('take and skip', () => {
  it('default to the first 8, page like products does, and refuse more than 100', async () => {
    for (const name of ['newArrivals', 'specialOffers'] as const) {
      const first16 = await listing(env.shopClient, name, { take: 16 });
      const byDefault = await listing(env.shopClient, name);
      expect(byDefault.items).toHaveLength(Math.min(8, first16.totalItems));
      expect(ids(byDefault)).toEqual(ids(first16).slice(0, 8));
      expect(ids(await listing(env.shopClient, name, { skip: 8 }))).toEqual(
        ids(first16).slice(8, 16),
      );
      expect(byDefault.totalItems).toBe(first16.totalItems);
    }
    await expect(listing(env.shopClient, 'newArrivals', { take: 101 }, 'en')).rejects.toThrow(
      /take must be between 0 and 100/,
    );
    await expect(listing(env.shopClient, 'newArrivals', { take: 101 }, 'ar')).rejects.toThrow(
      /يجب أن يكون take بين 0 و100/,
    );
    await expect(listing(env.shopClient, 'newArrivals', { skip: -1 }, 'en')).rejects.toThrow(
      /skip cannot be negative/,
    );
  });
});

describe('search results', () => {
  it('carry each product\'s "was" price and free delivery, which the search index does not hold', async () => {
    const { search } = await env.shopClient.query<{
      search: {
        items: Array<{ productId: string; originalPrice: number | null; freeShipping: boolean }>;
      };
    }>(gql`
      query {
        search(input: { groupByProduct: true, take: 100 }) {
          items {
            productId
            originalPrice
            freeShipping
          }
        }
      }
    `);
    expect(search.items.length).toBeGreaterThan(20);
    const byId = new Map(catalogue.map((product) => [product.id, product.customFields]));
    for (const item of search.items) {
      expect(item).toEqual({
        productId: item.productId,
        originalPrice: byId.get(item.productId)?.originalPrice ?? null,
        freeShipping: byId.get(item.productId)?.freeShipping ?? false,
      });
    }
    // The demo catalogue has both, so the comparison above means something.
    expect(search.items.some((item) => item.originalPrice !== null)).toBe(true);
    expect(search.items.some((item) => item.freeShipping)).toBe(true);
  });
});

describe('specialOffers', () => {
  const reducedIds = () =>
    catalogue
      .filter((product) =>
        product.variants.some(
          (variant) =>
            product.customFields.originalPrice != null &&
            product.customFields.originalPrice > variant.priceWithTax,
        ),
      )
      .map((product) => product.id);

  it('lists the products sold below their original price, newest first', async () => {
    const reduced = reducedIds();
    expect(reduced.length).toBeGreaterThan(0);
    const offers = await listing(env.shopClient, 'specialOffers', { take: 100 });
    expect([...ids(offers)].sort()).toEqual([...reduced].sort());
    expect(offers.totalItems).toBe(reduced.length);
    const times = offers.items.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('adds a product discounted by a running promotion, not by a coupon-only one', async () => {
    const reduced = new Set(reducedIds());
    const [promoted, couponOnly] = catalogue.filter((product) => !reduced.has(product.id));
    const createPromotion = async (variantId: string, couponCode: string | null) => {
      const { createPromotion: created } = await env.adminClient.query<{
        createPromotion: { id?: string; message?: string };
      }>(
        gql`
          mutation Promote($input: CreatePromotionInput!) {
            createPromotion(input: $input) {
              ... on Promotion {
                id
              }
              ... on ErrorResult {
                message
              }
            }
          }
        `,
        {
          input: {
            enabled: true,
            couponCode,
            // Vendure wants a condition or a coupon: "the cart holds the product".
            conditions: [
              {
                code: 'contains_products',
                arguments: [
                  { name: 'minimum', value: '1' },
                  { name: 'productVariantIds', value: JSON.stringify([variantId]) },
                ],
              },
            ],
            actions: [
              {
                code: 'products_percentage_discount',
                arguments: [
                  { name: 'discount', value: '10' },
                  { name: 'productVariantIds', value: JSON.stringify([variantId]) },
                ],
              },
            ],
            translations: [{ languageCode: 'en', name: `Offer ${variantId}` }],
          },
        },
      );
      expect(created.id, created.message).toBeTruthy();
    };
    await createPromotion(promoted!.variants[0]!.id, null);
    await createPromotion(couponOnly!.variants[0]!.id, 'LISTINGS10');
    const offers = await listing(env.shopClient, 'specialOffers', { take: 100 });
    expect(ids(offers)).toContain(promoted!.id);
    expect(ids(offers)).not.toContain(couponOnly!.id);
    expect(offers.totalItems).toBe(reduced.size + 1);
  });
});

describe('filterBar', () => {
  const FILTER_BAR = gql`
    query FilterBar($input: FilterBarInput!) {
      filterBar(input: $input) {
        maxValue
        filters {
          id
          code
          name
          values {
            id
            code
            name
            count
          }
        }
      }
    }
  `;
  const SEARCH = gql`
    query Search($input: SearchInput!) {
      search(input: $input) {
        totalItems
        items {
          productId
          priceWithTax {
            ... on PriceRange {
              max
            }
          }
        }
        facetValues {
          count
          facetValue {
            id
            code
            name
            facet {
              id
              code
              name
            }
          }
        }
      }
    }
  `;
  interface Bar {
    maxValue: number;
    filters: Array<{
      id: string;
      code: string;
      name: string;
      values: Array<{ id: string; code: string; name: string; count: number }>;
    }>;
  }
  interface SearchResult {
    totalItems: number;
    items: Array<{ productId: string; priceWithTax: { max: number } }>;
    facetValues: Array<{
      count: number;
      facetValue: {
        id: string;
        code: string;
        name: string;
        facet: { id: string; code: string; name: string };
      };
    }>;
  }
  type Input = { collectionSlug?: string; term?: string; facetValueIds?: string[] };

  async function filterBar(input: Input, languageCode: Lang): Promise<Bar> {
    return (await env.shopClient.query<{ filterBar: Bar }>(FILTER_BAR, { input }, { languageCode }))
      .filterBar;
  }

  /** Every page of `search` for the input, grouped by product, as a listing page would read it. */
  async function search(
    input: Omit<Input, 'facetValueIds'> & { facetValueFilters?: Array<{ or: string[] }> },
    languageCode: Lang,
  ): Promise<SearchResult> {
    const items: SearchResult['items'] = [];
    let first: SearchResult | undefined;
    for (let skip = 0; ; skip += 100) {
      const { search: page } = await env.shopClient.query<{ search: SearchResult }>(
        SEARCH,
        { input: { ...input, groupByProduct: true, take: 100, skip } },
        { languageCode },
      );
      first ??= page;
      items.push(...page.items);
      if (items.length >= page.totalItems || page.items.length === 0) break;
    }
    return { ...first!, items };
  }

  /** What the filter bar should say, built from `search` for the same input. */
  async function expected(input: Input, languageCode: Lang): Promise<Bar> {
    const base = { collectionSlug: input.collectionSlug, term: input.term };
    const unfiltered = await search(base, languageCode);
    const facetOf = new Map(
      unfiltered.facetValues.map((fv) => [fv.facetValue.id, fv.facetValue.facet.id]),
    );
    const selected = new Map<string, string[]>();
    for (const id of input.facetValueIds ?? []) {
      const facetId = facetOf.get(id)!;
      selected.set(facetId, [...(selected.get(facetId) ?? []), id]);
    }
    const filters = (except?: string) =>
      [...selected].filter(([facetId]) => facetId !== except).map(([, or]) => ({ or }));
    const full = await search({ ...base, facetValueFilters: filters() }, languageCode);
    const counted = full.facetValues.filter((fv) => !selected.has(fv.facetValue.facet.id));
    for (const facetId of selected.keys()) {
      const without = await search({ ...base, facetValueFilters: filters(facetId) }, languageCode);
      counted.push(...without.facetValues.filter((fv) => fv.facetValue.facet.id === facetId));
    }
    // A selected value is listed even when nothing matches it any more.
    for (const id of input.facetValueIds ?? []) {
      if (!counted.some((fv) => fv.facetValue.id === id)) {
        const known = unfiltered.facetValues.find((fv) => fv.facetValue.id === id)!;
        counted.push({ ...known, count: 0 });
      }
    }
    const byFacet = new Map<string, Bar['filters'][number]>();
    for (const { count, facetValue } of [...counted].sort(
      (a, b) => +a.facetValue.id - +b.facetValue.id,
    )) {
      const facet = byFacet.get(facetValue.facet.id) ?? { ...facetValue.facet, values: [] };
      facet.values.push({ id: facetValue.id, code: facetValue.code, name: facetValue.name, count });
      byFacet.set(facet.id, facet);
    }
    return {
      maxValue: Math.max(0, ...full.items.map((item) => item.priceWithTax.max)),
      filters: [...byFacet.values()].sort((a, b) => idOrder(a.id, b.id)),
    };
  }

  const CASES: Array<[string, Input, Lang]> = [
    ['a category, in Arabic', { collectionSlug: 'living-room' }, 'ar'],
    ['a category, in English', { collectionSlug: 'bedroom' }, 'en'],
    ['an Arabic term typed without hamza', { term: 'اريكه' }, 'ar'],
    ['an Arabic term', { term: 'كنبة' }, 'ar'],
    ['an English term', { term: 'sofa' }, 'en'],
    ['the whole catalogue', {}, 'en'],
  ];

  it.each(CASES)('counts and maxValue match search for %s', async (_, input, languageCode) => {
    const bar = await filterBar(input, languageCode);
    expect(bar).toEqual(await expected(input, languageCode));
    expect(bar.filters.length).toBeGreaterThan(0);
    expect(bar.maxValue).toBeGreaterThan(0);
    const arabic = /[\u0600-\u06FF]/;
    for (const facet of bar.filters) {
      expect(arabic.test(facet.name)).toBe(languageCode === 'ar');
      for (const value of facet.values) expect(arabic.test(value.name)).toBe(languageCode === 'ar');
    }
  });

  it('counts each facet against the selections of the others only', async () => {
    for (const languageCode of ['ar', 'en'] as const) {
      const open = await filterBar({ collectionSlug: 'living-room' }, languageCode);
      // The facet with the most values, and another one.
      const [first, second] = [...open.filters].sort((a, b) => b.values.length - a.values.length);
      expect(first!.values.length).toBeGreaterThan(1);
      const facetValueIds = [first!.values[0]!.id, first!.values[1]!.id, second!.values[0]!.id];
      const input = { collectionSlug: 'living-room', facetValueIds };
      const bar = await filterBar(input, languageCode);
      expect(bar).toEqual(await expected(input, languageCode));
      expect(bar.maxValue).toBeLessThanOrEqual(open.maxValue);
    }
  });

  it('narrows search and the counts to a price range with VAT, keeping the slider’s maxValue', async () => {
    const VARIANT_PRICES = gql`
      query VariantPrices($input: SearchInput!) {
        search(input: $input) {
          totalItems
          items {
            productId
            priceWithTax {
              ... on SinglePrice {
                value
              }
            }
          }
        }
      }
    `;
    const collectionSlug = 'living-room';
    // Every variant's price in the category, to pick a range and know what must match.
    const { search: variants } = await env.shopClient.query<{
      search: { items: Array<{ productId: string; priceWithTax: { value: number } }> };
    }>(VARIANT_PRICES, { input: { collectionSlug, groupByProduct: false, take: 100 } });
    const prices = variants.items.map((item) => item.priceWithTax.value).sort((a, b) => a - b);
    const range = {
      min: prices[Math.floor(prices.length / 4)]!,
      max: prices[Math.floor(prices.length / 2)]!,
    };
    const inside = new Set(
      variants.items
        .filter(({ priceWithTax: { value } }) => value >= range.min && value <= range.max)
        .map((item) => item.productId),
    );
    const all = new Set(variants.items.map((item) => item.productId));
    expect(inside.size).toBeGreaterThan(0);
    expect(inside.size).toBeLessThan(all.size);

    for (const languageCode of ['ar', 'en'] as const) {
      const narrowed = await search(
        { collectionSlug, priceRangeWithTax: range } as Parameters<typeof search>[0],
        languageCode,
      );
      expect(new Set(narrowed.items.map((item) => item.productId))).toEqual(inside);
      expect(narrowed.totalItems).toBe(inside.size);

      const bar = await filterBar(
        { collectionSlug, priceRangeWithTax: range } as Input,
        languageCode,
      );
      const open = await filterBar({ collectionSlug }, languageCode);
      // The slider still spans the category; the counts are those of the range.
      expect(bar.maxValue).toBe(open.maxValue);
      const counted = bar.filters.flatMap((facet) => facet.values).map((value) => value.count);
      const openCounted = open.filters.flatMap((facet) => facet.values).map((value) => value.count);
      expect(Math.max(...counted)).toBeLessThanOrEqual(inside.size);
      expect(counted.reduce((a, b) => a + b, 0)).toBeLessThan(
        openCounted.reduce((a, b) => a + b, 0),
      );
    }
  });

  it('says nothing matches a term the catalogue does not have', async () => {
    expect(await filterBar({ term: 'ثلاجة' }, 'ar')).toEqual({ maxValue: 0, filters: [] });
  });
});
