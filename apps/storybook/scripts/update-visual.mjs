#!/usr/bin/env node
/**
 * Regenerates the visual baselines (visual/baselines/*.png and chromium-version.txt) from the current
 * storybook-static. Build first (`pnpm --filter @dar/tokens --filter @dar/ui build && pnpm build`).
 * With no arguments every PNG is deleted first, so baselines of removed stories disappear too; with
 * arguments (a Playwright filter) only the matching baselines are rewritten.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { appDir, bin, run } from './run.mjs';

const filters = process.argv.slice(2);
const baselines = path.join(appDir, 'visual', 'baselines');

if (filters.length === 0) {
  for (const file of readdirSync(baselines)) {
    if (file.endsWith('.png')) rmSync(path.join(baselines, file));
  }
}

const code = await run(bin('playwright'), [
  'test',
  '-c',
  'visual/playwright.config.ts',
  '--update-snapshots=all',
  // The mutation proof compares mutated stories with the baselines; it must never write them.
  '--grep-invert=mutation: ',
  ...filters,
]);
process.exit(code);
