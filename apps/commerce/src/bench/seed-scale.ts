import fs from 'node:fs';
import path from 'node:path';
import {
  bootstrap,
  LanguageCode,
  Logger,
  Product,
  runMigrations,
  SearchService,
  TransactionalConnection,
} from '@vendure/core';
import { waitForIdleJobQueue } from '../common/job-queue';
import { describeDatabase, EnvironmentError, PACKAGE_ROOT, readEnvironment } from '../environment';
import { DEMO_PRODUCTS } from '../seed/catalogue';
import { importDemoCatalogue } from '../seed/import-catalogue';
import { DRAWINGS_VERSION, renderProductImages } from '../seed/product-images';
import { configureDefaultChannel, createAdminContext } from '../seed/store-setup';
import { buildVendureConfig, seedImageDir } from '../vendure-config';
import { benchDataDir, DEFAULT_BENCH_PRODUCTS, freePort } from './bench-data';
import { bulkCopyProducts } from './bulk-copy';
import { scaleEntries } from './scale-catalogue';

/**
 * `pnpm --filter @dar/commerce seed:scale [N]`: a shop with N products (default 10,000) in a
 * database of its own, for benchmarks. SQLite in `data/bench-N/` (or DATA_DIR), or the
 * PostgreSQL database of DATABASE_URL, which must be empty: the script migrates it, configures the
 * channel, imports the demo catalogue through the same code as the demo seed (Vendure's fast
 * importer, the category tree and collections, the search index), then adds the numbered copies
 * by cloning the demo products' rows in bulk (./bulk-copy.ts), and prints the time each step
 * took. Never point it at a real shop's database.
 */

const loggerCtx = 'DarScaleSeed';
const PICTURE_CACHE_ROOT = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'dar-seed-pictures');
/** The demo's collections and search index take a minute on a busy 2-core machine. */
const JOBS_TIMEOUT_MS = 60 * 60_000;

async function main(): Promise<void> {
  process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';
  const count = process.argv[2] === undefined ? DEFAULT_BENCH_PRODUCTS : Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`Usage: seed:scale [N], N a positive whole number; got "${process.argv[2]}".`);
  }
  const env = {
    ...process.env,
    DATA_DIR:
      process.env.DATA_DIR ?? benchDataDir(count, process.env.DATABASE_URL ? 'postgres' : 'sqlite'),
    PORT: String(await freePort()),
    // The server only exists to run the import: its own emails and logs are noise here.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const settings = readEnvironment(env);
  const config = buildVendureConfig(settings);
  if (settings.database.kind === 'sqlite') {
    fs.mkdirSync(settings.dataDir, { recursive: true });
  }
  console.log(
    `Seeding ${count.toLocaleString('en')} products into ${describeDatabase(settings.database)}`,
  );

  const started = Date.now();
  const lap = stopwatch();
  await runMigrations(config);
  if (process.exitCode) throw new Error('Database migrations failed.');
  lap('migrations');

  // The copies reuse the demo catalogue's pictures; drawn once into the cache the e2e tests
  // share, then handed to the import like a first start's.
  const pictureCache = path.join(PICTURE_CACHE_ROOT, DRAWINGS_VERSION);
  await renderProductImages(DEMO_PRODUCTS, pictureCache);
  await fs.promises.cp(pictureCache, seedImageDir(settings), { recursive: true });
  lap('pictures');

  const app = await bootstrap(config, {
    onBeforeAppListen: async (nest) => {
      await nest.init();
      const connection = nest.get(TransactionalConnection).rawConnection;
      if ((await connection.getRepository(Product).count()) > 0) {
        throw new Error(
          'This database already has products: give seed:scale an empty one (delete the bench data folder, or drop and create the PostgreSQL database).',
        );
      }
      if (settings.database.kind === 'sqlite') {
        // A scratch database: no need to wait for the disk at every commit of the import.
        await connection.query('PRAGMA synchronous = OFF');
      }
    },
  });
  lap('server started');
  try {
    const arabic = await createAdminContext(app, LanguageCode.ar);
    await configureDefaultChannel(app, arabic);
    const english = await createAdminContext(app, LanguageCode.en);
    const entries = scaleEntries(count);
    // The demo catalogue goes through Vendure (importer, collection filters, indexer) as on a
    // first start; the copies are clones of its rows, written in bulk.
    const demo = entries.filter((entry) => entry.product === entry.original);
    const copies = entries.filter((entry) => entry.product !== entry.original);
    const imported = await importDemoCatalogue(
      app,
      english,
      demo.map((entry) => entry.product),
      { jobsTimeoutMs: JOBS_TIMEOUT_MS },
    );
    lap(
      `demo catalogue imported: ${imported.products} products, ${imported.variants} variants, ${imported.assets} pictures, ${imported.collections} collections`,
    );
    await app.get(SearchService).reindex(english);
    await waitForIdleJobQueue(app, JOBS_TIMEOUT_MS);
    lap('demo search index built');
    const copied = await bulkCopyProducts(app, copies);
    lap(
      `copies inserted: ${copied.products.toLocaleString('en')} products, ${copied.variants.toLocaleString('en')} variants, ${copied.rows.toLocaleString('en')} rows (search index and collections included)`,
    );
    // Nothing queued by the copies; a job left behind would change the shop under the bench.
    await waitForIdleJobQueue(app, JOBS_TIMEOUT_MS);
  } finally {
    await app.close();
  }
  console.log(
    `Done: ${count.toLocaleString('en')} products in ${formatSeconds(Date.now() - started)} (DATA_DIR ${settings.dataDir})`,
  );
}

function stopwatch(): (step: string) => void {
  let last = Date.now();
  return (step) => {
    const now = Date.now();
    console.log(`  ${step}: ${formatSeconds(now - last)}`);
    last = now;
  };
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof EnvironmentError) {
      console.error(error.message);
    } else {
      Logger.error(
        error instanceof Error ? (error.stack ?? error.message) : String(error),
        loggerCtx,
      );
      console.error(error instanceof Error ? error.message : String(error));
    }
    process.exit(1);
  },
);
