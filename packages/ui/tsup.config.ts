import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  // No clean here: in watch mode it would delete dist/ under the packages that build from it.
  // `build` empties dist/ first instead.
  // The theme's variables come from the @dar/tokens stylesheet; bundling tokens would duplicate them.
  // @dar/i18n holds the react-intl context: one copy, the app's, or components would not see it.
  external: [
    '@dar/tokens',
    '@dar/i18n',
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria-components',
    'react-intl',
  ],
  // react-aria-components uses hooks and context: the whole bundle is client-side in Next's App Router.
  banner: { js: '"use client";' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
