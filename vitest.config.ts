import { defineConfig } from 'vitest/config';

// Unit tests of the workspace packages. The commerce server's e2e suite and the browser suites
// (Storybook, Playwright) have their own runners; see scripts/test.mjs.
export default defineConfig({
  test: {
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
        test: {
          name: 'storefront',
          include: ['apps/storefront/{app,lib}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
