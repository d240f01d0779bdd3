import { defineConfig } from 'vitest/config';

/**
 * The client against a real commerce server (test/commerce-server.ts starts it): server fetchers
 * and hooks, in Arabic and English. The unit tests (*.test.ts) run from the root config.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.shop-spec.{ts,tsx}'],
    globalSetup: ['./test/commerce-server.ts'],
    environment: 'node',
    // One server for all files; files one at a time keep the 2-core machine responsive.
    fileParallelism: false,
    testTimeout: 30_000,
    // Seeding the demo database when no cached copy exists takes minutes on this machine.
    hookTimeout: 600_000,
  },
});
