import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { mergeConfig, TransactionalConnection, type VendureConfig } from '@vendure/core';
import {
  createTestEnvironment,
  getInitializerFor,
  registerInitializer,
  SqljsInitializer,
  testConfig,
  type TestEnvironment,
} from '@vendure/testing';
import type { SqljsConnectionOptions } from 'typeorm/driver/sqljs/SqljsConnectionOptions';
import type { SqljsDriver } from 'typeorm/driver/sqljs/SqljsDriver';
import { waitForIdleJobQueue } from '../common/job-queue';
import { PACKAGE_ROOT } from '../environment';
import { DEMO_PRODUCTS } from '../seed/catalogue';
import { DRAWINGS_VERSION, renderProductImages } from '../seed/product-images';
import { seedIfEmpty } from '../seed/seed';
import { createVendureConfig, seedImageDir } from '../vendure-config';

/**
 * A real Dar server for e2e specs: our production configuration (plugins, languages, auth, CORS)
 * on an in-memory sql.js database, seeded by the same code as a first start.
 *
 * The seeded database is cached as a file, keyed by a hash of the server's sources, so a spec run
 * after an unrelated change skips the seeding, and a change to the seed or schema never reuses a
 * stale copy.
 */

const SRC_DIR = path.join(PACKAGE_ROOT, 'src');
const CACHE_ROOT = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'dar-commerce-e2e');
const cacheDir = path.join(CACHE_ROOT, sourceHash());
const dataDir = path.join(cacheDir, 'data');
/** Name of the seeded database file in the cache, shared by every spec file. */
const SEEDED_DATABASE = 'demo-shop';
/** The seed's pictures, kept across source changes: drawing them is most of a seed's time. */
const PICTURE_CACHE_ROOT = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'dar-seed-pictures');

registerInitializer('sqljs', new SqljsInitializer(cacheDir));

export interface DarTestEnvironment extends TestEnvironment {
  config: Required<VendureConfig>;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts a server for one spec file on a free port, on the cached seeded database (seeding it
 * first when there is none). Call in `beforeAll`, and `stop()` in `afterAll`.
 *
 * Every spec file starts from the same seeded file: each server loads it into memory and never
 * writes it back, so one spec's changes never reach another. (`_specFile` names the caller; the
 * database no longer depends on it.)
 */
export async function startDarTestEnvironment(_specFile: string): Promise<DarTestEnvironment> {
  const port = await freePort();
  const ours = createVendureConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STOREFRONT_URL: 'http://localhost:3000',
  });
  const { dbConnectionOptions: _production, ...oursWithoutDatabase } = ours;
  const config = mergeConfig(testConfig, {
    ...oursWithoutDatabase,
    // The test clients read the session token from a header; cookies stay on as in production.
    authOptions: { ...ours.authOptions, tokenMethod: ['bearer', 'cookie'] },
    apiOptions: { ...ours.apiOptions, port },
    // Keep testConfig's quiet logger (LOG=1 turns it on) and sql.js database.
    logger: testConfig.logger,
  });
  // mergeConfig cannot merge our CORS object into testConfig's `cors: true`; set it whole.
  config.apiOptions.cors = ours.apiOptions.cors;

  const environment = createTestEnvironment(config);
  const { server } = environment;
  pruneStaleCaches();
  fs.mkdirSync(cacheDir, { recursive: true });
  const initializer = getInitializerFor('sqljs');
  const dbOptions = config.dbConnectionOptions as SqljsConnectionOptions;
  await initializer.init(path.join(cacheDir, SEEDED_DATABASE), dbOptions);
  await initializer.populate(async () => {
    try {
      // sql.js would write the whole database file after every statement of the seed; it is
      // written once, when the seed is complete.
      (dbOptions as { autoSave?: boolean }).autoSave = false;
      await server.bootstrap();
      await copyCachedPictures(seedImageDir({ dataDir }));
      await seedIfEmpty(server.app);
      await waitForIdleJobQueue(server.app, 120_000);
      const driver = server.app.get(TransactionalConnection).rawConnection.driver as SqljsDriver;
      await driver.save();
      await server.destroy();
    } catch (error) {
      // A half-seeded file would otherwise be reused by every later run.
      fs.rmSync(String(dbOptions.location), { force: true });
      throw error;
    }
  });
  await initializer.destroy();
  await server.bootstrap();
  return {
    ...environment,
    config,
    baseUrl: `http://localhost:${port}`,
    stop: () => server.destroy(),
  };
}

/**
 * Puts the demo catalogue's pictures where the seed draws them, drawing only those missing from
 * the picture cache; the seed then finds them drawn and only imports them.
 */
async function copyCachedPictures(importDir: string): Promise<void> {
  const pictureCache = path.join(PICTURE_CACHE_ROOT, DRAWINGS_VERSION);
  if (fs.existsSync(PICTURE_CACHE_ROOT)) {
    for (const entry of fs.readdirSync(PICTURE_CACHE_ROOT)) {
      if (entry !== DRAWINGS_VERSION) {
        fs.rmSync(path.join(PICTURE_CACHE_ROOT, entry), { recursive: true, force: true });
      }
    }
  }
  await renderProductImages(DEMO_PRODUCTS, pictureCache);
  await fs.promises.cp(pictureCache, importDir, { recursive: true });
}

function sourceHash(): string {
  const hash = createHash('sha256');
  const files = listFiles(SRC_DIR)
    .filter((file) => !/\.(test|e2e-spec)\.ts$/.test(file))
    .concat(path.join(PACKAGE_ROOT, 'package.json'))
    .sort();
  for (const file of files) {
    hash.update(path.relative(PACKAGE_ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

function pruneStaleCaches(): void {
  if (!fs.existsSync(CACHE_ROOT)) {
    return;
  }
  for (const entry of fs.readdirSync(CACHE_ROOT)) {
    const dir = path.join(CACHE_ROOT, entry);
    if (dir !== cacheDir) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** A port nobody listens on, so specs run beside a dev server or another engineer's suite. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}
