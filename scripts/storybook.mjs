// `npm run storybook`: install, build the packages Storybook renders when they are missing or
// stale, then run Storybook's dev server on http://localhost:6006. Like `npm start`, it needs only
// Node and npm: pnpm is fetched through npx once when it is not installed (lib.mjs).
// Extra arguments go to `storybook dev` (e.g. `npm run storybook -- -p 6007`).
import { buildStale } from './build-units.mjs';
import { log, runPnpm } from './lib.mjs';

async function main() {
  log('Installing dependencies');
  if ((await runPnpm(['install', '--frozen-lockfile'])) !== 0)
    throw new Error('pnpm install failed.');
  // Storybook renders the built packages (dist/), as the storefront does.
  await buildStale({ only: ['@dar/tokens', '@dar/i18n', '@dar/ui'] });
  log('Starting Storybook on http://localhost:6006');
  process.exit(
    await runPnpm(['--filter', '@dar/storybook', 'run', 'dev', ...process.argv.slice(2)]),
  );
}

main().catch((error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
