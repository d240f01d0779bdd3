import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests of the workspace packages. The commerce server's e2e suite and the browser suites
// (Storybook, Playwright) have their own runners; see scripts/test.mjs.
export default defineConfig({
  test: {
    // One worker a core: Vitest's default leaves one core idle, and on 2 cores that is one worker
    // (measured 2026-11-29: 90 s with one, 66 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'tools',
          include: ['tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Next 15 keeps the storefront's tsconfig at `jsx: preserve` (its own compiler turns the
        // JSX into calls); the tests compile it themselves.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'storefront',
          include: ['apps/storefront/{app,lib}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
