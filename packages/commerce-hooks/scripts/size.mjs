#!/usr/bin/env node
/**
 * Prints what the storefront ships to the browser from @dar/commerce-hooks, gzip, minified:
 *
 * 1. What a page with client hooks pays: an entry importing the client provider, the cart and
 *    wishlist hooks and the build watch from the BUILT package (dist/, as the storefront does),
 *    bundled with Apollo Client, graphql, rxjs; React stays out (every page has it).
 * 2. The same, without the third-party libraries: this package's own code.
 * 3. The shopper's store (`/personal`) as a page first loads it: its live chunk and the `/shopper`
 *    read are `import()`s, loaded later, so Apollo stays out of the first load.
 * 4. The build watch from its own entry point (`@dar/commerce-hooks/builds`), which the
 *    storefront's root layout loads on every page.
 * The server entry (`/server`) runs only on the server and ships nothing.
 *
 * Run `pnpm --filter @dar/commerce-hooks build` first.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(packageDir, 'dist', 'index.js'))) {
  console.error('dist/index.js is missing: run `pnpm --filter @dar/commerce-hooks build` first.');
  process.exit(1);
}
// esbuild comes with tsup (which builds this package).
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsup'))('esbuild');

const react = ['react', 'react-dom', 'react/jsx-runtime', '@dar/i18n'];
const libraries = ['@apollo/client', 'graphql', 'rxjs'];

/** What a page loads later (`import()`) is not its first load: left out of the bundle. */
const laterLoads = {
  name: 'later-loads',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

const bundle = async (source, external) => {
  const result = await esbuild.build({
    plugins: [laterLoads],
    stdin: { contents: source, resolveDir: packageDir, sourcefile: 'size-entry.js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    alias: { '@dar/commerce-hooks': packageDir },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    logOverride: { 'unsupported-directive': 'silent' },
  });
  return gzipSync(Buffer.from(result.outputFiles[0].text)).length;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const hooksPage = `export {
  ShopClientProvider, useActiveOrder, useCartCount, useAddToCart, useAdjustCartLine,
  useRemoveCartLine, useApplyCoupon, useWishlistIds, useToggleFavorite, useLogin, useNewBuild,
} from '@dar/commerce-hooks';`;
// The alias above maps the package's root only; a subpath's file is named directly.
const personalFirstLoad = `export {
  PersonalProvider, usePersonal, usePersonalActions, useLiveClient, whenIdle,
} from './dist/personal.js';`;
const buildsOnly = `export { useNewBuild } from './dist/builds.js';`;

const withLibraries = await bundle(hooksPage, react);
const ownCode = await bundle(hooksPage, [...react, ...libraries]);
const personal = await bundle(personalFirstLoad, react);
const builds = await bundle(buildsOnly, react);
console.log(
  `a page with the client hooks, Apollo and its libraries included: ${kb(withLibraries)} gzip`,
);
console.log(`of which this package's own code:                                ${kb(ownCode)} gzip`);
console.log(
  `the shopper's store (\`/personal\`) in a page's first load (no Apollo): ${kb(personal)} gzip`,
);
console.log(
  `the build watch alone (\`/builds\`, in every page's first load):    ${kb(builds)} gzip`,
);
