import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium, type FullConfig } from '@playwright/test';

import { chromiumLaunchOptions } from '../../../tools/chromium.mjs';
import { readBaselineVersion, versionFile, versionMismatchHint } from './chromium-version';

export default async function globalSetup(config: FullConfig) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const running = browser.version();
  await browser.close();
  // Read by the tests (workers inherit this environment) to explain failures.
  process.env.DAR_VISUAL_CHROMIUM = running;

  if (config.updateSnapshots === 'all' || config.updateSnapshots === 'changed') {
    mkdirSync(path.dirname(versionFile), { recursive: true });
    writeFileSync(versionFile, `${running}\n`);
    console.log(`Visual baselines: recording with Chromium ${running} (${versionFile}).`);
    return;
  }

  const recorded = readBaselineVersion();
  if (recorded !== running) {
    console.warn(`\n⚠ ${versionMismatchHint(running, recorded)}\n`);
  }
}
