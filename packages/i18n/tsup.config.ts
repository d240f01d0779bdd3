import { defineConfig, type Options } from 'tsup';

/**
 * `./react` stays an import of the built client entry (dist/react.js, `"use client"`): the server
 * entry's `ScopeMessages` renders `DarIntlMessages` as a client reference, and through the same
 * module the app's client components use (one React context), not a copy bundled into server.js.
 */
const clientEntry: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'client-entry',
  setup(build) {
    build.onResolve({ filter: /^\.\/react$/ }, () => ({ path: './react.js', external: true }));
  },
};

export default defineConfig([
  {
    // Each module is an entry too, so the catalogues end up in a chunk of their own: a browser
    // module importing `localeConfig` from '@dar/i18n' then gets the config without both
    // languages' catalogues (the browser receives the current locale's from the server layout).
    entry: {
      index: 'src/index.ts',
      server: 'src/server.ts',
      config: 'src/config.ts',
      negotiate: 'src/negotiate.ts',
      format: 'src/format.ts',
      messages: 'src/messages.ts',
      // Node only: the scan behind `dar-client-messages` (bin/), for build scripts and tests.
      'client-messages': 'src/client-messages.ts',
    },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    external: ['react', 'react-intl', '@formatjs/icu-messageformat-parser'],
    esbuildPlugins: [clientEntry],
  },
  {
    // The provider holds React context, so it is a client module in Next.js.
    entry: { react: 'src/react.tsx' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    external: ['react', 'react-intl', '@formatjs/icu-messageformat-parser'],
    banner: { js: '"use client";' },
  },
]);
