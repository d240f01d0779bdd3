import { defineConfig, devices } from '@playwright/test';
import { ARABIC, ENGLISH, type ShopLocale } from './fixtures';
import { chromiumLaunchOptions } from '../tools/chromium.mjs';
import { E2E_COMMERCE_PORT, E2E_STOREFRONT_PORT, localTrialServers } from './servers';

/**
 * Journeys over the local trial: the shop started with `npm start`'s settings (production mode,
 * the payment sandbox of the local trial), on the journeys' ports. A run of its own, after the
 * main journeys, because its servers are not the test servers.
 */
export default defineConfig<{ shop: ShopLocale }>({
  testDir: './trial',
  outputDir: './.artifacts/trial-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  reporter: [['list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : [])],
  use: {
    baseURL: `http://localhost:${E2E_STOREFRONT_PORT}`,
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'ar-rtl',
      use: { ...devices['Desktop Chrome'], locale: 'ar-EG', shop: ARABIC },
    },
    {
      name: 'en-ltr',
      use: { ...devices['Desktop Chrome'], locale: 'en-US', shop: ENGLISH },
    },
  ],
  webServer: localTrialServers(E2E_COMMERCE_PORT, E2E_STOREFRONT_PORT),
});
