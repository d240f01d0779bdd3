// Shared by the root commands: finding pnpm, running steps, waiting for servers.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** The pnpm version the lockfile is written with; fetched through npx when pnpm is not installed. */
export const PNPM_VERSION = '12.21.0';

/** The environment every step runs with. */
export function baseEnv(extra = {}) {
  const env = {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    VENDURE_DISABLE_TELEMETRY: 'true',
    ...extra,
  };
  // Native addons (better-sqlite3) compile against the installed Node's headers: prebuilt
  // downloads fail without internet, and pnpm's node-gyp does not read npm's `nodedir` setting.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
    env.npm_config_nodedir = '/usr';
  // Tools that run `pnpm` themselves (`changeset publish` in a pnpm workspace) find it on a
  // machine that has only Node.js and npm.
  if (pnpm()[0] !== 'pnpm') env.PATH = `${pnpmShimDir()}:${env.PATH ?? ''}`;
  return env;
}

/**
 * A folder with a `pnpm` that runs the lockfile's pnpm as npx fetched it. It names npx's copy
 * rather than calling npx, which would look pnpm up in whatever registry the caller set (the
 * local registry of the consumers' publish).
 */
function pnpmShimDir() {
  const dir = join(tmpdir(), `dar-pnpm-${PNPM_VERSION}`);
  const file = join(dir, 'pnpm');
  // Kept while the copy it names is there (npx's folder can be cleared or moved).
  const named = existsSync(file) && /exec "([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (named ? existsSync(named) : existsSync(file)) return dir;
  spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, '--version'], { stdio: 'ignore' });
  const cache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
  const npx = join(cache, '_npx');
  const found = (existsSync(npx) ? readdirSync(npx) : [])
    .map((entry) => join(npx, entry, 'node_modules'))
    .find((modules) => {
      const manifest = join(modules, 'pnpm', 'package.json');
      return (
        existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === PNPM_VERSION
      );
    });
  mkdirSync(dir, { recursive: true });
  const command = found ? `"${join(found, '.bin', 'pnpm')}"` : `npx --yes pnpm@${PNPM_VERSION}`;
  writeFileSync(file, `#!/bin/sh\nexec ${command} "$@"\n`);
  chmodSync(file, 0o755);
  return dir;
}

let pnpmCommand;
/**
 * `pnpm` when it is on PATH at the right major version, otherwise the lockfile's pnpm as npx
 * fetched it once (the shim). Not `npx pnpm@VERSION` for every step: each call asks the registry
 * again and rewrites npx's folder, and one such call hung a CI step for good (2026-12-01) while
 * another was doing the same.
 */
export function pnpm() {
  if (pnpmCommand) return pnpmCommand;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  const major = probe.status === 0 ? probe.stdout.trim().split('.')[0] : null;
  pnpmCommand = major === PNPM_VERSION.split('.')[0] ? ['pnpm'] : [join(pnpmShimDir(), 'pnpm')];
  return pnpmCommand;
}

export function log(message) {
  process.stdout.write(`\n\u001b[1m▸ ${message}\u001b[0m\n`);
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, { env = baseEnv(), cwd = root } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

/**
 * As `run`, but every line of output is prefixed with `label`: for steps that run side by side,
 * so their interleaved output stays readable.
 */
export function runLabelled(label, command, args, { env = baseEnv(), cwd = root } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) target.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => {
        if (pending) target.write(`[${label}] ${pending}\n`);
      });
    }
    child.on('close', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

export function runPnpm(args, options) {
  const [command, ...prefix] = pnpm();
  return run(command, [...prefix, ...args], options);
}

/** Newest modification time under a folder, skipping build output and dependencies. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (['node_modules', 'dist', '.next', 'storybook-static', 'data'].includes(name)) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/**
 * Empties the built storefront's page and data caches on disk (`.next/server/route-cache`,
 * `.next/cache/fetch-cache`). They outlive the process and hold what the last storefront of this
 * build read from *its* commerce server: a storefront started against another database (the test
 * run's, the local trial's, or the shop's own after edits made while the storefront was down)
 * would serve those pages until they expire — the home page's rails for five minutes.
 */
export function forgetStorefrontCaches() {
  const next = join(root, 'apps/storefront/.next');
  for (const folder of ['server/route-cache', 'cache/fetch-cache']) {
    rmSync(join(next, folder), { recursive: true, force: true });
  }
}

/** Waits until `url` answers (any HTTP status below 500) or the time runs out. */
export async function waitForHttp(url, { timeoutMs = 120_000, init } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s: ${lastError?.message}`);
}
