#!/usr/bin/env node
/**
 * Optional: publish storybook-static to Chromatic. Chromatic is a hosted service with no offline
 * mode, so this does nothing (successfully) unless CHROMATIC_PROJECT_TOKEN is set. The local visual
 * tests (test:visual) are the gate; Chromatic adds review UI for designers when a token exists.
 */
import { bin, run } from './run.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: set CHROMATIC_PROJECT_TOKEN to publish storybook-static to Chromatic.',
  );
  process.exit(0);
}

const build = await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
if (build !== 0) process.exit(build);

// The CLI reads CHROMATIC_PROJECT_TOKEN itself; changes are reviewed in Chromatic, not failed here.
process.exit(
  await run('pnpm', [
    'dlx',
    'chromatic@18',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
  ]),
);
