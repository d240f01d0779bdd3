#!/usr/bin/env node
/**
 * Regenerates the visual baselines (visual/baselines/*.png and chromium-version.txt) from the current
 * storybook-static. Build first (`pnpm --filter @dar/tokens --filter @dar/ui build && pnpm build`).
 * With no arguments every PNG is deleted first, so baselines of removed stories disappear too; with
 * arguments only the matching baselines are rewritten: a story title ("Controls/Button"; several
 * are one `--grep` matching any) or Playwright's own options (`--grep …`).
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { appDir, bin, run } from './run.mjs';

const filters = process.argv.slice(2);
// Playwright reads a bare argument as a test file's name, which matches nothing here: a title is
// matched against the tests' titles instead.
const WITH_VALUE = new Set(['--grep', '-g', '--grep-invert', '--project', '--workers', '-j']);
const titles = [];
const options = [];
for (let index = 0; index < filters.length; index++) {
  const argument = filters[index];
  if (!argument.startsWith('-')) titles.push(argument);
  else if (WITH_VALUE.has(argument)) options.push(argument, filters[++index] ?? '');
  else options.push(argument);
}
const escape = (title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titleFilter = titles.length > 0 ? ['--grep', titles.map(escape).join('|')] : [];
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
  ...titleFilter,
  ...options,
]);
process.exit(code);
