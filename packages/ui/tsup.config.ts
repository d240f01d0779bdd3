import { readFile, writeFile } from 'node:fs/promises';

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
    // A dependency with its own metadata files: the app's bundler resolves and dedupes it.
    'libphonenumber-js',
  ],
  // react-aria-components uses hooks and context: the whole bundle is client-side in Next's App Router.
  banner: { js: '"use client";' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Each recipe compiles to a top-level call of vanilla-extract's `createRuntimeFn` (imported under
  // a generated alias, so esbuild's `pure` option cannot name it). Unmarked, an app's bundler must
  // assume the call has side effects and keeps every component's recipe even when it imports only
  // Button; marked pure, unused ones are dropped (checked by `pnpm --filter @dar/ui size`). Only
  // those one-line declarations change, so the source map is off by the comment's width there.
  async onSuccess() {
    const file = 'dist/index.js';
    const code = await readFile(file, 'utf8');
    const aliases = [
      ...code.matchAll(
        /import \{ createRuntimeFn as (\w+) \} from "@vanilla-extract\/recipes\/createRuntimeFn";/g,
      ),
    ].map((match) => match[1]);
    if (aliases.length === 0) return;
    const call = new RegExp(`= (${aliases.join('|')})\\(`, 'g');
    await writeFile(file, code.replace(call, '= /* @__PURE__ */ $1('));
  },
});
