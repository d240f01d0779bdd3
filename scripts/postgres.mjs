// The shop on PostgreSQL, as CI runs it: a private cluster in a temporary folder (installed from
// Debian when missing and run as root), then either the commerce server's `postgres` vitest project
// against it (default; arguments go to vitest) or, with `--journeys`, the storefront journeys of
// accounts, cart and checkout (in Arabic) against a commerce server on it (arguments go to
// Playwright); the cluster is stopped and removed afterwards whatever happened.
import { baseEnv, log, runPnpm } from './lib.mjs';
import { startPostgres } from './services.mjs';

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

/**
 * In Arabic only: the SQLite run drives each of these in both directions, and what this run adds
 * is the database, which the Arabic run (Arabic names and addresses) exercises the more. Both
 * directions here cost about three more minutes of CI for nothing new.
 */
const POSTGRES_PROJECT = 'ar-rtl';

async function main() {
  const { url, stop } = await startPostgres({ port: PORT, database: 'dar_test' });
  try {
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
          `--project=${POSTGRES_PROJECT}`,
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
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
