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
  // The .css.ts files compile to static CSS (dist/index.css, exported as ./styles.css); the JS keeps only
  // the variable references, so consumers never pay for a CSS-in-JS runtime.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
