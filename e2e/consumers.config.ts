import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium.mjs';
import { E2E_COMMERCE_PORT, E2E_STOREFRONT_PORT, e2eServers } from './servers';

/**
 * The fixture apps built from the published packages (scripts/consumers.mjs copies, installs and
 * builds them in DAR_CONSUMERS_DIR), served beside the built commerce server.
 */
const dir = process.env.DAR_CONSUMERS_DIR;
if (!dir) throw new Error('DAR_CONSUMERS_DIR is unset: run `node scripts/consumers.mjs`.');
export const CONSUMER_VITE_PORT = Number(process.env.DAR_CONSUMER_VITE_PORT ?? 3110);
export const CONSUMER_NEXT_PORT = Number(process.env.DAR_CONSUMER_NEXT_PORT ?? 3111);
const commerceUrl = `http://localhost:${E2E_COMMERCE_PORT}`;
const env = { ...process.env, COMMERCE_URL: commerceUrl, NEXT_TELEMETRY_DISABLED: '1' } as Record<
  string,
  string
>;
const [commerce] = e2eServers(E2E_COMMERCE_PORT, E2E_STOREFRONT_PORT);

export default defineConfig({
  testDir: './consumers',
  outputDir: './.artifacts/consumers',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : [])],
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'vite',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${CONSUMER_VITE_PORT}` },
    },
    {
      name: 'next',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${CONSUMER_NEXT_PORT}` },
    },
  ],
  webServer: [
    commerce!,
    {
      name: 'consumer-vite',
      command: `node node_modules/vite/bin/vite.js preview --strictPort --port ${CONSUMER_VITE_PORT}`,
      cwd: join(dir, 'consumer-vite'),
      url: `http://localhost:${CONSUMER_VITE_PORT}/ar`,
      reuseExistingServer: false,
      env,
    },
    {
      name: 'consumer-next',
      command: `node node_modules/next/dist/bin/next start -p ${CONSUMER_NEXT_PORT}`,
      cwd: join(dir, 'consumer-next'),
      url: `http://localhost:${CONSUMER_NEXT_PORT}/ar`,
      reuseExistingServer: false,
      env,
    },
  ],
});
