import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Vendure and NestJS resolve dependencies from decorator metadata, which esbuild does not emit:
// swc compiles the TypeScript instead.
export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        // useDefineForClassFields: as tsconfig.json, for entities filled by their base constructor.
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: false,
        },
        target: 'es2022',
      },
    }),
  ],
  test: {
    // Vendure's anonymous telemetry would otherwise run in every test server.
    env: { VENDURE_DISABLE_TELEMETRY: 'true' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['src/**/*.e2e-spec.ts'],
          environment: 'node',
          // Each spec file boots a whole server; one at a time keeps the 2-core machine responsive.
          fileParallelism: false,
          // The files share one module graph: importing Vendure and our plugins again for each file
          // cost about 10 s a file (measured: 4 spec files, 68.7 s isolated, 43.5 s shared). Every
          // spec builds its own config and server, so no state is shared but the imports.
          isolate: false,
          // A hang still fails, but a busy machine (password hashing, a placed order) does not.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // On PostgreSQL: the real entry point (migrations, seed, restart) and every e2e spec, each
      // on its own database. Needs a server, so it runs only when one is given
      // (scripts/postgres.mjs starts a private cluster for CI).
      ...(process.env.DAR_TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['src/**/*.pg-spec.ts', 'src/**/*.e2e-spec.ts'],
                // These start their own SQLite servers (PostgreSQL has its *.pg-spec.ts twins)
                // or touch no database: running them again here proves nothing more.
                exclude: [
                  'src/e2e/production-guard.e2e-spec.ts',
                  'src/e2e/shop-schema.e2e-spec.ts',
                  'src/e2e/restart.e2e-spec.ts',
                  'src/e2e/worker.e2e-spec.ts',
                  'src/e2e/migration-upgrade.e2e-spec.ts',
                  // Reads nothing itself: it answers Vendure's events, which are the same on both
                  // databases, and mostly waits out batch windows (73 s). The cluster's journeys
                  // revalidate storefronts from edits on PostgreSQL.
                  'src/plugins/storefront-revalidation/e2e/storefront-revalidation.e2e-spec.ts',
                ],
                environment: 'node',
                fileParallelism: false,
                isolate: false,
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
