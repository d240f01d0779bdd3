// Builds the staff dashboard (Vendure's React dashboard and our extensions, vite.config.mts) into
// dist/dashboard, unless the last build was made from the same inputs. The bundle embeds the
// Admin API schema and the plugins' dashboard extensions, so every server source is an input;
// tests and e2e specs are not. A full build takes one to two minutes on a 2-core machine, a
// skipped one well under a second. `DASHBOARD_BUILD=force` rebuilds anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist/dashboard');
const stampFile = join(outDir, '.inputs-sha256');

/** Source files under `dir`, sorted, without tests, e2e specs and benchmarks. */
function sources(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (['e2e', 'bench', 'migrations'].includes(entry.name)) continue;
      found.push(...sources(path));
    } else if (!/\.(test|e2e-spec)\.tsx?$/.test(entry.name)) {
      found.push(path);
    }
  }
  return found.sort();
}

function inputsHash() {
  const hash = createHash('sha256');
  // The dashboard and Vite versions decide the app itself; the lockfile would also change for
  // unrelated packages.
  for (const name of ['@vendure/dashboard', '@vendure/core', 'vite']) {
    const manifest = JSON.parse(
      readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
    );
    hash.update(`${name}@${manifest.version}\n`);
  }
  for (const file of [join(root, 'vite.config.mts'), ...sources(join(root, 'src'))]) {
    hash.update(`${relative(root, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const started = Date.now();
const hash = inputsHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (
  process.env.DASHBOARD_BUILD !== 'force' &&
  built === hash &&
  existsSync(join(outDir, 'index.html'))
) {
  console.log('Dashboard: up to date (dist/dashboard), not rebuilt.');
  process.exit(0);
}

console.log('Dashboard: building dist/dashboard (vite build)…');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  // Vendure's anonymous telemetry never runs at build time, but loading the config must not
  // start anything either.
  env: { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true' },
});
if (result.status !== 0) {
  console.error(`Dashboard: vite build failed (exit ${result.status ?? result.signal}).`);
  process.exit(result.status ?? 1);
}
writeFileSync(stampFile, `${hash}\n`);
console.log(`Dashboard: built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
