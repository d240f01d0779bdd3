#!/usr/bin/env node
/**
 * Proves that @dar/ui tree-shakes and prints what it weighs (gzip).
 *
 * 1. Bundles an entry that imports only `Button` from the BUILT package (dist/, as an app would),
 *    React Aria included, unminified. It fails (exit 1) if Slider, RangeSlider or ComboBox code is
 *    in that bundle: our functions or React Aria's by name, or React Aria's slider and combobox
 *    modules in esbuild's list of inputs.
 * 1b. Fails if the Footer (server part and client leaves, bundled whole) carries React Aria or
 *    is over its budget: it is on every page.
 * 1c. The same for the Header, its code loaded on first use (menus, drawer) left out.
 * 1d. The same for ProductDetails (the buy box and the gallery; the zoom dialog left out).
 * 2. Bundles the same entry minified (React and react-intl stay out: every app has them) and
 *    prints its gzip size: what a page that only shows a Button pays.
 * 3. Prints the gzip size of the whole of @dar/ui: its JS (the barrel dist/index.js, one module
 *    per component and the chunks they share, each gzipped on its own as a server sends them) and
 *    dist/index.css, and of everything bundled together with React Aria.
 *
 * Run `pnpm --filter @dar/ui build` first (`pnpm --filter @dar/ui size` does not build).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(packageDir, 'dist');
if (!existsSync(path.join(dist, 'index.js'))) {
  console.error('dist/index.js is missing: run `pnpm --filter @dar/ui build` first.');
  process.exit(1);
}

// esbuild comes with tsup (which builds this package); no dependency of its own is needed.
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsup'))('esbuild');

const peers = ['react', 'react-dom', 'react/jsx-runtime', 'react-intl', '@dar/tokens', '@dar/i18n'];

/** Bundles `source` (resolved from this package, so `@dar/ui` is its own dist) in memory. */
const bundle = async (source, { external, minify, metafile = false, plugins = [] }) => {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: packageDir, sourcefile: 'size-entry.js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    treeShaking: true,
    external,
    metafile,
    // @dar/ui resolves to this package's own exports map, i.e. dist/index.js.
    alias: { '@dar/ui': packageDir },
    plugins,
    logLevel: 'silent',
    // Each component module starts with "use client" for Next; irrelevant to a size measurement.
    logOverride: { 'unsupported-directive': 'silent' },
  });
  return { text: result.outputFiles[0].text, metafile: result.metafile };
};

const gzip = (text) => gzipSync(Buffer.from(text)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const buttonOnly = "export { Button } from '@dar/ui';";

// 1. Tree-shaking check: unminified, so function names survive, and with React Aria bundled, so
//    the metafile says which of its modules came along.
const check = await bundle(buttonOnly, { external: peers, minify: false, metafile: true });
const leaks = [
  ...new Set(
    check.text.match(/\bfunction (Slider|RangeSlider|ComboBox|SliderThumb|SliderTrack)\b/g),
  ),
  // Every module esbuild read is listed under `inputs`; only those that put bytes into the output
  // survived tree-shaking.
  ...Object.entries(Object.values(check.metafile.outputs)[0].inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input]) => input)
    .filter((input) => /(\/(Slider|ComboBox)\.mjs|\/(slider|combobox)\/)/.test(input)),
];
if (!/\bfunction Button\b/.test(check.text)) {
  console.error('✘ The Button-only bundle has no Button: the check itself is broken.');
  process.exit(1);
}
if (leaks.length > 0) {
  console.error('✘ Tree-shaking failed: a bundle importing only Button contains:');
  for (const leak of leaks) console.error(`    ${leak}`);
  process.exit(1);
}
console.log(
  '✔ Tree-shaking: a bundle importing only Button has no Slider, RangeSlider or ComboBox code.',
);

// 1b. The footer is on every page, so its client code must stay light: the server part with its
//     leaves (the newsletter's native form, RouterLink) carries no React Aria at all. Bundled whole
//     (as an app without Server Components ships it), React and react-intl excluded.
const FOOTER_BUDGET = 6 * 1024;

// 1c. The header is on every page too: its server part with the leaves a page hydrates at once
//     (links, the menu, search and cart buttons) carries no React Aria; the menus, the drawer and
//     React Aria's button are loaded on first use (dynamic imports, left out here).
const HEADER_BUDGET = 6 * 1024;
const onFirstUse = {
  name: 'on-first-use',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};
/**
 * Bundles `exportName` with the leaves a page hydrates at once (code loaded on first use left out,
 * unless `whole`) and fails if it carries React Aria or passes `budget`; `what` names it in the
 * messages.
 */
const checkFirstLoad = async (exportName, what, budget, { whole = false } = {}) => {
  const built = await bundle(`export { ${exportName} } from '@dar/ui';`, {
    external: peers,
    minify: true,
    metafile: true,
    plugins: whole ? [] : [onFirstUse],
  });
  const aria = Object.entries(Object.values(built.metafile.outputs)[0].inputs)
    .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && /react-aria/.test(input))
    .map(([input]) => input);
  const bytes = gzip(built.text);
  if (aria.length > 0 || bytes > budget) {
    if (aria.length > 0)
      console.error(
        `✘ ${what}: the first-load bundle contains ${aria.length} React Aria modules, e.g. ${aria.at(-1)}.`,
      );
    if (bytes > budget) console.error(`✘ ${what}: ${kb(bytes)}, over the ${kb(budget)} budget.`);
    process.exit(1);
  }
  return bytes;
};
const footerBytes = await checkFirstLoad('Footer', 'The footer', FOOTER_BUDGET, { whole: true });
console.log(
  `✔ The footer (server part and client leaves): ${kb(footerBytes)} of a ${kb(FOOTER_BUDGET)} budget, no React Aria.`,
);

const headerBytes = await checkFirstLoad('Header', 'The header', HEADER_BUDGET);
console.log(
  `✔ The header (server part and the leaves a page hydrates at once): ${kb(headerBytes)} of a ${kb(HEADER_BUDGET)} budget, no React Aria.`,
);

// 1d. The product page's details: the server part with its buy box and gallery leaves (native
//     radios, number field and buttons) carry no React Aria; the zoom dialog loads on first use.
const PRODUCT_DETAILS_BUDGET = 10 * 1024;
const productDetailsBytes = await checkFirstLoad(
  'ProductDetails',
  "The product's details",
  PRODUCT_DETAILS_BUDGET,
);
console.log(
  `✔ The product's details (server part, buy box and gallery): ${kb(productDetailsBytes)} of a ${kb(PRODUCT_DETAILS_BUDGET)} budget, no React Aria.`,
);

// 2. and 3. Sizes.
const buttonBundle = await bundle(buttonOnly, { external: peers, minify: true });
const everythingBundle = await bundle("export * from '@dar/ui';", {
  external: peers,
  minify: true,
});
const jsFiles = readdirSync(dist, { recursive: true }).filter((file) => file.endsWith('.js'));
const ownJs = jsFiles.reduce(
  (sum, file) => sum + gzip(readFileSync(path.join(dist, file), 'utf8')),
  0,
);
const ownCss = gzip(readFileSync(path.join(dist, 'index.css'), 'utf8'));

const rows = [
  ['Button only, with React Aria (minified JS)', gzip(buttonBundle.text)],
  ['All of @dar/ui, with React Aria (minified JS)', gzip(everythingBundle.text)],
  [`@dar/ui JS (${jsFiles.length} files in dist/, each gzipped)`, ownJs],
  ['@dar/ui dist/index.css (@dar/ui/styles.css)', ownCss],
  ['@dar/ui JS + CSS', ownJs + ownCss],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log('\nSizes (gzip; React, react-intl and our token and i18n packages excluded):');
for (const [name, bytes] of rows) console.log(`  ${name.padEnd(width)}  ${kb(bytes)}`);

// 4. The budget of a consumer page, as an app that follows the READMEs builds it: React renders
//    UiProvider and one Button in Arabic, with the precompiled Arabic catalogue
//    (`@dar/i18n/compiled/ar`) and react-intl's ICU parser aliased to its no-parser build. Every
//    byte but React's counts (react-intl, React Aria, our code, the catalogue), minified and
//    gzipped. It fails over the budget, or when the English catalogue or the ICU parser is in.
const CONSUMER_PAGE_BUDGET = 40 * 1024;
const consumerPage = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, UiProvider } from '@dar/ui';
import messages from '@dar/i18n/compiled/ar';
createRoot(document.getElementById('root')).render(
  h(UiProvider, { locale: 'ar', messages }, h(Button, null, 'أضف')),
);`;
// What the README's Vite alias does: every import of the parser gets its no-parser build, resolved
// from the importing package (react-intl and @dar/i18n may hold different versions).
const noIcuParser = {
  name: 'no-icu-parser',
  setup(build) {
    build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, (args) =>
      build.resolve('@formatjs/icu-messageformat-parser/no-parser.js', {
        kind: args.kind,
        resolveDir: args.resolveDir,
      }),
    );
  },
};
const reactOnly = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];
const page = await bundle(consumerPage, {
  external: reactOnly,
  minify: true,
  metafile: true,
  plugins: [noIcuParser],
});
const pageInputs = Object.entries(Object.values(page.metafile.outputs)[0].inputs)
  .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
  .map(([input]) => input);
const pageProblems = [
  ...pageInputs
    .filter((input) => /icu-messageformat-parser\/(index|parser|lib\/parser)\.js$/.test(input))
    .map((input) => `the ICU parser (${input})`),
  ...pageInputs
    .filter((input) => /compiled\/en\.js$|messages\/.*en\.json$/.test(input))
    .map((input) => `the English catalogue (${input})`),
];
const pageBytes = gzip(page.text);
console.log(
  `\nConsumer page (UiProvider + Button, Arabic, React excluded): ${kb(pageBytes)} of a ${kb(CONSUMER_PAGE_BUDGET)} budget`,
);
if (pageProblems.length > 0 || pageBytes > CONSUMER_PAGE_BUDGET) {
  for (const problem of pageProblems) console.error(`✘ The consumer page contains ${problem}.`);
  if (pageBytes > CONSUMER_PAGE_BUDGET) console.error('✘ The consumer page is over its budget.');
  process.exit(1);
}
console.log('✔ Consumer page within budget, one language, no ICU parser.');
