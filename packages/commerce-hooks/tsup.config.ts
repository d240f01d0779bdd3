import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  external: [
    'react',
    '@apollo/client',
    'graphql',
    'rxjs',
    'zustand',
    '@dar/i18n',
    '@graphql-typed-document-node/core',
  ],
};

export default defineConfig([
  // The browser's entry: hooks, store and Apollo need a client boundary in the App Router.
  { ...shared, entry: { index: 'src/index.ts' }, banner: { js: '"use client";' } },
  // The build watch alone (`/builds`): the storefront's root layout mounts it on every page, and
  // the main entry would bring Apollo and every document into the first load with it.
  { ...shared, entry: { builds: 'src/builds/index.ts' }, banner: { js: '"use client";' } },
  // The shopper's state without Apollo (`/shopper`): a catalogue page reads it when idle and
  // loads Apollo only once the shopper acts. No React, so no client boundary.
  { ...shared, entry: { shopper: 'src/shopper/index.ts' } },
  // Server Components' entry: no client boundary, no React state.
  { ...shared, entry: { server: 'src/server/index.ts' } },
]);
