import {
  CollectionService,
  JobQueueService,
  LanguageCode,
  SearchService,
  TransactionalConnection,
} from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForIdleJobQueue } from '../common/job-queue';
import { type DarTestEnvironment, startDarTestEnvironment } from '../e2e/test-environment';
import { DEMO_PRODUCTS } from '../seed/catalogue';
import { createAdminContext } from '../seed/store-setup';
import { bulkCopyProducts } from './bulk-copy';
import { scaleEntries } from './scale-catalogue';

/**
 * seed:scale's bulk path on the demo shop: 50 numbered copies of demo products, cloned in bulk,
 * are found by the storefront's queries (product page in both languages, search, collection
 * listings), and are exactly what Vendure's own collection filters and search indexer make of
 * them. On SQLite (sql.js) and, in the postgres project, on PostgreSQL.
 */

const COPIES = 50;
const copies = scaleEntries(DEMO_PRODUCTS.length + COPIES).slice(DEMO_PRODUCTS.length);
type Language = 'ar' | 'en';

let env: DarTestEnvironment;
let copiedVariants = 0;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  const result = await bulkCopyProducts(env.server.app, copies);
  copiedVariants = result.variants;
}, 240_000);

afterAll(async () => {
  await env?.stop();
});

interface ProductPage {
  id: string;
  name: string;
  slug: string;
  description: string;
  featuredAsset: { preview: string } | null;
  facetValues: Array<{ code: string }>;
  collections: Array<{ slug: string }>;
  customFields: { originalPrice: number | null; material: string };
  optionGroups: Array<{ code: string; options: Array<{ code: string; name: string }> }>;
  variants: Array<{ sku: string; name: string; priceWithTax: number; stockLevel: string }>;
}

const PRODUCT = gql`
  query ProductPage($slug: String!) {
    product(slug: $slug) {
      id
      name
      slug
      description
      featuredAsset {
        preview
      }
      facetValues {
        code
      }
      collections {
        slug
      }
      customFields {
        originalPrice
        material
      }
      optionGroups {
        code
        options {
          code
          name
        }
      }
      variants {
        sku
        name
        priceWithTax
        stockLevel
      }
    }
  }
`;

async function productPage(slug: string, languageCode: Language): Promise<ProductPage> {
  const { product } = await env.shopClient.query<{ product: ProductPage | null }>(
    PRODUCT,
    { slug },
    { languageCode },
  );
  if (!product) throw new Error(`No product ${slug}`);
  return product;
}

const SEARCH = gql`
  query Search($input: SearchInput!) {
    search(input: $input) {
      totalItems
      items {
        slug
        productName
      }
    }
  }
`;

async function search(
  input: Record<string, unknown>,
  languageCode: Language = 'ar',
): Promise<{ totalItems: number; items: Array<{ slug: string; productName: string }> }> {
  const { search: result } = await env.shopClient.query(
    SEARCH,
    { input: { groupByProduct: true, take: 100, ...input } },
    { languageCode },
  );
  return result;
}

describe('products copied in bulk', () => {
  it('have their own product page in Arabic and English, like their original', async () => {
    expect(copiedVariants).toBe(
      copies.reduce((sum, entry) => sum + entry.product.variants.length, 0),
    );
    for (const { product: copy, original } of copies.slice(0, 10)) {
      for (const language of ['ar', 'en'] as const) {
        const page = await productPage(copy.slug, language);
        const source = await productPage(original.slug, language);
        expect(page.name).toBe(copy.name[language]);
        expect(page.slug).toBe(copy.slug);
        expect(page.description).toBe(original.description[language]);
        expect(page.id).not.toBe(source.id);
        expect(page.customFields.material).toBe(original.details.material[language]);
        expect(page.customFields.originalPrice).toBe(
          copy.details.originalPriceWithTax === undefined
            ? null
            : Math.round(copy.details.originalPriceWithTax * 100),
        );
        expect(page.featuredAsset?.preview).toBe(source.featuredAsset?.preview);
        expect(page.facetValues.map((value) => value.code).sort()).toEqual(
          source.facetValues.map((value) => value.code).sort(),
        );
        expect(page.optionGroups.map((group) => group.options)).toEqual(
          source.optionGroups.map((group) => group.options),
        );
        expect(page.optionGroups.every((group) => group.code.startsWith(`${copy.slug}-`))).toBe(
          true,
        );
        expect(page.variants).toEqual(
          copy.variants.map((variant, index) => ({
            sku: variant.sku,
            name: [copy.name[language], ...variant.options.map((o) => o[language])].join(' '),
            priceWithTax: Math.round(variant.priceWithTax * 100),
            stockLevel: source.variants[index]?.stockLevel,
          })),
        );
      }
    }
  });

  it('are in their original’s categories but not in its hand-picked collections', async () => {
    const curatedCopy = copies.find((entry) => entry.original.curated.length > 0);
    expect(curatedCopy).toBeDefined();
    if (!curatedCopy) return;
    const page = await productPage(curatedCopy.product.slug, 'en');
    const source = await productPage(curatedCopy.original.slug, 'en');
    const curated = new Set<string>(curatedCopy.original.curated);
    expect(page.collections.map((c) => c.slug).sort()).toEqual(
      source.collections
        .map((c) => c.slug)
        .filter((slug) => !curated.has(slug))
        .sort(),
    );
    expect(page.collections.map((c) => c.slug)).toContain(curatedCopy.product.category);
  });

  it('are found by search, in both languages, and listed in their collections', async () => {
    const { product: copy } = copies[0] ?? {};
    if (!copy) throw new Error('No copy');
    for (const language of ['ar', 'en'] as const) {
      const found = await search({ term: copy.name[language] }, language);
      expect(found.items.map((item) => item.slug)).toContain(copy.slug);
      expect(found.items.find((item) => item.slug === copy.slug)?.productName).toBe(
        copy.name[language],
      );
    }
    const category = copy.category;
    const listed = await search({ collectionSlug: category });
    const expected = [...DEMO_PRODUCTS, ...copies.map((entry) => entry.product)]
      .filter((product) => product.category === category)
      .map((product) => product.slug);
    expect(listed.items.map((item) => item.slug).sort()).toEqual(expected.sort());
    expect(listed.totalItems).toBe(expected.length);
  });

  it('leave the database as Vendure’s collection filters and search indexer make it', async () => {
    const app = env.server.app;
    const connection = app.get(TransactionalConnection).rawConnection;
    const copySkus = copies.flatMap((entry) => entry.product.variants.map((v) => v.sku));
    const snapshot = async () => {
      const rows: Array<Record<string, unknown>> = await connection.query(
        `SELECT * FROM "search_index_item" ORDER BY "productVariantId", "languageCode"`,
      );
      const membership: Array<Record<string, unknown>> = await connection.query(
        `SELECT c."collectionId" AS "collectionId", v."sku" AS "sku"
         FROM "collection_product_variants_product_variant" c
         INNER JOIN "product_variant" v ON v."id" = c."productVariantId"`,
      );
      const skus = new Set(copySkus);
      return {
        index: rows
          .filter((row) => skus.has(String(row.sku)))
          .map((row) => ({
            ...row,
            // Vendure lists a variant's collections in no particular order.
            collectionIds: String(row.collectionIds).split(',').sort().join(','),
            collectionSlugs: String(row.collectionSlugs).split(',').sort().join(','),
            // Booleans come back as 0/1 from SQLite, true/false from PostgreSQL.
            enabled: Boolean(row.enabled),
            inStock: Boolean(row.inStock),
            productInStock: Boolean(row.productInStock),
          })),
        membership: membership
          .filter((row) => skus.has(String(row.sku)))
          .map((row) => `${String(row.collectionId)}:${String(row.sku)}`)
          .sort(),
      };
    };
    const bulk = await snapshot();
    expect(bulk.index).toHaveLength(copySkus.length * 2);
    expect(bulk.membership.length).toBeGreaterThanOrEqual(copySkus.length);

    const ctx = await createAdminContext(app, LanguageCode.en);
    await app.get(JobQueueService).start();
    // Clear the copies' membership, so that Vendure's filters must add it back themselves.
    const variants: Array<{ id: number; sku: string }> = await connection.query(
      `SELECT "id", "sku" FROM "product_variant"`,
    );
    const copyVariantIds = variants
      .filter((variant) => copySkus.includes(variant.sku))
      .map((variant) => Number(variant.id));
    expect(copyVariantIds).toHaveLength(copySkus.length);
    await connection.query(
      `DELETE FROM "collection_product_variants_product_variant" WHERE "productVariantId" IN (${copyVariantIds.join(', ')})`,
    );
    expect((await snapshot()).membership).toEqual([]);
    await app.get(CollectionService).triggerApplyFiltersJob(ctx, {
      applyToChangedVariantsOnly: false,
    });
    await waitForIdleJobQueue(app, 600_000);
    await app.get(SearchService).reindex(ctx);
    await waitForIdleJobQueue(app, 600_000);
    const vendure = await snapshot();

    expect(vendure.membership).toEqual(bulk.membership);
    expect(vendure.index).toEqual(bulk.index);
    // Vendure re-applies 39 collection filters and reindexes 227 products: minutes when busy.
  }, 1_300_000);

  it('leave Vendure able to create products after them', async () => {
    await env.adminClient.asSuperAdmin();
    const { createProduct } = await env.adminClient.query<{
      createProduct: { id: string; slug: string };
    }>(gql`
      mutation {
        createProduct(
          input: {
            translations: [
              { languageCode: ar, name: "كرسي تجربة", slug: "bulk-test-chair", description: "" }
              { languageCode: en, name: "Test chair", slug: "bulk-test-chair", description: "" }
            ]
          }
        ) {
          id
          slug
        }
      }
    `);
    expect(createProduct.slug).toBe('bulk-test-chair');
    const ids = await Promise.all(
      copies.map(async (entry) => (await productPage(entry.product.slug, 'en')).id),
    );
    expect(Number(createProduct.id.replace(/\D/g, ''))).toBeGreaterThan(
      Math.max(...ids.map((id) => Number(id.replace(/\D/g, '')))),
    );
  }, 120_000);
});
