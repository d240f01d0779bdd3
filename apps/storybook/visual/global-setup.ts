import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium, type FullConfig } from '@playwright/test';

import { readBaselineVersion, versionFile, versionMismatchHint } from './chromium-version';
import { preparePinnedRenderer, renderer } from './renderer';

export default async function globalSetup(config: FullConfig) {
  preparePinnedRenderer();
  const browser = await chromium.launch(renderer.launchOptions);
  const running = `${browser.version()} ${renderer.source}`;
  await browser.close();
  // Read by the tests (workers inherit this environment) to explain failures.
  process.env.DAR_VISUAL_CHROMIUM = running;

  if (config.updateSnapshots === 'all' || config.updateSnapshots === 'changed') {
    mkdirSync(path.dirname(versionFile), { recursive: true });
    writeFileSync(versionFile, `${running}\n`);
    console.log(`Visual baselines: recording with ${running} (${versionFile}).`);
    return;
  }

  const recorded = readBaselineVersion();
  if (recorded !== running) {
    console.warn(`\n⚠ ${versionMismatchHint(running, recorded)}\n`);
  }
}
