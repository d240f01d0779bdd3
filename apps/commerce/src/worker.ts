import { bootstrapWorker, Logger, type VendureConfig } from '@vendure/core';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { describeDatabase, EnvironmentError, readEnvironment } from './environment';
import { buildVendureConfig } from './vendure-config';

/**
 * The worker process: runs the job queue (search indexing, collection contents, emails, scheduled
 * tasks) for servers started with JOB_QUEUE=worker, on the same database and DATA_DIR (the dev
 * mailbox and assets live there). It serves no HTTP and applies no migrations: the server does,
 * so the worker waits until the database has every migration of this release before it starts.
 */

const loggerCtx = 'DarWorker';
/** Longest the worker waits for a server to migrate the database (a first start seeds too). */
const MIGRATIONS_TIMEOUT_MS = 10 * 60_000;
const MIGRATIONS_POLL_MS = 1_000;
/** Longest a graceful shutdown may take before the process is ended anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

  const settings = readEnvironment(process.env);
  const config = buildVendureConfig(settings);
  // The dashboard's plugins stay: they serve nothing in a worker (the DashboardPlugin checks),
  // and its permission must be known to every process that reads roles.

  // Vendure installs the configured logger during bootstrap; the wait below comes first.
  // Logger.useLogger is Vendure's, not a React hook; the lint rule only sees the name.
  const installLogger = Logger.useLogger.bind(Logger);
  if (config.logger) installLogger(config.logger);
  await waitForMigrations(config);
  const worker = await bootstrapWorker(config);
  await worker.startJobQueue();
  installShutdownWatchdog();
  Logger.info(
    `Worker ready in ${process.uptime().toFixed(1)} s on ${describeDatabase(settings.database)}: processing jobs`,
    loggerCtx,
  );
  if (settings.jobQueue === 'in-process') {
    Logger.warn(
      'The server is configured to process jobs itself (JOB_QUEUE unset): both will take jobs. Set JOB_QUEUE=worker for the server.',
      loggerCtx,
    );
  }
}

/**
 * Resolves once every migration of this release is recorded in the database. Read-only: it never
 * creates the migrations table, which would race with the server's own migration run.
 */
async function waitForMigrations(config: VendureConfig): Promise<void> {
  const options = config.dbConnectionOptions as DataSourceOptions;
  const dataSource = new DataSource({ ...options, entities: [], synchronize: false });
  await dataSource.initialize();
  try {
    const expected = dataSource.migrations.map(
      (migration) => migration.name ?? migration.constructor.name,
    );
    const deadline = Date.now() + MIGRATIONS_TIMEOUT_MS;
    let announced = false;
    for (;;) {
      const missing = await missingMigrations(dataSource, expected);
      if (missing.length === 0) return;
      if (Date.now() > deadline) {
        throw new Error(
          `The database still lacks ${missing.length} migration(s) (${missing[0]}, …): start the server, which applies them.`,
        );
      }
      if (!announced) {
        Logger.info('Waiting for the server to apply the database migrations', loggerCtx);
        announced = true;
      }
      await new Promise((resolve) => setTimeout(resolve, MIGRATIONS_POLL_MS));
    }
  } finally {
    await dataSource.destroy();
  }
}

async function missingMigrations(
  dataSource: DataSource,
  expected: readonly string[],
): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    if (!(await runner.hasTable('migrations'))) return [...expected];
    const rows = (await runner.query('SELECT name FROM migrations')) as Array<{ name: string }>;
    const applied = new Set(rows.map((row) => row.name));
    return expected.filter((name) => !applied.has(name));
  } finally {
    await runner.release();
  }
}

/**
 * bootstrapWorker closes the worker on SIGINT/SIGTERM (job queue, database) and re-raises the
 * signal, as the server does; this only ends a hung close. `once`, so that the re-raised signal
 * finds no listener of ours.
 */
function installShutdownWatchdog(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Logger.info(`${signal} received: shutting down`, loggerCtx);
      setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvironmentError) {
    console.error(error.message);
  } else {
    Logger.error(
      error instanceof Error ? error.message : String(error),
      loggerCtx,
      error instanceof Error ? error.stack : undefined,
    );
  }
  process.exit(1);
});
