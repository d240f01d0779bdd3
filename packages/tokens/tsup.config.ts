// The build script runs in Node; this package's own code does not, so its tsconfig loads no Node types.
/// <reference types="node" />
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // Each module is an entry too, so dist/index.js only re-exports from chunks: a browser module
  // importing `breakpoints` (ui's Sheet) then ships the breakpoints, not the sprinkles' class maps
  // and the theme objects with them (about 28 KB of the storefront's first-load JS).
  entry: {
    index: 'src/index.ts',
    contract: 'src/contract.css.ts',
    sprinkles: 'src/sprinkles.css.ts',
    breakpoints: 'src/breakpoints.ts',
    palette: 'src/palette.ts',
    theme: 'src/theme.ts',
    // Side effects only (the @fontsource stylesheets), so an app opts in with one import.
    fonts: 'src/fonts.ts',
  },
  // Apps import types from `@dar/tokens` (and `@dar/tokens/fonts`, which has one constant).
  dts: { entry: { index: 'src/index.ts', fonts: 'src/fonts.ts' } },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  // No clean here: in watch mode it would delete dist/ under the packages that build from it.
  // `build` empties dist/ first instead.
  // The .css.ts files compile to static CSS (dist/index.css, exported as ./styles.css); the JS keeps only
  // the variable references, so consumers never pay for a CSS-in-JS runtime.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // One stylesheet, `@dar/tokens/styles.css` (dist/index.css): the copies esbuild writes beside
  // the other entries repeat parts of it.
  async onSuccess() {
    for (const name of await readdir('dist')) {
      if (/\.css(\.map)?$/.test(name) && !name.startsWith('index.css')) {
        await rm(join('dist', name), { force: true });
      }
    }
  },
});
