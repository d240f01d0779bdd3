import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const shared: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  external: [
    'react',
    '@apollo/client',
    'graphql',
    'rxjs',
    '@dar/i18n',
    '@graphql-typed-document-node/core',
  ],
};

/**
 * `/personal` reads the shopper through the `/shopper` entry's own file (`import('../shopper')` in
 * `src/personal/store.ts`), so a page that imports both loads that code once.
 */
const shopperEntry: Plugin = {
  name: 'shopper-entry',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/shopper$/ }, () => ({
      path: './shopper.js',
      external: true,
    }));
  },
};

export default defineConfig([
  // The browser's entries, built together so that they share modules instead of copying them: the
  // main one (hooks and Apollo) and the shopper's store (`/personal`, no Apollo until it is wanted).
  // One build splits the code (esbuild's ESM splitting): the store's live chunk (`personal/live`,
  // loaded with `import()`) and the main entry use one `ShopClientProvider` and one set of hooks,
  // and `PersonalClientProvider` (main) and `usePersonal` (`/personal`) one React context.
  // Every file needs a client boundary in the App Router.
  {
    ...shared,
    entry: { index: 'src/index.ts', personal: 'src/personal/index.ts' },
    banner: { js: '"use client";' },
    esbuildPlugins: [shopperEntry],
  },
  // The build watch alone (`/builds`): the storefront's root layout mounts it on every page, and
  // the main entry would bring Apollo and every document into the first load with it.
  { ...shared, entry: { builds: 'src/builds/index.ts' }, banner: { js: '"use client";' } },
  // The shopper's state without Apollo (`/shopper`): a catalogue page reads it when idle and
  // loads Apollo only once the shopper acts. No React, so no client boundary.
  { ...shared, entry: { shopper: 'src/shopper/index.ts' } },
  // Server Components' entry: no client boundary, no React state.
  { ...shared, entry: { server: 'src/server/index.ts' } },
]);
