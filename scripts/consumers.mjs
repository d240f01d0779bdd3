#!/usr/bin/env node
/**
 * The packages as an outside team meets them, in the test command:
 *
 * 1. publint and @arethetypeswrong/cli (ESM-only profile: the packages ship ESM only, and say so)
 *    on each of the four packages, packed as they would be published;
 * 2. a throwaway local registry (Verdaccio, a devDependency) on DAR_REGISTRY_PORT (4873), storage
 *    in a temporary folder, receives `changeset publish --no-git-tag`;
 * 3. the two fixture apps (fixtures/consumer-vite, fixtures/consumer-next; outside the workspace)
 *    are copied to that folder, install `@dar/*` from the registry at the workspace's versions
 *    (everything else from the usual registry), and build;
 * 4. e2e/consumers/smoke.spec.ts runs against both, in Arabic and English, beside the built
 *    commerce server (e2e/consumers.config.ts starts the servers).
 *
 * Needs the packages and the commerce server built (the test command's earlier steps).
 * `node scripts/consumers.mjs --keep` leaves the temporary folder for a look.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseEnv, log, root, run, runPnpm, waitForHttp } from './lib.mjs';

const packages = ['tokens', 'i18n', 'ui', 'commerce-hooks'];
const registryPort = Number(process.env.DAR_REGISTRY_PORT ?? 4873);
const registry = `http://localhost:${registryPort}/`;
const keep = process.argv.includes('--keep');
const bin = (name) => join(root, 'node_modules/.bin', name);
const timings = [];

/** Runs `step`, records its time, throws on a non-zero exit. */
async function timed(name, step) {
  log(`consumers: ${name}`);
  const started = Date.now();
  const code = await step();
  timings.push([name, Math.round((Date.now() - started) / 1000)]);
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
}

const work = mkdtempSync(join(tmpdir(), 'dar-consumers-'));
let verdaccio;

async function main() {
  await timed('publint and arethetypeswrong', async () => {
    for (const name of packages) {
      const cwd = join(root, 'packages', name);
      // One tarball, packed as `changeset publish` packs it, for both checks.
      const packed = join(work, 'packed', name);
      const pack = await runPnpm(['pack', '--pack-destination', packed], { cwd });
      if (pack !== 0) return pack;
      const tarball = join(packed, readdirSync(packed)[0]);
      const lint = await run(bin('publint'), ['--strict', '--pack', 'false'], { cwd });
      if (lint !== 0) return lint;
      // A stylesheet (`./styles.css`, `./all.css`) is not a module: nothing for a type checker to
      // resolve.
      const stylesheets = Object.keys(
        JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')).exports ?? {},
      ).filter((entry) => entry.endsWith('.css'));
      const types = await run(
        bin('attw'),
        [
          tarball,
          '--profile',
          'esm-only',
          ...(stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []),
        ],
        { cwd },
      );
      if (types !== 0) return types;
    }
    return 0;
  });

  await timed('local registry and changeset publish', async () => {
    // Only @dar/* lives here; nothing is proxied, so an install that asks it for anything else fails.
    writeFileSync(
      join(work, 'verdaccio.yaml'),
      [
        `storage: ${join(work, 'storage')}`,
        `auth:\n  htpasswd:\n    file: ${join(work, 'htpasswd')}`,
        `packages:\n  '@dar/*':\n    access: $all\n    publish: $authenticated`,
        'log: { type: stdout, format: pretty, level: warn }',
        '',
      ].join('\n'),
    );
    verdaccio = spawn(
      bin('verdaccio'),
      ['--config', join(work, 'verdaccio.yaml'), '--listen', String(registryPort)],
      { stdio: 'inherit', env: baseEnv() },
    );
    await waitForHttp(`${registry}-/ping`, { timeoutMs: 60_000 });
    // A user for the publish (Verdaccio's htpasswd adds one on first login).
    const login = await fetch(`${registry}-/user/org.couchdb.user:dar`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'dar', password: 'throwaway-registry' }),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`the local registry gave no token (HTTP ${login.status})`);
    const npmrc = join(work, 'publish.npmrc');
    writeFileSync(
      npmrc,
      `registry=${registry}\n//localhost:${registryPort}/:_authToken=${token}\n`,
    );
    return run(bin('changeset'), ['publish', '--no-git-tag'], {
      env: baseEnv({ npm_config_userconfig: npmrc, npm_config_registry: registry }),
    });
  });

  const versions = Object.fromEntries(
    packages.map((name) => {
      const manifest = JSON.parse(
        readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
      );
      return [manifest.name, manifest.version];
    }),
  );
  for (const app of ['consumer-vite', 'consumer-next']) {
    const dir = join(work, app);
    cpSync(join(root, 'fixtures', app), dir, { recursive: true });
    cpSync(
      join(root, 'fixtures/shared/demo.jsx'),
      join(dir, app === 'consumer-vite' ? 'src/demo.jsx' : 'app/[lang]/demo.jsx'),
    );
    const manifestPath = join(dir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const name of Object.keys(versions)) manifest.dependencies[name] = versions[name];
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    // The team's own registry setting: @dar/* from the local registry, the rest as usual. Its own
    // metadata cache, so a package published again under the same version is read afresh.
    writeFileSync(join(dir, '.npmrc'), `@dar:registry=${registry}\n`);
    await timed(`${app}: install @dar/* ${Object.values(versions).join(', ')}`, () =>
      runPnpm(['install', '--prefer-offline', `--config.cache-dir=${join(work, 'pnpm-cache')}`], {
        cwd: dir,
      }),
    );
    await timed(`${app}: build`, () =>
      runPnpm(['run', 'build'], {
        cwd: dir,
        env: baseEnv({ COMMERCE_URL: `http://localhost:${process.env.E2E_COMMERCE_PORT ?? 3101}` }),
      }),
    );
  }

  await timed('smoke in both directions (Playwright)', () =>
    runPnpm(['--filter', '@dar/e2e', 'exec', 'playwright', 'test', '-c', 'consumers.config.ts'], {
      env: baseEnv({ DAR_CONSUMERS_DIR: work }),
    }),
  );
}

let failed = false;
try {
  await main();
} catch (error) {
  console.error(`✗ ${error.message}`);
  failed = true;
} finally {
  verdaccio?.kill();
  console.log('\nconsumers, step times:');
  for (const [name, seconds] of timings) console.log(`  ${name}: ${seconds}s`);
  if (keep || failed) console.log(`(kept ${work})`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
