// The shop on PostgreSQL, as CI runs it: a private cluster in a temporary folder (installed from
// Debian when missing and run as root), then either the commerce server's `postgres` vitest project
// against it (default; arguments go to vitest) or, with `--journeys`, the storefront journeys of
// accounts, cart and checkout against a commerce server on it (arguments go to Playwright); the
// cluster is stopped and removed afterwards whatever happened.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseEnv, log, runPnpm } from './lib.mjs';

const PORT = Number(process.env.DAR_PG_PORT ?? 55432);
const journeys = process.argv[2] === '--journeys';
const passThrough = process.argv.slice(journeys ? 3 : 2);

/**
 * The journeys whose data lives in the database's personal tables (customers, sessions, orders,
 * payments): the catalogue journeys read what the commerce e2e already checks on PostgreSQL.
 */
const POSTGRES_JOURNEYS = [
  'tests/journeys/sign-in.spec.ts',
  'tests/journeys/account-auth.spec.ts',
  'tests/journeys/account.spec.ts',
  'tests/journeys/checkout.spec.ts',
  'tests/journeys/security.spec.ts',
];
const asRoot = process.getuid?.() === 0;

function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => join(base, v, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (found) return found;
  if (!asRoot)
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (as root).');
  log('Installing PostgreSQL from Debian');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0)
      throw new Error(`apt-get ${args[0]} failed.`);
  }
  return binDir();
}

/** Runs a PostgreSQL tool; as root through the `postgres` user, because the server refuses root. */
function pg(bin, tool, args) {
  const command = [join(bin, tool), ...args]
    .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
    .join(' ');
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'inherit' })
    : spawnSync('/bin/sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status}).`);
}

async function main() {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'dar-postgres-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  let started = false;
  try {
    pg(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    pg(bin, 'pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    started = true;
    pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres', 'dar_test']);
    const url = `postgres://postgres@127.0.0.1:${PORT}/dar_test`;
    if (journeys) {
      log(`Storefront journeys on PostgreSQL (${url})`);
      return await runPnpm(
        [
          '--filter',
          '@dar/e2e',
          'exec',
          'playwright',
          'test',
          ...POSTGRES_JOURNEYS,
          ...passThrough,
        ],
        { env: baseEnv({ E2E_DATABASE_URL: url }) },
      );
    }
    log(`Commerce server e2e on PostgreSQL (${url})`);
    return await runPnpm(
      [
        '--filter',
        '@dar/commerce',
        'exec',
        'vitest',
        'run',
        '--project',
        'postgres',
        ...passThrough,
      ],
      { env: baseEnv({ DAR_TEST_DATABASE_URL: url }) },
    );
  } finally {
    if (started) pg(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
