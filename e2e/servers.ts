import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { forgetStorefrontCaches } from '../scripts/lib.mjs';
import { localTrialEnv } from '../scripts/local-trial.mjs';

/** Ports of their own, so the journeys run beside a shop started with `npm start`. */
export const E2E_COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 3101);
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);

const root = resolve(import.meta.dirname, '..');

/** Shared by both servers: the commerce server announces staff edits to the storefront with it. */
export const E2E_REVALIDATE_SECRET = 'e2e-storefront-revalidate-secret';
/** Shared by both servers: the storefront signs each shopper's address with it. */
export const E2E_CLIENT_ADDRESS_SECRET = 'e2e-client-address-secret';

const storefrontDir = join(root, 'apps/storefront');

/** `next start` of the built storefront under the preload, as `pnpm start` runs it. */
function storefrontArgs(port: number): string[] {
  return [
    '-r',
    './scripts/serve-preload.cjs',
    join(storefrontDir, 'node_modules/next/dist/bin/next'),
    'start',
    '-p',
    String(port),
  ];
}

/**
 * The built storefront in production mode as `pnpm start` runs it: the preload gives each
 * connection's address and answers 503 for a page the commerce server could not serve
 * (scripts/serve-preload.cjs).
 */
function storefrontServer(port: number, env: Record<string, string>) {
  return {
    name: 'storefront',
    command: `node ${storefrontArgs(port).join(' ')}`,
    cwd: storefrontDir,
    url: `http://localhost:${port}/en`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env,
  };
}

/**
 * Starts the built storefront with `env` as its whole environment (besides PATH and HOME) and
 * waits until it stops by itself, or `timeoutMs` passes (then it is stopped: `code` is null).
 */
export async function storefrontExit(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; stderr: string }> {
  const server = spawn(process.execPath, storefrontArgs(port), {
    cwd: storefrontDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => server.kill('SIGTERM'), timeoutMs);
  const code = await new Promise<number | null>((done) => server.once('exit', done));
  clearTimeout(timer);
  return { code, stderr };
}

/**
 * One more storefront of the same build (and the same page cache on disk) for a journey that needs
 * another setting, such as a commerce server that is down; stopped by the returned function.
 */
export async function startExtraStorefront(
  port: number,
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, storefrontArgs(port), {
    cwd: storefrontDir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      CLIENT_ADDRESS_SECRET: E2E_CLIENT_ADDRESS_SECRET,
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the extra storefront exited (${server.exitCode})`);
    try {
      // Any answer means it is listening; the page may well be an error page.
      await fetch(`http://localhost:${port}/robots.txt`);
      return stop;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the extra storefront did not answer on port ${port}`);
      }
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

/**
 * The built commerce server on a fresh database (seeded with the demo catalogue on start), and the
 * built storefront in production mode pointing at it. Both are stopped when the run ends.
 */
export function e2eServers(commercePort: number, storefrontPort: number) {
  // One folder per port, emptied when a run starts: the runner loads this config in every worker
  // too, so a fresh temporary folder per load left one behind per worker and run. Workers never
  // start servers, and must not empty the folder of the database in use.
  const dataDir = join(tmpdir(), `dar-e2e-${commercePort}`);
  if (process.env.TEST_WORKER_INDEX === undefined) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    // A fresh database: no page cached from another run's data (scripts/lib.mjs).
    forgetStorefrontCaches();
  }
  const commerceUrl = `http://localhost:${commercePort}`;
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    VENDURE_DISABLE_TELEMETRY: 'true',
  } as Record<string, string>;
  return [
    {
      name: 'commerce',
      command: 'node dist/index.js',
      cwd: join(root, 'apps/commerce'),
      url: `${commerceUrl}/shop-api`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        ...env,
        NODE_ENV: 'development',
        PORT: String(commercePort),
        DATA_DIR: dataDir,
        // Each run seeds a fresh database: its pictures come from the folder the commerce e2e
        // tests draw them into (and the first run draws any missing), so the seed only imports.
        SEED_PICTURE_CACHE: join(root, 'apps/commerce/node_modules/.cache/dar-seed-pictures'),
        // CI runs the account and checkout journeys once more on PostgreSQL (scripts/postgres.mjs).
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        STOREFRONT_URL: storefrontUrl,
        STOREFRONT_REVALIDATE_URL: `${storefrontUrl}/api/revalidate`,
        STOREFRONT_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        CLIENT_ADDRESS_SECRET: E2E_CLIENT_ADDRESS_SECRET,
        LOG_LEVEL: 'warn',
        // Every journey comes from this one machine: the per-address limits are raised so parallel
        // journeys do not trip them; the per-account limits stay as in production, except the
        // contact form's, which the contact journey meets on its fourth message from one email.
        RATE_LIMITS: [
          'login=10/1000/900',
          'registerCustomerAccount=3/1000/3600',
          'contactUs=3/1000/3600',
          'subscribeToNewsletter=5/1000/3600',
          'requestPasswordResetCode=5/1000/3600',
          'verifyPasswordResetCode=10/1000/900',
          'refreshCustomerVerification=3/1000/3600',
          'updateCustomerPassword=10/1000/900',
          'applyCouponCode=20/1000/900',
        ].join(','),
      },
    },
    storefrontServer(storefrontPort, {
      ...env,
      NODE_ENV: 'production',
      COMMERCE_URL: commerceUrl,
      COMMERCE_SHOP_API_URL: `${commerceUrl}/shop-api`,
      STOREFRONT_URL: storefrontUrl,
      STOREFRONT_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      CLIENT_ADDRESS_SECRET: E2E_CLIENT_ADDRESS_SECRET,
    }),
  ];
}

/**
 * The shop as `npm start` runs it (scripts/local-trial.mjs: production mode, the mailbox, the
 * local trial's payment sandbox, generated secrets), on the journeys' ports and a fresh database.
 * Only what a newcomer's machine would differ in is set here: the ports, the data folder and the
 * seed's picture cache; the start script's values are used as they are.
 */
export function localTrialServers(commercePort: number, storefrontPort: number) {
  const dataDir = join(tmpdir(), `dar-e2e-trial-${commercePort}`);
  if (process.env.TEST_WORKER_INDEX === undefined) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    forgetStorefrontCaches();
  }
  const trial = localTrialEnv({
    commercePort,
    storefrontPort,
    dataDir,
    environment: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_PICTURE_CACHE: join(root, 'apps/commerce/node_modules/.cache/dar-seed-pictures'),
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      VENDURE_DISABLE_TELEMETRY: 'true',
    },
  });
  return [
    {
      name: 'commerce',
      // As scripts/start.mjs runs it.
      command: 'node dist/index.js',
      cwd: join(root, 'apps/commerce'),
      url: `http://localhost:${commercePort}/shop-api`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { ...trial.shared, ...trial.commerce },
    },
    storefrontServer(storefrontPort, { ...trial.shared, ...trial.storefront }),
  ];
}
