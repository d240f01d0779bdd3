import type { INestApplication } from '@nestjs/common';
import {
  LanguageCode,
  Logger,
  Product,
  SearchService,
  TransactionalConnection,
} from '@vendure/core';
import { DEMO_PRODUCTS } from './catalogue';
import { importDemoCatalogue, type ImportOptions } from './import-catalogue';
import { configureDefaultChannel, createAdminContext } from './store-setup';

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
 * The job queue is started to fill the collections (or, with a separate worker, waited for); the
 * search index is built once it has.
 */
export async function seedIfEmpty(
  app: INestApplication,
  options: ImportOptions = {},
): Promise<SeedOutcome> {
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

  const englishCtx = await createAdminContext(app, LanguageCode.en);
  const started = Date.now();
  const { products, variants, assets, collections } = await importDemoCatalogue(
    app,
    englishCtx,
    DEMO_PRODUCTS,
    options,
  );
  await app.get(SearchService).reindex(englishCtx);

  Logger.info(
    `Seeded ${products} products (${variants} variants, ${assets} pictures) and ${collections} collections in ${((Date.now() - started) / 1000).toFixed(1)} s; search indexing is queued`,
    loggerCtx,
  );
  return { seeded: true, products, collections };
}
