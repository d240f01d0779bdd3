import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import { renderer } from './renderer';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');

// scripts/test.mjs passes the Storybook it serves; run alone, this config serves storybook-static.
const standalonePort = 6007;
const baseURL = process.env.STORYBOOK_URL ?? `http://127.0.0.1:${standalonePort}`;

export default defineConfig({
  testDir: here,
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: path.join(here, '__diff__'),
  globalSetup: path.join(here, 'global-setup.ts'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A story without a committed baseline fails in CI; locally its first screenshot is written.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(here, '__report__'), open: 'never' }],
    // The root test command counts tests from the runners' JSON reports.
    ...(process.env.DAR_RESULTS_DIR
      ? [
          [
            'json',
            { outputFile: path.join(process.env.DAR_RESULTS_DIR, 'storybook-visual.json') },
          ] as const,
        ]
      : []),
  ],
  expect: {
    toHaveScreenshot: {
      // No tolerance at all: runs on the same Chromium are pixel-identical (measured), so any
      // difference, down to one pixel, is a change.
      threshold: 0,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    browserName: 'chromium',
    // The pinned renderer (visual/renderer.ts): baselines depend on the lockfile, not the machine.
    launchOptions: renderer.launchOptions,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    // Transitions finish instantly (the tokens honour this), so a story that ends right after an
    // unhover is not caught mid-transition; it also keeps the reduced-motion path under test.
    contextOptions: { reducedMotion: 'reduce' },
    locale: 'en-US',
    timezoneId: 'Africa/Cairo',
  },
  webServer: process.env.STORYBOOK_URL
    ? undefined
    : {
        command: `node node_modules/http-server/bin/http-server storybook-static -a 127.0.0.1 -p ${standalonePort} -s -c-1`,
        cwd: appDir,
        url: `${baseURL}/index.json`,
        reuseExistingServer: false,
      },
});
