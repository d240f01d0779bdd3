// `npm start`: install, build what is missing, then run the commerce server and the storefront in
// production mode on the embedded database (seeded with the demo catalogue on first start).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildStale } from './build-units.mjs';
import { localSecrets, localTrialEnv } from './local-trial.mjs';
import { baseEnv, forgetStorefrontCaches, log, root, runPnpm, waitForHttp } from './lib.mjs';

const COMMERCE_PORT = Number(process.env.COMMERCE_PORT ?? 3001);
const STOREFRONT_PORT = Number(process.env.STOREFRONT_PORT ?? 3000);
const dataDir = join(root, 'apps/commerce/data');

async function main() {
  log('Installing dependencies');
  if ((await runPnpm(['install', '--frozen-lockfile'])) !== 0)
    throw new Error('pnpm install failed.');
  await buildStale();

  // Values already in the environment win over the generated ones (scripts/local-trial.mjs).
  const trial = localTrialEnv({
    commercePort: COMMERCE_PORT,
    storefrontPort: STOREFRONT_PORT,
    dataDir,
    environment: process.env,
  });
  const env = baseEnv(trial.shared);
  const commerceUrl = `http://localhost:${COMMERCE_PORT}`;
  const children = [];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const force = setTimeout(
      () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')),
      10_000,
    );
    force.unref();
    Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const launch = (name, command, args, cwd, extraEnv) => {
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`\n${name} stopped unexpectedly (exit ${code}); stopping the shop.`);
        stop(1);
      }
    });
    children.push(child);
    return child;
  };

  log(`Starting the commerce server on ${commerceUrl}`);
  launch(
    'The commerce server',
    process.execPath,
    ['dist/index.js'],
    join(root, 'apps/commerce'),
    trial.commerce,
  );
  await waitForHttp(`${commerceUrl}/shop-api`, { timeoutMs: 300_000 });

  log(`Starting the storefront on http://localhost:${STOREFRONT_PORT}`);
  // Its pages are read afresh from this database, not from a test run's (scripts/lib.mjs).
  forgetStorefrontCaches();
  launch(
    'The storefront',
    process.execPath,
    [
      // Each connection's address for the client-address header, and 503 for a page the commerce
      // server could not serve (scripts/serve-preload.cjs).
      '-r',
      join(root, 'apps/storefront/scripts/serve-preload.cjs'),
      join(root, 'apps/storefront/node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(STOREFRONT_PORT),
    ],
    join(root, 'apps/storefront'),
    trial.storefront,
  );
  await waitForHttp(`http://localhost:${STOREFRONT_PORT}/`, { timeoutMs: 120_000 });

  const secrets = localSecrets(dataDir);
  console.log(`
Dar is running (Ctrl-C stops both servers):
  Storefront, Arabic   http://localhost:${STOREFRONT_PORT}/
  Storefront, English  http://localhost:${STOREFRONT_PORT}/en
  Shop API             ${commerceUrl}/shop-api
  Admin API            ${commerceUrl}/admin-api   (user ${secrets.SUPERADMIN_USERNAME}; password in apps/commerce/data/local-secrets.env)
  Staff dashboard      ${commerceUrl}/dashboard/   (same user; /admin redirects here)
  Mailbox (emails)     ${commerceUrl}/mailbox
  Payment sandbox      ${commerceUrl}/payment-sandbox/   (test payments: the test cards are in the README)
`);
}

main().catch((error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
