/**
 * The server as the previous release ran it, for the migration-upgrade specs: only the
 * migrations and plugins that release had, on the database that DATA_DIR or DATABASE_URL names;
 * seeds the demo catalogue on an empty database, like a first start did. Run as a child process
 * (see server-process.ts): Vendure's configuration is global to a process.
 */
import fs from 'node:fs';
import {
  bootstrap,
  JobQueueService,
  Logger,
  runMigrations,
  type VendureConfig,
} from '@vendure/core';
import { waitForIdleJobQueue } from '../common/job-queue';
import { readEnvironment } from '../environment';
import { seedIfEmpty } from '../seed/seed';
import { buildVendureConfig } from '../vendure-config';
import { previousReleaseMigrations } from './previous-release';

async function main(): Promise<void> {
  const settings = readEnvironment(process.env);
  const current = buildVendureConfig(settings);
  // The plugins the previous release had; every plugin added since stays out, whatever it is.
  const previous = new Set([
    'AssetServerPlugin',
    'DefaultJobQueuePlugin',
    'DefaultSchedulerPlugin',
    'DefaultSearchPlugin',
    'ProductDetailsPlugin',
    'CustomerDetailsPlugin',
    'CustomerCarePlugin',
    // The class above now also carries this release's contact form, whose result unions name
    // RateLimitedError; its tables stay unused here, as the previous release had none.
    'RateLimitPlugin',
  ]);
  const config: VendureConfig = {
    ...current,
    plugins: (current.plugins ?? []).filter((plugin) => previous.has(pluginName(plugin))),
    dbConnectionOptions: {
      ...current.dbConnectionOptions,
      migrations: previousReleaseMigrations(settings.database.kind),
    },
  };
  if (settings.database.kind === 'sqlite') {
    fs.mkdirSync(settings.dataDir, { recursive: true });
  }
  await runMigrations(config);
  if (process.exitCode) {
    throw new Error('The previous release migrations failed.');
  }
  const app = await bootstrap(config, {
    onBeforeAppListen: async (nest) => {
      await nest.init();
      await seedIfEmpty(nest);
      await nest.get(JobQueueService).start();
      await waitForIdleJobQueue(nest, 120_000);
    },
  });
  // Vendure's bootstrap closes the app on SIGTERM, as for the real server.
  Logger.info(`Previous release listening: ${await app.getUrl()}`, 'PreviousRelease');
}

function pluginName(plugin: unknown): string {
  return typeof plugin === 'function' ? plugin.name : '';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
