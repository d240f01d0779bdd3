import fs from 'node:fs';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { bootstrap, JobQueueService, Logger, runMigrations } from '@vendure/core';
import { waitForIdleJobQueue } from './common/job-queue';
import { retireDevelopmentSuperadminPassword } from './common/superadmin';
import {
  type CommerceEnvironment,
  describeDatabase,
  EnvironmentError,
  readEnvironment,
} from './environment';
import { DASHBOARD_ROUTE } from './plugins/dashboard/dashboard.plugin';
import { MAILBOX_ROUTE } from './plugins/email/email.plugin';
import { seedDemoHistory } from './seed/demo-history';
import { seedIfEmpty } from './seed/seed';
import { buildVendureConfig } from './vendure-config';

const loggerCtx = 'DarCommerce';
/** Longest a graceful shutdown may take before the process is ended anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than what
 * clients and proxies keep theirs (nginx's upstream keep-alive, 60 s): a request sent on a
 * connection just as the server closes it fails with ECONNRESET. The server must be the side
 * that waits longer; headers must be allowed a little more than that.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Longest a first start waits for the seeded catalogue's search index before listening. */
const SEED_INDEXING_TIMEOUT_MS = 60_000;

async function main(): Promise<void> {
  // Vendure sends anonymous usage data unless told not to; an operator can still opt in.
  process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

  const settings = readEnvironment(process.env);
  const config = buildVendureConfig(settings);
  if (settings.database.kind === 'sqlite') {
    fs.mkdirSync(settings.dataDir, { recursive: true });
  }

  await runMigrations(config);
  // runMigrations logs a failure and sets the exit code instead of throwing.
  if (process.exitCode) {
    throw new Error('Database migrations failed; the server was not started.');
  }

  // Seeding happens before the port opens: the storefront (and its cache) must never see a
  // half-imported catalogue or an empty search index.
  await bootstrap(config, { onBeforeAppListen: (app) => prepareBeforeListening(app, settings) });
  installShutdownWatchdog();

  const base = `http://localhost:${settings.port}`;
  // Since the process started, so that module loading counts too.
  const seconds = process.uptime().toFixed(1);
  Logger.info(`Ready in ${seconds} s on ${describeDatabase(settings.database)}`, loggerCtx);
  Logger.info(`Shop API:  ${base}/shop-api?languageCode=ar|en`, loggerCtx);
  Logger.info(`Admin API: ${base}/admin-api`, loggerCtx);
  Logger.info(`Dashboard: ${base}/${DASHBOARD_ROUTE}/ (staff; /admin redirects here)`, loggerCtx);
  Logger.info(`Assets:    ${base}/assets/`, loggerCtx);
  if (settings.email.kind === 'mailbox') {
    Logger.info(
      `Mailbox:   ${base}/${MAILBOX_ROUTE} (emails are not sent in development)`,
      loggerCtx,
    );
  } else {
    Logger.info(`Emails:    SMTP ${settings.email.host}:${settings.email.port}`, loggerCtx);
  }
  Logger.info(`Browser access allowed from ${settings.corsOrigins.join(', ')}`, loggerCtx);
}

async function prepareBeforeListening(
  app: INestApplication,
  settings: CommerceEnvironment,
): Promise<void> {
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // Runs Vendure's initializers (default channel, superadmin, roles) that `listen` would run.
  await app.init();
  if (settings.production) {
    const changed = await retireDevelopmentSuperadminPassword(app, settings.superadmin.password);
    for (const identifier of changed) {
      Logger.warn(
        `The database's "${identifier}" still had the development password; it now has SUPERADMIN_PASSWORD`,
        loggerCtx,
      );
    }
  }
  const processJobs = settings.jobQueue === 'in-process';
  const seed = await seedIfEmpty(app, { processJobs, pictureCache: settings.seedPictureCache });
  if (processJobs) {
    await app.get(JobQueueService).start();
  } else {
    Logger.info('Jobs are left to the worker process (JOB_QUEUE=worker)', loggerCtx);
  }
  if (!seed.seeded) {
    Logger.info('Catalogue present: the demo catalogue was not imported', loggerCtx);
    return;
  }
  try {
    await waitForIdleJobQueue(app, SEED_INDEXING_TIMEOUT_MS);
    Logger.info('Search index and collections of the demo catalogue are built', loggerCtx);
  } catch (error) {
    // The jobs are stored and keep running; the shop is usable, search fills in shortly.
    const reason = error instanceof Error ? error.message : String(error);
    Logger.warn(`Starting before indexing finished: ${reason}`, loggerCtx);
  }
  if (settings.seedDemoHistory) {
    await seedDemoHistory(app);
  }
}

/**
 * Vendure's bootstrap already closes the app on SIGINT/SIGTERM (HTTP server, job queue, database)
 * and then re-raises the signal. This only makes sure a hung close cannot keep the process alive.
 * `once`, so that the re-raised signal finds no listener of ours and ends the process.
 */
function installShutdownWatchdog(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Logger.info(`${signal} received: shutting down`, loggerCtx);
      setTimeout(() => {
        Logger.error(
          `Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`,
          loggerCtx,
        );
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
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
