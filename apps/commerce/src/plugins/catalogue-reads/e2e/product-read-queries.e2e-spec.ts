import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForIdleJobQueue } from '../../../common/job-queue';
import { type LoggedQuery, queriesDuring } from '../../../e2e/query-counter';
import { storefrontOperation } from '../../../e2e/storefront-documents';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

/**
 * What one first read of a product page costs the database (issue 30: `product(slug)` at 10,000
 * products), with the storefront's own document (packages/commerce-hooks' ProductDetail, sent as
 * its server sends it: anonymous, no cookie), and that the answers stay Vendure's: the fields this
 * plugin answers are compared with the Admin API's, which keeps Vendure's own resolvers.
 */

let env: DarTestEnvironment;

/** The demo's sofa: two variants, two collections (a room and, under it, a category). */
const SOFA = 'nile-three-seater-sofa';
/** Any other product: read before each counted read. */
const OTHER = 'zamalek-velvet-armchair';

beforeAll(async () => {
  // The Shop API read cache is off (as in every test by default): each read is a first read.
  env = await startDarTestEnvironment(__filename, { plainIds: true });
  await env.adminClient.asSuperAdmin();
  // Nothing left over from the seed runs beside the counted reads.
  await waitForIdleJobQueue(env.server.app, 120_000);
}, 2_400_000);

afterAll(async () => {
  await env?.stop();
});

const PRODUCT_DETAIL = storefrontOperation('ProductDetail');

interface Crumb {
  id: string;
  slug: string;
  name: string;
}

interface ProductPage {
  id: string;
  slug: string;
  variants: Array<{ id: string }>;
  collections: Array<Crumb & { breadcrumbs: Crumb[] }>;
  facetValues: Array<{ id: string; code: string; name: string; facet: Crumb & { code: string } }>;
}

/** The product page's read, as the storefront's server sends it. */
async function productPage(slug: string, languageCode: 'ar' | 'en'): Promise<ProductPage> {
  const response = await fetch(`${env.baseUrl}/shop-api?languageCode=${languageCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PRODUCT_DETAIL, variables: { slug } }),
  });
  const body = (await response.json()) as { data?: { product: ProductPage }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.product;
}

/**
 * The SQL statements of one product page read, just after a read of another product: Vendure's
 * caches of channels, zones and tax rates, due every 30 s, refresh in that one (query-counter).
 */
async function queriesOf(slug: string, languageCode: 'ar' | 'en'): Promise<LoggedQuery[]> {
  await productPage(slug === OTHER ? SOFA : OTHER, languageCode);
  return (await queriesDuring(env.server.app, () => productPage(slug, languageCode))).queries;
}

/** Statements that read the collection tables (ancestors, their names). */
const collectionQueries = (queries: LoggedQuery[]) =>
  queries.filter((query) => /FROM "collection"/.test(query.sql));

/** Statements that read facet values or facets. */
const facetQueries = (queries: LoggedQuery[]) =>
  queries.filter((query) =>
    /"facet"|"facet_value"|"product_facet_values_facet_value"/.test(query.sql),
  );

/** The same fields through the Admin API, answered by Vendure's own resolvers. */
async function vendureAnswer(slug: string, languageCode: 'ar' | 'en') {
  const { product } = await env.adminClient.query<{
    product: {
      collections: Array<Crumb & { isPrivate: boolean; breadcrumbs: Crumb[] }>;
      facetValues: Array<ProductPage['facetValues'][number] & { facet: { isPrivate: boolean } }>;
    };
  }>(
    gql`
      query VendureProduct($slug: String!) {
        product(slug: $slug) {
          collections {
            id
            slug
            name
            isPrivate
            breadcrumbs {
              id
              slug
              name
            }
          }
          facetValues {
            id
            code
            name
            facet {
              id
              code
              name
              isPrivate
            }
          }
        }
      }
    `,
    { slug },
    { languageCode },
  );
  return {
    // What the Shop API shows of them: public collections and facets only.
    collections: product.collections
      .filter((collection) => !collection.isPrivate)
      .map(({ isPrivate: _, ...collection }) => collection),
    facetValues: product.facetValues
      .filter((value) => !value.facet.isPrivate)
      .map(({ facet: { isPrivate: _, ...facet }, ...value }) => ({ ...value, facet })),
  };
}

describe('a product page read (the storefront document, not cached)', () => {
  it('reads no collection ancestors: breadcrumbs come from the cached collection tree', async () => {
    // Another product first (queriesOf): the tree is read once, not per product.
    const queries = await queriesOf(SOFA, 'en');
    // Vendure walked up the tree: one query per ancestor of each collection, then their names
    // (five for the sofa's two collections). What is left is the product's own collections.
    expect(collectionQueries(queries).map((query) => query.sql)).toHaveLength(1);
    expect(queries.length).toBeLessThanOrEqual(13);
  });

  it('reads the facet values once, with the product', async () => {
    const queries = await queriesOf(SOFA, 'en');
    // The product query loads its facet values with their facets (three statements); Vendure's
    // Product.facetValues then read them again with the product, and once more in the channel
    // with their facets (four more). Now the channel's facet values come from the cache.
    expect(facetQueries(queries).map((query) => query.sql)).toHaveLength(3);
    expect(queries.length).toBeLessThanOrEqual(13);
  });

  it('costs the same queries for a product of one variant and one of many (no query per variant)', async () => {
    const { products } = await env.adminClient.query<{
      products: { items: { slug: string; variants: { id: string }[] }[] };
    }>(gql`
      query {
        products(options: { take: 500 }) {
          items {
            slug
            variants {
              id
            }
          }
        }
      }
    `);
    const bySize = [...products.items].sort((a, b) => a.variants.length - b.variants.length);
    const fewest = bySize[0]!;
    const most = bySize.at(-1)!;
    expect(most.variants.length).toBeGreaterThan(fewest.variants.length + 1);
    const few = await queriesOf(fewest.slug, 'ar');
    const many = await queriesOf(most.slug, 'ar');
    expect(many.length).toBe(few.length);
  });

  it('answers breadcrumbs and facet values as Vendure does, for every product in both languages', async () => {
    const { products } = await env.adminClient.query<{ products: { items: { slug: string }[] } }>(
      gql`
        query {
          products(options: { take: 500, sort: { id: ASC } }) {
            items {
              slug
            }
          }
        }
      `,
    );
    expect(products.items.length).toBeGreaterThan(50);
    // Four products at a time, each language's two answers at once: one after the other, the
    // database's round trips made this the spec's longest test on PostgreSQL (about a minute).
    const slugs = products.items.map(({ slug }) => slug);
    for (let start = 0; start < slugs.length; start += 4) {
      await Promise.all(
        slugs.slice(start, start + 4).flatMap((slug) =>
          (['ar', 'en'] as const).map(async (languageCode) => {
            const [page, vendure] = await Promise.all([
              productPage(slug, languageCode),
              vendureAnswer(slug, languageCode),
            ]);
            expect(
              { collections: page.collections, facetValues: page.facetValues },
              `${slug} (${languageCode})`,
            ).toEqual(vendure);
          }),
        ),
      );
    }
  }, 600_000);

  it('shows a renamed or moved collection in the breadcrumbs at once', async () => {
    const before = await productPage(SOFA, 'en');
    const sofas = before.collections.find((collection) => collection.slug === 'sofas')!;
    expect(sofas.breadcrumbs.map((crumb) => crumb.slug)).toEqual([
      '__root_collection__',
      'living-room',
      'sofas',
    ]);
    const livingRoom = sofas.breadcrumbs[1]!;
    await env.adminClient.query(
      gql`
        mutation Rename($id: ID!) {
          updateCollection(
            input: {
              id: $id
              translations: [{ languageCode: en, name: "Lounge", slug: "lounge", description: "" }]
            }
          ) {
            id
          }
        }
      `,
      { id: livingRoom.id },
    );
    const renamed = await productPage(SOFA, 'en');
    expect(
      renamed.collections.find((collection) => collection.id === sofas.id)!.breadcrumbs,
    ).toEqual([
      sofas.breadcrumbs[0],
      { id: livingRoom.id, slug: 'lounge', name: 'Lounge' },
      { id: sofas.id, slug: 'sofas', name: sofas.name },
    ]);
    // Sofas moved to the top level: its only ancestor is the root.
    await env.adminClient.query(
      gql`
        mutation Move($id: ID!, $parentId: ID!) {
          moveCollection(input: { collectionId: $id, parentId: $parentId, index: 0 }) {
            id
          }
        }
      `,
      { id: sofas.id, parentId: sofas.breadcrumbs[0]!.id },
    );
    const moved = await productPage(SOFA, 'en');
    expect(moved.collections.find((collection) => collection.id === sofas.id)!.breadcrumbs).toEqual(
      [sofas.breadcrumbs[0], { id: sofas.id, slug: 'sofas', name: sofas.name }],
    );
    expect(await vendureAnswer(SOFA, 'en')).toEqual({
      collections: moved.collections,
      facetValues: moved.facetValues,
    });
  });

  it('shows a renamed facet value, and hides a facet made private, at once', async () => {
    const before = await productPage(SOFA, 'ar');
    const fabric = before.facetValues.find((value) => value.code === 'fabric')!;
    await env.adminClient.query(
      gql`
        mutation Rename($id: ID!) {
          updateFacetValues(
            input: [{ id: $id, translations: [{ languageCode: ar, name: "قماش ناعم" }] }]
          ) {
            id
          }
        }
      `,
      { id: fabric.id },
    );
    const renamed = await productPage(SOFA, 'ar');
    expect(renamed.facetValues.find((value) => value.id === fabric.id)?.name).toBe('قماش ناعم');
    await env.adminClient.query(
      gql`
        mutation Hide($id: ID!) {
          updateFacet(input: { id: $id, isPrivate: true }) {
            id
          }
        }
      `,
      { id: fabric.facet.id },
    );
    const hidden = await productPage(SOFA, 'ar');
    expect(hidden.facetValues.map((value) => value.facet.code)).not.toContain(fabric.facet.code);
    expect(hidden.facetValues.length).toBe(before.facetValues.length - 1);
    expect(await vendureAnswer(SOFA, 'ar')).toEqual({
      collections: hidden.collections,
      facetValues: hidden.facetValues,
    });
  });
});
