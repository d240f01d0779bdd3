import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  AssetService,
  CollectionService,
  ConfigService,
  facetValueCollectionFilter,
  FacetService,
  FacetValueService,
  FastImporterService,
  type ID,
  isGraphQlErrorResult,
  JobQueueService,
  Logger,
  productIdCollectionFilter,
  type RequestContext,
  StockAdjustment,
  StockLevelService,
  StockLocationService,
  TaxCategoryService,
  TransactionalConnection,
} from '@vendure/core';
import { waitForIdleJobQueue } from '../common/job-queue';
import { type DemoProduct, STANDARD_TAX_CATEGORY } from './catalogue';
import {
  CATEGORY_TREE,
  CURATED_COLLECTIONS,
  CURATED_PARENT,
  type CuratedCode,
  SUB_CATEGORIES,
} from './categories';
import {
  DRAWINGS_VERSION,
  productImageFiles,
  pruneOtherDrawings,
  renderProductImages,
} from './product-images';
import { SHOP_LANGUAGES } from './store-setup';
import {
  COLOURS,
  FACET_NAMES,
  type FacetCode,
  type Localized,
  MATERIALS,
  ROOMS,
  STYLES,
} from './vocabulary';

/**
 * Imports the demo catalogue into a configured channel: facets, pictures, products with their
 * details, the category tree and the curated collections. Goes through Vendure's
 * FastImporterService (what its CSV importer uses, without the CSV): no events per product, so
 * the caller queues one search reindex at the end.
 */

export interface CatalogueImport {
  products: number;
  variants: number;
  assets: number;
  collections: number;
}

/** Facet value ids by `facet:value` code, e.g. `category:sofas`. */
export type FacetValueIds = ReadonlyMap<string, ID>;

/** What the catalogue's products were created as, by slug. */
export type ImportedProducts = ReadonlyMap<string, { id: ID; featuredAssetId: ID | undefined }>;

export interface ImportOptions {
  /**
   * Start this process's job queue to fill the collections (default). `false` when a separate
   * worker process runs the jobs (JOB_QUEUE=worker): the import then waits for it.
   */
  processJobs?: boolean;
  /** Longest the collection jobs may take (default five minutes). */
  jobsTimeoutMs?: number;
  /** Told the number of products imported so far, after each one. */
  onProgress?: (imported: number) => void;
  /**
   * A folder to keep the drawn pictures in between seeds (SEED_PICTURE_CACHE): they are drawn
   * into a sub-folder named for the drawing code's version, only those missing, and kept.
   */
  pictureCache?: string;
}

export async function importDemoCatalogue(
  app: INestApplication,
  ctx: RequestContext,
  products: readonly DemoProduct[],
  options: ImportOptions = {},
): Promise<CatalogueImport> {
  const timer = phaseTimer();
  const facetValueIds = await ensureCatalogueFacets(app, ctx);
  timer.done('facets');
  const assetIds = await importProductImages(app, ctx, products, timer, options.pictureCache);
  const imported = await importProducts(
    app,
    ctx,
    products,
    facetValueIds,
    assetIds,
    options.onProgress,
  );
  timer.done('products');
  const collections = await createCollections(app, ctx, products, facetValueIds, imported);
  // Vendure fills collections in jobs. Their contents must be complete before the search index
  // is built: Vendure 3.7.3 re-indexes only the first 50 variants of a collection change
  // (IndexerController.updateVariantsById), so a reindex racing with these jobs could keep a
  // stale collection list for the rest, and category pages would miss products.
  if (options.processJobs ?? true) {
    await app.get(JobQueueService).start();
  }
  await waitForIdleJobQueue(app, options.jobsTimeoutMs ?? COLLECTION_JOBS_TIMEOUT_MS);
  timer.done('collections');
  return {
    products: imported.size,
    variants: products.reduce((sum, product) => sum + product.variants.length, 0),
    assets: assetIds.size,
    collections,
  };
}

/** Longest the collection jobs of the demo catalogue may take. */
const COLLECTION_JOBS_TIMEOUT_MS = 300_000;

interface PhaseTimer {
  done(phase: string): void;
}

/** Logs how long each step of the import took (verbose), to keep an eye on seeding time. */
function phaseTimer(): PhaseTimer {
  let last = Date.now();
  return {
    done: (phase) => {
      const now = Date.now();
      Logger.verbose(`${phase}: ${((now - last) / 1000).toFixed(1)} s`, 'DarSeed');
      last = now;
    },
  };
}

type VariantInput = Parameters<FastImporterService['createProductVariant']>[0];
/** GlobalFlag.TRUE: the enum lives in @vendure/common, which the server does not depend on. */
const TRACK_INVENTORY = 'TRUE' as VariantInput['trackInventory'];

/** A Latin code for an option or option group, as Vendure's importer derives them. */
function toCode(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const FACET_VALUES: Record<FacetCode, Record<string, Localized>> = {
  room: ROOMS,
  material: MATERIALS,
  style: STYLES,
  colour: COLOURS,
  category: Object.fromEntries(SUB_CATEGORIES.map((sub) => [sub.slug, sub.name])),
};

/**
 * Creates the facets and values the catalogue uses, with our Latin codes and both languages, or
 * adds what an interrupted run left out.
 */
export async function ensureCatalogueFacets(
  app: INestApplication,
  ctx: RequestContext,
): Promise<FacetValueIds> {
  const facetService = app.get(FacetService);
  const facetValueService = app.get(FacetValueService);
  const ids = new Map<string, ID>();
  for (const facetCode of Object.keys(FACET_VALUES) as FacetCode[]) {
    const values = FACET_VALUES[facetCode];
    const translations = (name: Localized) =>
      SHOP_LANGUAGES.map((languageCode) => ({ languageCode, name: name[languageCode] }));
    let facet = await facetService.findByCode(ctx, facetCode, ctx.languageCode);
    if (!facet) {
      facet = await facetService.create(ctx, {
        code: facetCode,
        isPrivate: false,
        translations: translations(FACET_NAMES[facetCode]),
        values: Object.entries(values).map(([code, name]) => ({
          code,
          translations: translations(name),
        })),
      });
    }
    for (const [code, name] of Object.entries(values)) {
      const existing = facet.values.find((value) => value.code === code);
      const value =
        existing ??
        (await facetValueService.create(ctx, facet, { code, translations: translations(name) }));
      ids.set(`${facetCode}:${code}`, value.id);
    }
  }
  return ids;
}

/**
 * Renders the pictures (into the picture cache when there is one) and imports each once as an
 * asset; asset ids by file name.
 */
async function importProductImages(
  app: INestApplication,
  ctx: RequestContext,
  products: readonly DemoProduct[],
  timer: PhaseTimer,
  pictureCache: string | undefined,
): Promise<Map<string, ID>> {
  const imageDir = pictureCache
    ? path.join(pictureCache, DRAWINGS_VERSION)
    : app.get(ConfigService).importExportOptions.importAssetsDir;
  if (pictureCache) pruneOtherDrawings(pictureCache);
  const assetService = app.get(AssetService);
  const ids = new Map<string, ID>();
  try {
    const { files, rendered } = await renderProductImages(products, imageDir);
    timer.done(`pictures: ${rendered} of ${files.length} drawn`);
    for (const file of files) {
      const asset = await assetService.createFromFileStream(fs.createReadStream(file), file, ctx);
      if (isGraphQlErrorResult(asset)) {
        throw new Error(`Could not import the picture ${file}: ${asset.message}`);
      }
      ids.set(path.basename(file), asset.id);
    }
    timer.done(`pictures: ${files.length} imported as assets`);
  } finally {
    // The asset storage now holds copies; the rendered originals are not needed again, unless
    // they are kept for the next seed.
    if (!pictureCache) await fs.promises.rm(imageDir, { recursive: true, force: true });
  }
  return ids;
}

async function importProducts(
  app: INestApplication,
  ctx: RequestContext,
  products: readonly DemoProduct[],
  facetValueIds: FacetValueIds,
  assetIds: ReadonlyMap<string, ID>,
  onProgress: ((imported: number) => void) | undefined,
): Promise<ImportedProducts> {
  const importer = app.get(FastImporterService);
  await importer.initialize(ctx.channel);
  const taxCategories = await app
    .get(TaxCategoryService)
    .findAll(ctx, { filter: { name: { eq: STANDARD_TAX_CATEGORY } } });
  const taxCategoryId = taxCategories.items[0]?.id;
  if (taxCategoryId === undefined) {
    throw new Error(`The tax category "${STANDARD_TAX_CATEGORY}" does not exist.`);
  }
  const facetValue = (facet: FacetCode, code: string): ID => {
    const id = facetValueIds.get(`${facet}:${code}`);
    if (id === undefined) throw new Error(`No facet value ${facet}:${code}.`);
    return id;
  };
  const asset = (file: string): ID => {
    const id = assetIds.get(file);
    if (id === undefined) throw new Error(`No asset for the picture ${file}.`);
    return id;
  };

  const imported = new Map<string, { id: ID; featuredAssetId: ID | undefined }>();
  const stock = await initialStock(app, ctx);
  for (const product of products) {
    const pictures = productImageFiles(product);
    const gallery = pictures.gallery.map(asset);
    const { details } = product;
    const productId = await importer.createProduct({
      featuredAssetId: gallery[0],
      assetIds: gallery,
      facetValueIds: [
        facetValue('category', product.category),
        facetValue('room', product.room),
        facetValue('material', product.material),
        facetValue('style', product.style),
      ],
      translations: SHOP_LANGUAGES.map((languageCode) => ({
        languageCode,
        name: product.name[languageCode],
        slug: product.slug,
        description: product.description[languageCode],
        customFields: {
          material: details.material[languageCode],
          careInstructions: details.careInstructions[languageCode],
          specification: details.specification[languageCode],
        },
      })),
      customFields: {
        // Minor units (piastres), like variant prices.
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
    });

    // One option group per product, as Vendure's importer makes them; option ids by group
    // position and English value.
    const optionIds = new Map<string, ID>();
    for (const [groupIndex, group] of product.optionGroups.entries()) {
      const groupId = await importer.createProductOptionGroup({
        code: toCode(`${product.slug}-${group.en}`),
        options: [],
        translations: SHOP_LANGUAGES.map((languageCode) => ({
          languageCode,
          name: group[languageCode],
        })),
      });
      const values = new Map<string, Localized>();
      for (const variant of product.variants) {
        const value = variant.options[groupIndex];
        if (value) values.set(value.en, value);
      }
      for (const value of values.values()) {
        const optionId = await importer.createProductOption({
          productOptionGroupId: groupId,
          code: toCode(value.en),
          translations: SHOP_LANGUAGES.map((languageCode) => ({
            languageCode,
            name: value[languageCode],
          })),
        });
        optionIds.set(`${groupIndex}:${value.en}`, optionId);
      }
      await importer.addOptionGroupToProduct(productId, groupId);
    }

    for (const variant of product.variants) {
      const picture = pictures.variant(variant);
      const featuredAssetId = picture ? asset(picture) : undefined;
      const variantId = await importer.createProductVariant({
        productId,
        sku: variant.sku,
        // Major to minor units; the channel's prices include VAT.
        price: Math.round(variant.priceWithTax * 100),
        taxCategoryId,
        // Set below: through the importer, every variant's stock would queue its own search
        // index job, hundreds of them, all made redundant by the reindex after the import.
        stockOnHand: 0,
        trackInventory: TRACK_INVENTORY,
        optionIds: variant.options.map((value, groupIndex) => {
          const id = optionIds.get(`${groupIndex}:${value.en}`);
          if (id === undefined) throw new Error(`No option "${value.en}" on ${product.slug}.`);
          return id;
        }),
        facetValueIds: [facetValue('colour', variant.colourFacet)],
        featuredAssetId,
        assetIds: featuredAssetId === undefined ? [] : [featuredAssetId],
        translations: SHOP_LANGUAGES.map((languageCode) => ({
          languageCode,
          name: [product.name[languageCode], ...variant.options.map((o) => o[languageCode])].join(
            ' ',
          ),
        })),
      });
      await stock.set(variantId, variant.stockOnHand);
    }
    imported.set(product.slug, { id: productId, featuredAssetId: gallery[0] });
    onProgress?.(imported.size);
  }
  return imported;
}

/**
 * Records a new variant's stock as Vendure does (a stock adjustment and the level at the default
 * location), without the stock-movement event that would queue a search index job per variant.
 */
async function initialStock(
  app: INestApplication,
  ctx: RequestContext,
): Promise<{ set(variantId: ID, stockOnHand: number): Promise<void> }> {
  const location = await app.get(StockLocationService).defaultStockLocation(ctx);
  const adjustments = app.get(TransactionalConnection).getRepository(ctx, StockAdjustment);
  const levels = app.get(StockLevelService);
  return {
    async set(variantId, stockOnHand) {
      if (stockOnHand === 0) return;
      await adjustments.save(
        new StockAdjustment({
          quantity: stockOnHand,
          stockLocation: { id: location.id },
          productVariant: { id: variantId },
        }),
      );
      await levels.updateStockOnHandForLocation(ctx, variantId, location.id, stockOnHand);
    },
  };
}

/**
 * The category tree (sub-categories by `category` facet value; a category by any of its
 * children's values) and the curated collections (hand-picked product ids) under their parent.
 * A collection whose slug exists is left as it is.
 */
async function createCollections(
  app: INestApplication,
  ctx: RequestContext,
  products: readonly DemoProduct[],
  facetValueIds: FacetValueIds,
  imported: ImportedProducts,
): Promise<number> {
  const collectionService = app.get(CollectionService);
  let created = 0;
  const ensure = async (
    slug: string,
    texts: { name: Localized; description: Localized },
    filter: { code: string; arguments: Array<{ name: string; value: string }> } | undefined,
    featuredProductSlug: string | undefined,
    parentId?: ID,
  ): Promise<ID> => {
    const existing = await collectionService.findOneBySlug(ctx, slug);
    if (existing) return existing.id;
    const featuredAssetId = featuredProductSlug
      ? imported.get(featuredProductSlug)?.featuredAssetId
      : undefined;
    const collection = await collectionService.create(ctx, {
      isPrivate: false,
      parentId,
      // Each collection's own filter says everything; inheriting the parent's would only add a
      // condition that is already true, and cost a join.
      inheritFilters: false,
      featuredAssetId,
      assetIds: featuredAssetId === undefined ? [] : [featuredAssetId],
      filters: filter ? [filter] : [],
      translations: SHOP_LANGUAGES.map((languageCode) => ({
        languageCode,
        name: texts.name[languageCode],
        slug,
        description: texts.description[languageCode],
      })),
    });
    created++;
    return collection.id;
  };
  const facetFilter = (codes: readonly string[], containsAny: boolean) => ({
    code: facetValueCollectionFilter.code,
    arguments: [
      {
        name: 'facetValueIds',
        value: JSON.stringify(codes.map((code) => facetValueIds.get(`category:${code}`))),
      },
      { name: 'containsAny', value: String(containsAny) },
    ],
  });
  const firstProductIn = (subCategories: readonly string[]) =>
    products.find((product) => subCategories.includes(product.category))?.slug;

  for (const category of CATEGORY_TREE) {
    const childSlugs = category.children.map((child) => child.slug);
    const parentId = await ensure(
      category.slug,
      category,
      facetFilter(childSlugs, true),
      firstProductIn(childSlugs),
    );
    for (const child of category.children) {
      await ensure(
        child.slug,
        child,
        facetFilter([child.slug], false),
        firstProductIn([child.slug]),
        parentId,
      );
    }
  }

  const curatedParentId = await ensure(
    CURATED_PARENT.slug,
    CURATED_PARENT,
    undefined,
    products.find((product) => product.curated.length > 0)?.slug,
  );
  for (const slug of Object.keys(CURATED_COLLECTIONS) as CuratedCode[]) {
    const picked = products.filter((product) => product.curated.includes(slug));
    const productIds = picked.flatMap((product) => imported.get(product.slug)?.id ?? []);
    await ensure(
      slug,
      CURATED_COLLECTIONS[slug],
      {
        code: productIdCollectionFilter.code,
        arguments: [
          { name: 'productIds', value: JSON.stringify(productIds) },
          { name: 'combineWithAnd', value: 'true' },
        ],
      },
      picked[0]?.slug,
      curatedParentId,
    );
  }
  return created;
}
