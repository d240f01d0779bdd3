// The shop as it runs on several machines, on this one (`npm run start:cluster`; deploy/README.md):
// PostgreSQL and Redis (private instances, installed from Debian when missing), two commerce
// replicas and one worker on them, two storefront replicas sharing Next's cache in Redis, and the
// nginx front (deploy/nginx/dar.conf) before both. Run directly it installs and builds what is
// missing, starts everything and waits for Ctrl-C; the cluster tests (deploy/tests) start it
// through `startCluster` and stop, kill and restart its processes themselves.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { buildStale } from './build-units.mjs';
import { baseEnv, log, root, runPnpm, waitForHttp } from './lib.mjs';
import { startNginx, startPostgres, startRedis } from './services.mjs';

/** The ports deploy/nginx/dar.conf names. */
export const CLUSTER_PORTS = {
  front: 4400,
  commerceFront: 4401,
  storefronts: [4410, 4411],
  commerce: [4420, 4421],
  postgres: 4430,
  redis: 4431,
};

const storefrontDir = join(root, 'apps/storefront');
const commerceDir = join(root, 'apps/commerce');

/** Gzip and brotli copies of the build's static files, for nginx's gzip_static/brotli_static. */
function precompressStatic(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      precompressStatic(path);
      continue;
    }
    if (!['.js', '.css', '.svg', '.json', '.txt'].includes(extname(name))) continue;
    const source = readFileSync(path);
    if (source.length < 1024) continue;
    if (!existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    if (!existsSync(`${path}.br`)) {
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/**
 * Starts the whole cluster; resolves once the front answers. `output: 'inherit'` shows the
 * processes' logs (the foreground command), `'ignore'` keeps a test's output readable.
 */
export async function startCluster({ output = 'ignore' } = {}) {
  const runDir = mkdtempSync(join(tmpdir(), 'dar-cluster-'));
  const dataDir = join(runDir, 'data');
  mkdirSync(dataDir);
  const stops = [];
  const processes = new Map();
  let stopping = false;

  const secrets = {
    SUPERADMIN_USERNAME: 'superadmin',
    SUPERADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    CLIENT_ADDRESS_SECRET: randomBytes(24).toString('base64url'),
    STOREFRONT_REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
  };
  const frontUrl = `http://localhost:${CLUSTER_PORTS.front}`;
  const commerceFrontUrl = `http://127.0.0.1:${CLUSTER_PORTS.commerceFront}`;

  const stop = async () => {
    stopping = true;
    await Promise.all([...processes.keys()].map((name) => kill(name, 'SIGTERM')));
    for (const stopService of stops.reverse()) await stopService();
    rmSync(runDir, { recursive: true, force: true });
  };

  /** Ends a process (SIGKILL for a crash); resolves once it has exited. */
  const kill = async (name, signal = 'SIGTERM') => {
    const child = processes.get(name)?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  };

  const launch = (name, spec) => {
    const child = spawn(process.execPath, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', output, output],
    });
    child.on('exit', (code, signal) => {
      if (!stopping && processes.get(name)?.child === child && output === 'inherit') {
        console.error(`\n${name} exited (${signal ?? code}).`);
      }
    });
    processes.set(name, { child, spec });
    return child;
  };

  /** Starts a process again with the same settings; resolves when it answers, if it serves. */
  const restart = async (name) => {
    const entry = processes.get(name);
    if (!entry) throw new Error(`No process ${name}.`);
    await kill(name, 'SIGTERM');
    launch(name, entry.spec);
    if (entry.spec.ready) await waitForHttp(entry.spec.ready, { timeoutMs: 240_000 });
  };

  try {
    const postgres = await startPostgres({ port: CLUSTER_PORTS.postgres, database: 'dar' });
    stops.push(async () => postgres.stop());
    const redis = await startRedis({ port: CLUSTER_PORTS.redis });
    stops.push(redis.stop);

    const shared = baseEnv({ NODE_ENV: 'production', ...secrets, REDIS_URL: redis.url });
    const commerceEnv = (port) => ({
      ...shared,
      PORT: String(port),
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      JOB_QUEUE: 'worker',
      EMAIL_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      SEED_PICTURE_CACHE: join(commerceDir, 'node_modules/.cache/dar-seed-pictures'),
      STOREFRONT_URL: frontUrl,
      STOREFRONT_REVALIDATE_URL: `http://127.0.0.1:${CLUSTER_PORTS.front}/api/revalidate`,
    });
    const commerce = (index) => ({
      args: ['dist/index.js'],
      cwd: commerceDir,
      env: commerceEnv(CLUSTER_PORTS.commerce[index]),
      ready: `http://127.0.0.1:${CLUSTER_PORTS.commerce[index]}/shop-api`,
    });
    const storefront = (index) => ({
      args: [
        '-r',
        './scripts/serve-preload.cjs',
        join(storefrontDir, 'node_modules/next/dist/bin/next'),
        'start',
        '-p',
        String(CLUSTER_PORTS.storefronts[index]),
      ],
      cwd: storefrontDir,
      env: {
        ...shared,
        COMMERCE_URL: commerceFrontUrl,
        COMMERCE_SHOP_API_URL: `${commerceFrontUrl}/shop-api`,
        STOREFRONT_URL: frontUrl,
        // The front names the shopper in X-Forwarded-For.
        TRUSTED_PROXIES: '127.0.0.1',
      },
      ready: `http://127.0.0.1:${CLUSTER_PORTS.storefronts[index]}/robots.txt`,
    });

    // The first commerce server migrates and seeds the database; the worker runs the seed's jobs
    // (search index, collections) meanwhile; the second server then starts on a ready database.
    log('Cluster: commerce A and the worker (migrations and the demo catalogue on first start)');
    launch('commerce-a', commerce(0));
    launch('worker', {
      args: ['dist/worker.js'],
      cwd: commerceDir,
      // A worker serves no HTTP; PORT only has to be valid.
      env: commerceEnv(CLUSTER_PORTS.commerce[0]),
    });
    await waitForHttp(commerce(0).ready, { timeoutMs: 600_000 });
    log('Cluster: commerce B, storefronts A and B');
    launch('commerce-b', commerce(1));
    launch('storefront-a', storefront(0));
    launch('storefront-b', storefront(1));

    // nginx's workers run as an unprivileged user: they write their cache and temp files here.
    const nginxDir = join(runDir, 'nginx');
    mkdirSync(nginxDir);
    chmodSync(runDir, 0o755);
    chmodSync(nginxDir, 0o777);
    const config = join(nginxDir, 'dar.conf');
    writeFileSync(
      config,
      readFileSync(join(root, 'deploy/nginx/dar.conf'), 'utf8')
        .replaceAll('@RUN_DIR@', nginxDir)
        .replaceAll('@ROOT@', root),
    );
    precompressStatic(join(storefrontDir, '.next/static'));
    const nginx = await startNginx({ config, port: CLUSTER_PORTS.front });
    stops.push(nginx.stop);

    await Promise.all(
      ['commerce-b', 'storefront-a', 'storefront-b'].map((name) =>
        waitForHttp(processes.get(name).spec.ready, { timeoutMs: 240_000 }),
      ),
    );
    await waitForHttp(`${frontUrl}/robots.txt`, { timeoutMs: 30_000 });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    frontUrl,
    commerceFrontUrl,
    commerceUrls: CLUSTER_PORTS.commerce.map((port) => `http://127.0.0.1:${port}`),
    storefrontUrls: CLUSTER_PORTS.storefronts.map((port) => `http://127.0.0.1:${port}`),
    redisUrl: `redis://127.0.0.1:${CLUSTER_PORTS.redis}`,
    secrets,
    dataDir,
    kill,
    restart,
    stop,
  };
}

async function main() {
  log('Installing dependencies');
  if ((await runPnpm(['install', '--frozen-lockfile'])) !== 0)
    throw new Error('pnpm install failed.');
  await buildStale();
  const cluster = await startCluster({ output: 'inherit' });
  const shutdown = () => cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  console.log(`
The Dar cluster is running (Ctrl-C stops it all):
  The shop, through the nginx front   ${cluster.frontUrl}/   and ${cluster.frontUrl}/en
  Storefront replicas                 ${cluster.storefrontUrls.join('  ')}
  Commerce replicas                   ${cluster.commerceUrls.join('  ')}   (through nginx: ${cluster.commerceFrontUrl})
  Staff dashboard                     ${cluster.commerceUrls[0]}/dashboard/   (user superadmin, password ${cluster.secrets.SUPERADMIN_PASSWORD})
  PostgreSQL, Redis                   127.0.0.1:${CLUSTER_PORTS.postgres}, ${cluster.redisUrl}
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`\n${error.message}`);
    process.exit(1);
  });
}
