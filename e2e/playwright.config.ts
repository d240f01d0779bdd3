import { defineConfig, devices } from '@playwright/test';
import { ARABIC, ENGLISH, type ShopLocale } from './fixtures';
import { chromiumLaunchOptions } from '../tools/chromium.mjs';
import { E2E_COMMERCE_PORT, E2E_STOREFRONT_PORT, e2eServers } from './servers';

/**
 * Journeys over the whole running stack: the built commerce server on a fresh database and the
 * built storefront, driven in Debian's Chromium.
 */
export default defineConfig<{ shop: ShopLocale }>({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    // The root test command counts every suite's tests from JSON reports (scripts/test.mjs).
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
    ...(process.env.CI
      ? []
      : [['html', { open: 'never', outputFolder: './.artifacts/report' }] as ['html', object]]),
  ],
  use: {
    baseURL: `http://localhost:${E2E_STOREFRONT_PORT}`,
    // A failed test keeps its trace: actions, network and DOM snapshots. Not the screencast: its
    // frames cost the 2 cores a quarter of the journeys' time (docs/benchmarks.md, 2026-12-01).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Every journey runs twice: Arabic right-to-left and English left-to-right.
    {
      name: 'ar-rtl',
      testMatch: 'journeys/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], locale: 'ar-EG', shop: ARABIC },
    },
    {
      name: 'en-ltr',
      testMatch: 'journeys/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], locale: 'en-US', shop: ENGLISH },
    },
    // Routing between the two languages is one journey across both.
    { name: 'routing', testMatch: 'routing/**/*.spec.ts', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: e2eServers(E2E_COMMERCE_PORT, E2E_STOREFRONT_PORT),
});
