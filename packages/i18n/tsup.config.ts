import { defineConfig } from 'tsup';

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
    },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    external: ['react', 'react-intl', '@formatjs/icu-messageformat-parser'],
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
