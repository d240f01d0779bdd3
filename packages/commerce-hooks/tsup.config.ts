import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', server: 'src/server/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  external: ['react', '@apollo/client', 'graphql', 'rxjs', 'zustand', '@dar/i18n'],
});
