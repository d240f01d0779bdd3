import { defineConfig } from '@playwright/test';
import { CLUSTER_PORTS } from '../scripts/cluster.mjs';

/**
 * The cluster's journeys (issue 30): the shop on PostgreSQL and Redis, two commerce replicas and a
 * worker, two storefront replicas and the nginx front, started by the spec itself through
 * scripts/cluster.mjs (it kills and restarts the processes). One worker: the tests share it.
 */
// The mailbox of commerce B (they share one folder); A is the replica the last journey kills.
process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${CLUSTER_PORTS.commerce[1]}/mailbox`;

export default defineConfig({
  testDir: './cluster',
  outputDir: './.artifacts/cluster-results',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 180_000,
  reporter: [['list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : [])],
  use: { baseURL: `http://localhost:${CLUSTER_PORTS.front}` },
});
