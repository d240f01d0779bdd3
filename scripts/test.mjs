// `npm test`: installs what the tests need (Chromium and fonts from Debian when run as root), builds
// everything, and runs every test: lint, types, unit, the commerce server's e2e suite, Storybook
// (interaction, a11y, visual) and the Playwright journeys over the running stack. With CI or
// DAR_TEST_POSTGRES set, the commerce server also runs its migrations and seed on PostgreSQL.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { baseEnv, log, pnpm, root, run, runLabelled, runPnpm } from './lib.mjs';
import { ensureDebianPackages } from './services.mjs';

const resultsDir = join(root, '.test-results');
const only = process.argv.slice(2);

/** What the browser tests need from Debian: its Chromium's headless shell and the Noto fonts for Arabic. */
function ensureSystemPackages() {
  ensureDebianPackages({
    '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
    '/usr/share/fonts/truetype/noto': 'fonts-noto-core',
  });
}

/** The first line of a failure message, without colour codes. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

/** Failed Playwright tests in a suite tree: "file › title [project]: first line of the error". */
function playwrightFailures(suites = [], file = '') {
  const failures = [];
  for (const suite of suites) {
    const at = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.findLast?.((result) => result.error)?.error;
        failures.push(`${at} › ${spec.title} [${test.projectName}]: ${firstLine(error?.message)}`);
      }
    }
    failures.push(...playwrightFailures(suite.suites, at));
  }
  return failures;
}

/**
 * Test counts from the JSON reports the runners write into .test-results/, and the failed tests
 * by name: the summary is the end of the log, which is sometimes all of it that is kept.
 */
function countResults() {
  let passed = 0;
  let failed = 0;
  const failures = [];
  if (!existsSync(resultsDir)) return { passed, failed, failures };
  for (const name of readdirSync(resultsDir).filter((file) => file.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(resultsDir, name), 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      // Playwright
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      failures.push(...playwrightFailures(report.suites).map((line) => `${name}: ${line}`));
    } else if ('numPassedTests' in report) {
      // Vitest and Jest (the Storybook test runner)
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      for (const file of report.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status !== 'failed') continue;
          const where = file.name?.replace(`${root}/`, '') ?? '';
          failures.push(
            `${name}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
          );
        }
      }
    }
  }
  return { passed, failed, failures };
}

const report = (name) => join(resultsDir, `${name}.json`);

/**
 * Runs lanes of pnpm commands at once, each lane's commands one after the other (a lane stops at
 * its first failure); each line of output is prefixed with its lane's name. Exit code: the first
 * failing lane's, else 0.
 */
async function sideBySide(lanes) {
  const codes = await Promise.all(
    Object.entries(lanes).map(async ([label, commands]) => {
      for (const args of commands) {
        const [command, ...prefix] = pnpm();
        const code = await runLabelled(label, command, [...prefix, ...args]);
        if (code !== 0) {
          console.error(`✗ ${label}: pnpm ${args.join(' ')} failed (exit ${code})`);
          return code;
        }
      }
      return 0;
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

const withPostgres = Boolean(process.env.CI || process.env.DAR_TEST_POSTGRES);
/** The cluster (PostgreSQL, Redis, replicas, nginx; scripts/cluster.mjs): in CI, or on request. */
const withCluster = Boolean(process.env.CI || process.env.DAR_TEST_CLUSTER);

const steps = [
  ['install', () => runPnpm(['install', '--frozen-lockfile'])],
  ['build packages', () => runPnpm(['-r', '--filter', './packages/**', 'run', 'build'])],
  ['build commerce server', () => runPnpm(['--filter', '@dar/commerce', 'run', 'build'])],
  [
    // The type check beside the others: measured 133 s against 149 s one after the other.
    'lint, generated types up to date, format | typecheck',
    () =>
      sideBySide({
        checks: [
          ['run', 'lint'],
          ['--filter', '@dar/commerce-hooks', 'run', 'codegen:check'],
          ['run', 'format:check'],
          // The consumer page's size budget (Button + UiProvider in one language) and tree-shaking.
          ['--filter', '@dar/ui', 'run', 'size'],
        ],
        typecheck: [['-r', '--workspace-concurrency=1', 'run', 'typecheck']],
      }),
  ],
  [
    'unit tests',
    () =>
      runPnpm([
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('unit')}`,
      ]),
  ],
  [
    withPostgres
      ? 'commerce server e2e on SQLite and on PostgreSQL, side by side'
      : 'commerce server e2e',
    async () => {
      const sqlite = [
        ...pnpm(),
        '--filter',
        '@dar/commerce',
        'run',
        'test:e2e',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('commerce-e2e')}`,
      ];
      if (!withPostgres) return runPnpm(sqlite.slice(pnpm().length));
      // Each suite boots one server at a time and keeps about one core busy: on two cores the
      // two suites side by side take little longer than one alone.
      const postgres = [
        'scripts/postgres.mjs',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('commerce-postgres')}`,
      ];
      const [sqliteCode, postgresCode] = await Promise.all([
        runLabelled('sqlite', sqlite[0], sqlite.slice(1)),
        runLabelled('postgres', process.execPath, postgres),
      ]);
      if (sqliteCode !== 0) console.error('✗ commerce server e2e on SQLite failed');
      if (postgresCode !== 0) console.error('✗ commerce server e2e on PostgreSQL failed');
      return sqliteCode || postgresCode;
    },
  ],
  [
    // Right after the e2e suite: it reuses the seeded database that suite cached, so it costs one
    // server start.
    'commerce-hooks against the commerce server',
    () =>
      runPnpm([
        '--filter',
        '@dar/commerce-hooks',
        'run',
        'test:shop-api',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('commerce-hooks')}`,
      ]),
  ],
  [
    // publint and arethetypeswrong, a local registry receiving `changeset publish`, and the two
    // fixture apps installed from it, built and driven in both directions (scripts/consumers.mjs).
    'packages as published: registry, fixture apps (Vite, Next), both directions',
    () =>
      run(process.execPath, ['scripts/consumers.mjs'], {
        env: baseEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: report('consumers') }),
      }),
  ],
  [
    'storybook: interaction, a11y, visual',
    () =>
      runPnpm(['--filter', '@dar/storybook', 'run', 'test', '--skip-packages'], {
        env: baseEnv({ DAR_RESULTS_DIR: resultsDir }),
      }),
  ],
  ['build storefront', () => runPnpm(['--filter', '@dar/storefront', 'run', 'build'])],
  [
    'storefront e2e (Playwright)',
    () =>
      runPnpm(['--filter', '@dar/e2e', 'run', 'test'], {
        env: baseEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') }),
      }),
  ],
  [
    // The shop with `npm start`'s settings (scripts/local-trial.mjs): every payment method
    // through the local trial's payment sandbox.
    'storefront e2e, local trial (npm start settings)',
    () =>
      runPnpm(['--filter', '@dar/e2e', 'run', 'test:trial'], {
        env: baseEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e-trial') }),
      }),
  ],
  ...(withPostgres
    ? [
        [
          'storefront e2e on PostgreSQL (accounts, cart, checkout; Arabic)',
          () =>
            runLabelled('postgres', process.execPath, ['scripts/postgres.mjs', '--journeys'], {
              env: baseEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e-postgres') }),
            }),
        ],
      ]
    : []),
  ...(withCluster
    ? [
        [
          'cluster: PostgreSQL, Redis, two commerce replicas and a worker, two storefronts, nginx',
          () =>
            runPnpm(
              ['--filter', '@dar/e2e', 'exec', 'playwright', 'test', '-c', 'cluster.config.ts'],
              {
                env: baseEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: report('cluster') }),
              },
            ),
        ],
      ]
    : []),
];

async function main() {
  ensureSystemPackages();
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const outcomes = [];
  for (const [name, step] of steps) {
    if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
    log(name);
    const started = Date.now();
    const code = await step();
    const seconds = Math.round((Date.now() - started) / 1000);
    outcomes.push({ name, ok: code === 0, seconds });
    if (code !== 0) {
      console.error(`\n✗ ${name} failed (exit ${code}).`);
      // Later steps build on earlier ones; a failed install or build makes their results noise.
      if (name.startsWith('install') || name.startsWith('build')) break;
    }
  }
  console.log('\nSummary:');
  for (const { name, ok, seconds } of outcomes)
    console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
  const { passed, failed, failures } = countResults();
  const failedSteps = outcomes.filter((outcome) => !outcome.ok).length;
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
