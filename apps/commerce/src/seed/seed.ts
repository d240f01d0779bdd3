import fs from 'node:fs/promises';
import type { INestApplication } from '@nestjs/common';
import {
  CollectionService,
  ConfigService,
  facetValueCollectionFilter,
  FacetValueService,
  Importer,
  type ImportProgress,
  LanguageCode,
  Logger,
  Product,
  ProductService,
  type RequestContext,
  SearchService,
  TransactionalConnection,
} from '@vendure/core';
import {
  DEMO_COLLECTIONS,
  DEMO_PRODUCTS,
  type DemoCollection,
  type DemoProduct,
  toImportCsv,
} from './catalogue';
import { renderProductImages } from './product-images';
import { configureDefaultChannel, createAdminContext, SHOP_LANGUAGES } from './store-setup';

const loggerCtx = 'DarSeed';

export type SeedOutcome =
  | { seeded: false; reason: 'catalogue-present' }
  | { seeded: true; products: number; collections: number };

/**
 * Turns a new database into a working demo shop: configures the default channel (languages,
 * currency, VAT) and imports the demo catalogue and its collections, then queues a search
 * reindex. Does nothing when any product exists, so a shop's own catalogue is never touched;
 * the product count is the marker because the catalogue is what a shop owner changes first.
 *
 * The reindex and collection jobs run once the job queue is started.
 */
export async function seedIfEmpty(app: INestApplication): Promise<SeedOutcome> {
  const productCount = await app
    .get(TransactionalConnection)
    .rawConnection.getRepository(Product)
    .count();
  if (productCount > 0) {
    return { seeded: false, reason: 'catalogue-present' };
  }
  Logger.info('Empty database: setting up the default channel and the demo catalogue', loggerCtx);

  const arabicCtx = await createAdminContext(app, LanguageCode.ar);
  await configureDefaultChannel(app, arabicCtx);

  // The importer derives facet and option codes from the main language of the file: English
  // gives stable Latin codes (`room`, `living-room`) that filters and URLs can use.
  const englishCtx = await createAdminContext(app, LanguageCode.en);
  await importProducts(app, englishCtx, DEMO_PRODUCTS);
  await setProductDetails(app, englishCtx, DEMO_PRODUCTS);
  const collections = await createCollections(app, englishCtx, DEMO_COLLECTIONS, DEMO_PRODUCTS);
  await app.get(SearchService).reindex(englishCtx);

  Logger.info(
    `Seeded ${DEMO_PRODUCTS.length} products and ${collections} collections; search indexing is queued`,
    loggerCtx,
  );
  return { seeded: true, products: DEMO_PRODUCTS.length, collections };
}

async function importProducts(
  app: INestApplication,
  ctx: RequestContext,
  products: readonly DemoProduct[],
): Promise<void> {
  const imageDir = app.get(ConfigService).importExportOptions.importAssetsDir;
  await renderProductImages(products, imageDir);
  try {
    const result = await runImport(app.get(Importer), toImportCsv(products), ctx);
    const errors = result.errors ?? [];
    if (errors.length || result.imported !== products.length) {
      throw new Error(
        `The demo catalogue import failed (${result.imported} of ${products.length} imported):\n` +
          errors.join('\n'),
      );
    }
  } finally {
    // The asset storage now holds copies; the rendered originals are not needed again.
    await fs.rm(imageDir, { recursive: true, force: true });
  }
}

/**
 * Fills the product-details custom fields. Done after the import rather than through its CSV
 * columns: the importer passes every custom field as text and translates only `localeString`
 * ones, which would store `"true"` in a boolean and one language in a `localeText`.
 */
async function setProductDetails(
  app: INestApplication,
  ctx: RequestContext,
  products: readonly DemoProduct[],
): Promise<void> {
  const productService = app.get(ProductService);
  for (const product of products) {
    const existing = await productService.findOneBySlug(ctx, product.slug);
    if (!existing) {
      throw new Error(`The import created no product "${product.slug}".`);
    }
    const { details } = product;
    await productService.update(ctx, {
      id: existing.id,
      customFields: {
        originalPrice:
          details.originalPriceWithTax === undefined
            ? null
            : Math.round(details.originalPriceWithTax * 100),
        freeShipping: details.freeShipping,
        warrantyYears: details.warrantyYears,
        deliveryDays: details.deliveryDays,
        widthCm: details.widthCm,
        depthCm: details.depthCm,
        heightCm: details.heightCm,
      },
      translations: SHOP_LANGUAGES.map((languageCode) => ({
        languageCode,
        customFields: {
          material: details.material[languageCode],
          careInstructions: details.careInstructions[languageCode],
          specification: details.specification[languageCode],
        },
      })),
    });
  }
}

async function createCollections(
  app: INestApplication,
  ctx: RequestContext,
  collections: readonly DemoCollection[],
  products: readonly DemoProduct[],
): Promise<number> {
  const collectionService = app.get(CollectionService);
  const facetValues = await app.get(FacetValueService).findAll(ctx, ctx.languageCode);
  const productService = app.get(ProductService);
  let created = 0;
  for (const definition of collections) {
    if (await collectionService.findOneBySlug(ctx, definition.slug)) {
      continue;
    }
    const roomValue = facetValues.find(
      (value) => value.facet.code === 'room' && value.code === definition.room,
    );
    if (!roomValue) {
      throw new Error(`The import created no facet value room:${definition.room}.`);
    }
    // The collection's picture is that of its first product, for category tiles.
    const firstProduct = products.find((product) => product.room === definition.room);
    const featured = firstProduct
      ? await productService.findOneBySlug(ctx, firstProduct.slug, ['featuredAsset'])
      : undefined;
    const featuredAssetId = featured?.featuredAsset?.id;
    await collectionService.create(ctx, {
      isPrivate: false,
      inheritFilters: true,
      featuredAssetId,
      assetIds: featuredAssetId ? [featuredAssetId] : [],
      filters: [
        {
          code: facetValueCollectionFilter.code,
          arguments: [
            { name: 'facetValueIds', value: JSON.stringify([roomValue.id]) },
            { name: 'containsAny', value: 'false' },
          ],
        },
      ],
      translations: SHOP_LANGUAGES.map((languageCode) => ({
        languageCode,
        name: definition.name[languageCode],
        slug: definition.slug,
        description: definition.description[languageCode],
      })),
    });
    created++;
  }
  return created;
}

/** The importer reports progress as a stream; its last value is the outcome. */
function runImport(importer: Importer, csv: string, ctx: RequestContext): Promise<ImportProgress> {
  return new Promise((resolve, reject) => {
    let last: ImportProgress | undefined;
    importer.parseAndImport(csv, ctx, false).subscribe({
      next: (progress) => {
        last = progress;
      },
      error: reject,
      complete: () =>
        last ? resolve(last) : reject(new Error('The importer finished without a result.')),
    });
  });
}
