import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', server: 'src/server.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    external: ['react', 'react-intl'],
  },
  {
    // The provider holds React context, so it is a client module in Next.js.
    entry: { react: 'src/react.tsx' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    external: ['react', 'react-intl'],
    banner: { js: '"use client";' },
  },
]);
