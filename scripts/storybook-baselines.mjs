// `npm run storybook:baselines [-- filter…]`: rewrites the Storybook visual baselines with the
// pinned renderer (apps/storybook/visual/renderer.ts). Builds the packages and the static
// Storybook first, as the test command does, so the pictures are of the current source. With a
// filter (a Playwright title or file pattern) only the matching baselines are rewritten.
import { log, runPnpm } from './lib.mjs';

const filters = process.argv.slice(2);
const steps = [
  ['install', ['install', '--frozen-lockfile']],
  ['build packages', ['-r', '--filter', './packages/**', 'run', 'build']],
  ['build Storybook', ['--filter', '@dar/storybook', 'run', 'build']],
  ['write baselines', ['--filter', '@dar/storybook', 'run', 'test:visual:update', ...filters]],
];
for (const [name, args] of steps) {
  log(name);
  const code = await runPnpm(args);
  if (code !== 0) process.exit(code);
}
