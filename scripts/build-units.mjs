// What `start` builds when it is missing or older than its sources.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log, newestMtime, root, runPnpm } from './lib.mjs';

/** Build units in dependency order. `out` is a file the build writes last or always. */
export const units = [
  { name: '@dar/tokens', dir: 'packages/tokens', out: 'packages/tokens/dist/index.js', deps: [] },
  { name: '@dar/i18n', dir: 'packages/i18n', out: 'packages/i18n/dist/index.js', deps: [] },
  {
    name: '@dar/ui',
    dir: 'packages/ui',
    out: 'packages/ui/dist/index.js',
    deps: ['@dar/tokens', '@dar/i18n'],
  },
  {
    name: '@dar/commerce-hooks',
    dir: 'packages/commerce-hooks',
    out: 'packages/commerce-hooks/dist/index.js',
    deps: ['@dar/i18n'],
  },
  { name: '@dar/commerce', dir: 'apps/commerce', out: 'apps/commerce/dist/index.js', deps: [] },
  {
    name: '@dar/storefront',
    dir: 'apps/storefront',
    out: 'apps/storefront/.next/BUILD_ID',
    deps: ['@dar/tokens', '@dar/i18n', '@dar/ui', '@dar/commerce-hooks'],
  },
];

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Builds every unit whose output is missing or older than its sources or its dependencies. */
export async function buildStale({ force = false, only } = {}) {
  const byName = new Map(units.map((unit) => [unit.name, unit]));
  for (const unit of units) {
    if (only && !only.includes(unit.name)) continue;
    const built = mtime(join(root, unit.out));
    const inputs = Math.max(
      newestMtime(join(root, unit.dir)),
      ...unit.deps.map((dep) => mtime(join(root, byName.get(dep).out))),
    );
    if (!force && built > 0 && built >= inputs) continue;
    log(`Building ${unit.name}`);
    const code = await runPnpm(['--filter', unit.name, 'run', 'build']);
    if (code !== 0) throw new Error(`Building ${unit.name} failed (exit ${code}).`);
  }
}
