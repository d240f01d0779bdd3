import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { createRequire } from 'node:module';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];
// esbuild comes with tsup (as for scripts/size.mjs); the one call below needs no dependency of its own.
const esbuild = (
  createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild') as {
    build: (options: Record<string, unknown>) => Promise<{ metafile: Metafile }>;
  }
).build;

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

/**
 * The client modules: source files whose first statement is the `'use client'` directive (a
 * component with state, effects, event handlers or React context, React Aria's included). Every
 * other module renders on the server as well and ships no JS to a page that renders it there.
 * Listed, with a reason each, in src/clientModules.test.ts.
 */
const USE_CLIENT = /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"];?/;
function findClientModules(dir = 'src'): Record<string, string> {
  const found: Record<string, string> = {};
  for (const item of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(item.parentPath, item.name);
    if (
      !item.isFile() ||
      !/\.tsx?$/.test(item.name) ||
      /\.(stories|test|css)\.tsx?$/.test(item.name)
    ) {
      continue;
    }
    if (USE_CLIENT.test(readFileSync(file, 'utf8'))) {
      found[relative('src', file).replace(/\.tsx?$/, '')] = file;
    }
  }
  return found;
}
const clientModules = findClientModules();

/** Where an externalised client module is imported from until onSuccess makes the path relative. */
const CLIENT_PREFIX = '@dar-ui-client/';

/**
 * Each client module is an entry of its own (dist/<path>.js, the directive on its first line), and
 * every import of one — from a server module, a chunk or another client module — is an import of
 * that file rather than of its code. esbuild drops directives when it bundles and puts code two
 * entries share into a chunk: without this, a server entry (`ProductCard`) would import a client
 * component's code (`HeartButton`) through a chunk with no directive, Next would run its hooks
 * on the server, and the client boundary would be lost. With it, a chunk a server entry imports
 * holds only server-safe code (checked by src/clientModules.test.ts on the built dist/).
 */
const clientBoundaries: Plugin = {
  name: 'dar-client-boundaries',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const target = join(args.resolveDir, args.path);
      for (const [name, file] of Object.entries(clientModules)) {
        const source = join(process.cwd(), file);
        if (target === source || target === source.replace(/\.tsx?$/, '')) {
          return { path: `${CLIENT_PREFIX}${name}.js`, external: true };
        }
      }
      return undefined;
    });
  },
};

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

const external = [
  '@dar/tokens',
  '@dar/i18n',
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-aria-components',
  'react-intl',
  // A dependency with its own metadata files: the app's bundler resolves and dedupes it.
  'libphonenumber-js',
];

export default defineConfig({
  // One entry per component folder and one per client module (see clientBoundaries). `src/index.ts`
  // is bundled on its own in onSuccess, for its stylesheet and its list of exports.
  entry: { ...barrels.entries, ...clientModules },
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
  external,
  // No banner: the directive goes on the client modules' entries only (onSuccess, step 4).
  esbuildPlugins: [clientBoundaries, vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // 0. src/index.ts bundled whole, as the package was once one module: its stylesheet is
    // `@dar/ui/styles.css` (every component's CSS in import order; the component entries, which
    // import client modules as files, would each miss theirs) and its exports are what the barrel
    // dist/index.js must export.
    const whole = await esbuild({
      entryPoints: { index: 'src/index.ts' },
      bundle: true,
      format: 'esm',
      target: 'es2022',
      platform: 'browser',
      outdir: 'dist/.whole',
      metafile: true,
      sourcemap: true,
      external,
      logLevel: 'silent',
      logOverride: { 'unsupported-directive': 'silent' },
      plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    });
    await writeFile('dist/index.css.map', await readFile('dist/.whole/index.css.map'));
    // As tsup wrote it before: no newline after the source map's comment.
    const css = await readFile('dist/.whole/index.css', 'utf8');
    await writeFile('dist/index.css', css.replace(/\n$/, ''));
    // `@dar/ui/all.css`: @dar/tokens' stylesheet (the variables and the base rules) and this one,
    // in the order an app imports them, as one file. A page's stylesheets hold up its first paint,
    // so an app that loads both on every page saves a request (docs/benchmarks.md: Lighthouse's
    // simulated first paint 0.15 s sooner). Built from the @dar/tokens this package was built with.
    const tokensCss = await readFile(
      createRequire(import.meta.url).resolve('@dar/tokens/styles.css'),
      'utf8',
    );
    // Without the two source maps' comments: neither map describes the joined file.
    const unmapped = (text: string) =>
      text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd();
    await writeFile('dist/all.css', `${unmapped(tokensCss)}\n${unmapped(css)}\n`);
    await rm('dist/.whole', { recursive: true, force: true });

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

    // 2. The stylesheet is one file, `@dar/ui/styles.css` (dist/index.css; all.css adds the
    // tokens'): the per-entry copies esbuild writes beside each entry repeat parts of it.
    for (const file of files.filter(
      (name) => /\.css(\.map)?$/.test(name) && !name.startsWith('index.css') && name !== 'all.css',
    )) {
      await rm(join('dist', file), { force: true });
    }

    // 3. dist/index.js becomes the barrel: src/index.ts's re-exports pointed at the component
    // entries, with no "use client" of its own, so a Server Component importing `{ Container }`
    // from '@dar/ui' reaches Container's module and nothing else (the package's JS is side-effect
    // free, so the app's bundler skips the unused re-exports). It must export exactly what the
    // bundled src/index.ts did.
    const metafile = JSON.parse(await readFile('dist/metafile-esm.json', 'utf8')) as Metafile;
    const exportsOf = (from: string) => {
      const output = metafile.outputs[join('dist', from)];
      if (!output) throw new Error(`metafile: no output ${from}`);
      return output.exports;
    };
    const exported = barrels.reexports.flatMap(({ names, from }) =>
      names ? names.map((item) => item.split(/\s+as\s+/).at(-1) ?? item) : exportsOf(from),
    );
    const expected = whole.metafile.outputs['dist/.whole/index.js']?.exports ?? [];
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
      `// Generated by tsup.config.ts from src/index.ts: one module per component.\n${lines.join('\n')}\n`,
    );
    await rm('dist/index.js.map', { force: true });

    // 4. The client boundaries: each client module's entry starts with the directive (a banner
    // would put it on every file), and the imports clientBoundaries left external point at those
    // entries, relative to the importing file.
    const clientOutputs = new Set(Object.keys(clientModules).map((name) => `${name}.js`));
    for (const file of files.filter((name) => name.endsWith('.js') && name !== 'index.js')) {
      const path = join('dist', file);
      let code = await readFile(path, 'utf8');
      code = code.replaceAll(new RegExp(`"${CLIENT_PREFIX}([^"]+)"`, 'g'), (_, target: string) => {
        const to = relative(dirname(file), target);
        return JSON.stringify(to.startsWith('.') ? to : `./${to}`);
      });
      // esbuild keeps an entry module's own directive on its first line; a module whose directive
      // it dropped gets one there, and its map one more line.
      if (clientOutputs.has(file) && !code.startsWith('"use client";\n')) {
        code = `"use client";\n${code}`;
        const mapPath = `${path}.map`;
        if (existsSync(mapPath)) {
          const map = JSON.parse(await readFile(mapPath, 'utf8')) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          await writeFile(mapPath, JSON.stringify(map));
        }
      }
      await writeFile(path, code);
    }
    const missingClient = [...clientOutputs].filter((name) => !files.includes(name));
    if (missingClient.length > 0) {
      throw new Error(`client modules without an entry: ${missingClient.join(', ')}`);
    }
    await rm('dist/metafile-esm.json', { force: true });
  },
});
