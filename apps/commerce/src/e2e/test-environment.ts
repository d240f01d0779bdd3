import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  AutoIncrementIdStrategy,
  mergeConfig,
  type PaymentMethodHandler,
  TransactionalConnection,
  type VendureConfig,
} from '@vendure/core';
import {
  createTestEnvironment,
  getInitializerFor,
  registerInitializer,
  SqljsInitializer,
  testConfig,
  type TestDbInitializer,
  type TestEnvironment,
} from '@vendure/testing';
import { Client } from 'pg';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import type { SqljsConnectionOptions } from 'typeorm/driver/sqljs/SqljsConnectionOptions';
import type { SqljsDriver } from 'typeorm/driver/sqljs/SqljsDriver';
import { waitForIdleJobQueue } from '../common/job-queue';
import { PACKAGE_ROOT } from '../environment';
import { seedIfEmpty } from '../seed/seed';
import { createVendureConfig, seedImageDir } from '../vendure-config';
import { Mailbox } from './mailbox';
import { copyCachedPictures } from './seed-pictures';

/**
 * A real Dar server for e2e specs: our production configuration (plugins, languages, auth, CORS)
 * on an in-memory sql.js database, seeded by the same code as a first start. With
 * `DAR_TEST_DATABASE_URL` (a PostgreSQL server, as `scripts/postgres.mjs` gives CI) every spec
 * gets its own PostgreSQL database instead, copied from a seeded template.
 *
 * The seeded database is cached as a file, keyed by a hash of the server's sources, so a spec run
 * after an unrelated change skips the seeding, and a change to the seed or schema never reuses a
 * stale copy.
 */

const SRC_DIR = path.join(PACKAGE_ROOT, 'src');
const CACHE_ROOT = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'dar-commerce-e2e');
const cacheDir = path.join(CACHE_ROOT, sourceHash());
// The SQLite and PostgreSQL suites may run at the same time (the root test command does): each
// has its own data folder, so neither clears the other's mailbox.
const dataDir = path.join(cacheDir, process.env.DAR_TEST_DATABASE_URL ? 'data-postgres' : 'data');
/** Name of the seeded database file in the cache, shared by every spec file. */
const SEEDED_DATABASE = 'demo-shop';

registerInitializer('sqljs', new SqljsInitializer(cacheDir));

export interface DarTestEnvironment extends TestEnvironment {
  config: Required<VendureConfig>;
  baseUrl: string;
  /** The emails this server sent, from its dev mailbox. */
  mailbox: Mailbox;
  stop(): Promise<void>;
}

export interface DarTestOptions {
  /** Payment handlers for specs that place orders; the shop itself has none yet. */
  paymentMethodHandlers?: PaymentMethodHandler[];
  /** Extra environment for this spec's server, e.g. `RATE_LIMITS`. */
  environment?: Readonly<Record<string, string>>;
  /**
   * The shop's own plain IDs instead of the test harness's encoded ones ("T_1"), for a spec of
   * what only the shop's configuration does (the Shop API read cache).
   */
  plainIds?: boolean;
}

/**
 * Starts a server for one spec file on a free port, on the cached seeded database (seeding it
 * first when there is none). Call in `beforeAll`, and `stop()` in `afterAll`.
 *
 * Every spec file starts from the same seeded file: each server loads it into memory and never
 * writes it back, so one spec's changes never reach another. (`_specFile` names the caller; the
 * database no longer depends on it.)
 */
export async function startDarTestEnvironment(
  specFile: string,
  options: DarTestOptions = {},
): Promise<DarTestEnvironment> {
  const port = await freePort();
  const postgresUrl = process.env.DAR_TEST_DATABASE_URL;
  const ours = createVendureConfig({
    ...options.environment,
    NODE_ENV: 'test',
    // The server's own URL (payment callbacks, the payment sandbox) names its port.
    PORT: String(port),
    DATA_DIR: dataDir,
    STOREFRONT_URL: 'http://localhost:3000',
    // Picks the database-specific parts (the search strategy) for the database under test.
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
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
  config.paymentOptions.paymentMethodHandlers = options.paymentMethodHandlers ?? [];
  if (options.plainIds) config.entityOptions.entityIdStrategy = new AutoIncrementIdStrategy();
  // Each spec reads only the emails of its own server.
  fs.rmSync(path.join(dataDir, 'mailbox'), { recursive: true, force: true });

  const initializer = postgresUrl
    ? new PostgresTemplateInitializer(postgresUrl, `dar_e2e_template_${sourceHash()}`)
    : getInitializerFor('sqljs');
  if (postgresUrl) {
    config.dbConnectionOptions = { type: 'postgres', synchronize: true, logging: false };
  } else {
    pruneStaleCaches();
    fs.mkdirSync(cacheDir, { recursive: true });
  }
  const environment = createTestEnvironment(config);
  const { server } = environment;
  const dbOptions = config.dbConnectionOptions;
  // sql.js: every spec starts from the one seeded file; PostgreSQL: a database per spec file.
  await initializer.init(postgresUrl ? specFile : path.join(cacheDir, SEEDED_DATABASE), dbOptions);
  await initializer.populate(async () => {
    try {
      // sql.js would write the whole database file after every statement of the seed; it is
      // written once, when the seed is complete.
      if (!postgresUrl) (dbOptions as { autoSave?: boolean }).autoSave = false;
      await server.bootstrap();
      await copyCachedPictures(seedImageDir({ dataDir }));
      await seedIfEmpty(server.app);
      await waitForIdleJobQueue(server.app, 120_000);
      if (!postgresUrl) {
        const driver = server.app.get(TransactionalConnection).rawConnection.driver as SqljsDriver;
        await driver.save();
      }
      await server.destroy();
    } catch (error) {
      // A half-seeded file would otherwise be reused by every later run.
      if (!postgresUrl)
        fs.rmSync(String((dbOptions as SqljsConnectionOptions).location), { force: true });
      throw error;
    }
  });
  await initializer.destroy();
  await server.bootstrap();
  // Vendure's test server leaves out what its bootstrap does with `trustProxy`: the real server's
  // client addresses (rate limits per address) depend on it.
  const express = server.app.getHttpAdapter().getInstance() as {
    set(name: string, value: unknown): void;
  };
  express.set('trust proxy', config.apiOptions.trustProxy ?? false);
  return {
    ...environment,
    config,
    baseUrl: `http://localhost:${port}`,
    mailbox: new Mailbox(`http://localhost:${port}`),
    stop: () => server.destroy(),
  };
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

/**
 * Gives each spec file a database on the PostgreSQL server, copied from a template seeded once
 * per version of the server's sources (the first spec seeds it; copying takes about a second).
 */
class PostgresTemplateInitializer implements TestDbInitializer<PostgresConnectionOptions> {
  private readonly client: Client;
  private database = '';
  private needsSeeding = false;

  constructor(
    private readonly url: string,
    private readonly template: string,
  ) {
    const server = new URL(url);
    server.pathname = '/postgres';
    this.client = new Client({ connectionString: server.toString() });
  }

  async init(
    testFileName: string,
    options: PostgresConnectionOptions,
  ): Promise<PostgresConnectionOptions> {
    this.database = `dar_e2e_${path
      .basename(testFileName)
      .replace(/[^a-z0-9]/gi, '_')
      .toLowerCase()}`;
    await this.client.connect();
    await this.client.query(`DROP DATABASE IF EXISTS "${this.database}" WITH (FORCE)`);
    const { rowCount } = await this.client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      this.template,
    ]);
    this.needsSeeding = !rowCount;
    await this.client.query(
      this.needsSeeding
        ? `CREATE DATABASE "${this.database}"`
        : `CREATE DATABASE "${this.database}" TEMPLATE "${this.template}"`,
    );
    const url = new URL(this.url);
    url.pathname = `/${this.database}`;
    Object.assign(options, { url: url.toString() });
    return options;
  }

  async populate(populate: () => Promise<void>): Promise<void> {
    if (!this.needsSeeding) return;
    await populate();
    // The seeded database becomes the template of every later spec; older ones are dropped.
    const { rows } = await this.client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'dar_e2e_template_%'",
    );
    for (const { datname } of rows) {
      await this.client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await this.client.query(`CREATE DATABASE "${this.template}" TEMPLATE "${this.database}"`);
  }

  async destroy(): Promise<void> {
    await this.client.end();
  }
}
