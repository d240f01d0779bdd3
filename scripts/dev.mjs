// `pnpm dev`: packages rebuilt on change, the commerce server and the storefront in development mode.
import { buildStale, units } from './build-units.mjs';
import { runPnpm } from './lib.mjs';

const packages = units.filter((unit) => unit.dir.startsWith('packages/'));
// The storefront resolves the packages' dist, so it needs one build before the watchers start.
await buildStale({ only: packages.map((unit) => unit.name) });
const filters = [...packages.map((unit) => unit.name), '@dar/commerce', '@dar/storefront'].flatMap(
  (name) => ['--filter', name],
);
process.exit(await runPnpm(['-r', '--parallel', ...filters, 'run', 'dev']));
