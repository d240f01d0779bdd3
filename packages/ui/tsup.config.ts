import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * Entry points: one per component folder (and per module a section barrel re-exports), not one for
 * the whole library. Next's App Router turns every `"use client"` module a Server Component imports
 * into a client reference and ships that module whole; with one module for all of @dar/ui, a page
 * importing `Container` shipped every component, React Aria and libphonenumber's metadata.
 *
 * The entries come from the barrels themselves (`src/index.ts` and `src/sections/<area>/index.ts`):
 * a barrel is an index.ts whose folder holds further component folders; what it re-exports (a
 * component folder or a plain module) becomes an entry, and the same statements, pointed at the
 * built entries and with types dropped, become dist/index.js. `export type` lines carry no code.
 */
function walkBarrels() {
  const entries: Record<string, string> = {};
  /** Re-exports for dist/index.js: the specifiers (null for `*`) and the entry's output path. */
  const reexports: { names: string[] | null; from: string }[] = [];
  const isBarrel = (dir: string) =>
    readdirSync(dir, { withFileTypes: true }).some(
      (item) => item.isDirectory() && existsSync(join(dir, item.name, 'index.ts')),
    );
  const resolveModule = (from: string, specifier: string): string => {
    const target = join(dirname(from), specifier);
    if (existsSync(target) && statSync(target).isDirectory()) return join(target, 'index.ts');
    for (const extension of ['.ts', '.tsx']) {
      if (existsSync(target + extension)) return target + extension;
    }
    throw new Error(`${from}: cannot resolve ${specifier}`);
  };
  const visit = (file: string) => {
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, star, list, specifier] of source.matchAll(
      /export\s+(type\s+)?(?:(\*)|\{([^}]*)\})\s+from\s+'(\.[^']+)'/g,
    )) {
      if (typeOnly) continue;
      // The pattern always captures the specifier; the list exists unless the export is `*`.
      const target = resolveModule(file, specifier ?? '');
      if (target.endsWith('index.ts') && isBarrel(dirname(target))) {
        if (!star) throw new Error(`${file}: re-export a barrel with \`export *\` (${specifier})`);
        visit(target);
        continue;
      }
      const name = relative('src', target).replace(/\.tsx?$/, '');
      entries[name] = target;
      const names = star
        ? null
        : (list ?? '')
            .split(',')
            .map((item) => item.replace(/\/\/.*$/gm, '').trim())
            .filter((item) => item && !item.startsWith('type '));
      if (names?.length === 0) continue;
      reexports.push({ names, from: `./${name}.js` });
    }
  };
  visit('src/index.ts');
  return { entries, reexports };
}

const barrels = walkBarrels();

/** Every .js file under dist/, as paths relative to it. */
async function distFiles(dir = 'dist'): Promise<string[]> {
  const items = await readdir(dir, { withFileTypes: true, recursive: true });
  return items
    .filter((item) => item.isFile())
    .map((item) => relative('dist', join(item.parentPath, item.name)));
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; exports: string[] }>;
}

export default defineConfig({
  // `index` is built too, for its stylesheet (every component's CSS in import order) and its list
  // of exports; onSuccess then replaces its JS with re-exports from the component entries.
  entry: { index: 'src/index.ts', ...barrels.entries },
  format: ['esm'],
  // Code two entries share goes into a chunk both import, so each component's code exists once.
  splitting: true,
  target: 'es2022',
  platform: 'browser',
  // Apps import types from `@dar/ui` only: one bundled declaration file, as before.
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  metafile: true,
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
  // react-aria-components uses hooks and context: each component entry is a client module in Next's
  // App Router (chunks get the directive too; harmless, they are only imported by client modules).
  // The barrel (dist/index.js, written in onSuccess) has none: it only re-exports.
  banner: { js: '"use client";' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // 1. Each recipe compiles to a top-level call of vanilla-extract's `createRuntimeFn` (imported
    // under a generated alias, so esbuild's `pure` option cannot name it). Unmarked, an app's
    // bundler must assume the call has side effects and keeps every recipe of a module even when
    // only one component of it is used; marked pure, unused ones are dropped (checked by
    // `pnpm --filter @dar/ui size`). Only those one-line declarations change, so the source map is
    // off by the comment's width there.
    const files = await distFiles();
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const path = join('dist', file);
      const code = await readFile(path, 'utf8');
      const aliases = [
        ...code.matchAll(
          /import \{ createRuntimeFn as (\w+) \} from "@vanilla-extract\/recipes\/createRuntimeFn";/g,
        ),
      ].map((match) => match[1]);
      if (aliases.length === 0) continue;
      const call = new RegExp(`= (${aliases.join('|')})\\(`, 'g');
      await writeFile(path, code.replace(call, '= /* @__PURE__ */ $1('));
    }

    // 2. The stylesheet is one file, `@dar/ui/styles.css` (dist/index.css): the per-entry copies
    // esbuild writes beside each entry repeat parts of it.
    for (const file of files.filter(
      (name) => /\.css(\.map)?$/.test(name) && !name.startsWith('index.css'),
    )) {
      await rm(join('dist', file), { force: true });
    }

    // 3. dist/index.js becomes the barrel: src/index.ts's re-exports pointed at the component
    // entries, with no "use client" of its own, so a Server Component importing `{ Container }`
    // from '@dar/ui' reaches Container's client module and nothing else (the package's JS is side-
    // effect free, so the app's bundler skips the unused re-exports). It must export exactly what
    // the bundled src/index.ts did.
    const metafile = JSON.parse(await readFile('dist/metafile-esm.json', 'utf8')) as Metafile;
    const exportsOf = (from: string) => {
      const output = metafile.outputs[join('dist', from)];
      if (!output) throw new Error(`metafile: no output ${from}`);
      return output.exports;
    };
    const exported = barrels.reexports.flatMap(({ names, from }) =>
      names ? names.map((item) => item.split(/\s+as\s+/).at(-1) ?? item) : exportsOf(from),
    );
    const expected = exportsOf('./index.js');
    const missing = expected.filter((name) => !exported.includes(name));
    const extra = exported.filter((name) => !expected.includes(name));
    if (missing.length > 0 || extra.length > 0 || new Set(exported).size !== exported.length) {
      throw new Error(
        `dist/index.js would differ from src/index.ts: missing ${missing.join(', ') || 'none'}; ` +
          `extra or repeated ${extra.join(', ') || exported.filter((n, i) => exported.indexOf(n) !== i).join(', ')}`,
      );
    }
    // Named, never `export *`: Next's bundler keeps every module a star re-export reaches (it
    // listed all the account, cart and checkout sections as client modules of the product page).
    const lines = barrels.reexports.map(
      ({ names, from }) => `export { ${(names ?? exportsOf(from)).join(', ')} } from '${from}';`,
    );
    await writeFile(
      'dist/index.js',
      `// Generated by tsup.config.ts from src/index.ts: one client module per component.\n${lines.join('\n')}\n`,
    );
    await rm('dist/index.js.map', { force: true });
    await rm('dist/metafile-esm.json', { force: true });
  },
});
