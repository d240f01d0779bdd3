import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { messagesFor } from './messages';

/**
 * Which messages the browser needs, part by part of a Next.js App Router app: the message ids the
 * client modules under each part use, written as a TypeScript file (`clientMessageIds`,
 * `lazyMessageIds`) that the app's server hands to `clientMessageScopes` and its lazy units'
 * route to `lazyUnitMessages` (both `@dar/i18n/server`). The root layout then gives the browser
 * only the `root` subset; a layout that starts a scope (an account, a checkout) adds its own with
 * `ScopeMessages`, and so does a page with words of its own (`page:(shop)/cart`), so a catalogue
 * page never carries the checkout's words. Code loaded on first use through
 * `withMessages('Unit', import('…'), pick)` (`createLazyMessages`, `@dar/i18n/react`) is a lazy
 * unit: the scan does not follow that import from the page, and lists the unit's ids, which come
 * with its code.
 *
 * How the ids are found (an app's test runs the same scan and fails when the generated file lacks
 * one; `dar-client-messages` refreshes it):
 *
 * - From each scope's route files (`page`, `layout`, `loading`, `error`, `not-found` under the
 *   scope's folder; the root scope is every route file of the app outside the other scopes) the
 *   imports are followed: relative ones, the names of the packages in `packages` to the file that
 *   declares each (through their barrels), dynamic `import()`s too. A module with `'use client'`
 *   and everything it imports run in the browser: those are the modules scanned.
 * - In a scanned module, every string literal that is a message id counts (`id: '…'`,
 *   `formatMessage({ id: '…' })`, `<FormattedMessage id="…">`, a map of ids, `title="…"`), and a
 *   template literal or concatenation whose fixed start is a message-id prefix (`` `ui.alert.${tone}` ``,
 *   `'account.paymentMethod.' + method`) counts every id with that start.
 * - Ids picked at run time by code outside the scanned files (`runtimeIds`): a scanned module whose
 *   code matches `whenReads` gets every id with one of `prefixes` and the `ids`.
 *
 * A scope's subset is what its modules use beyond the root's, so root ∪ scope covers the scope's
 * pages. An id the scan misses would show as its id (the browser's formatter answers a missing id
 * with the id and reports it); the app's test is what keeps that from happening.
 */
export interface ClientMessagesConfig {
  /** The app's `app` folder: its route files are where the scan starts. */
  appDir: string;
  /**
   * The folder the scopes' folders and the page scopes' names are relative to (the storefront's
   * `app/[locale]`); `appDir` when not given.
   */
  scopeRoot?: string;
  /** The scopes below the root: a name → a folder under `scopeRoot` whose layout adds its ids. */
  scopes?: Record<string, string>;
  /** The TypeScript file to write. */
  output: string;
  /**
   * Packages whose named imports the scan follows to the file that declares each name: a package
   * name → its source barrel (`{ '@dar/ui': '…/packages/ui/src/index.ts' }`). Other packages'
   * code is not scanned.
   */
  packages?: Record<string, string>;
  /** Ids chosen at run time by code the scan does not read (see above). */
  runtimeIds?: RuntimeIds;
  /** The ids there are; every id of `@dar/i18n`'s catalogues when not given. */
  messageIds?: Iterable<string>;
}

export interface RuntimeIds {
  /** A scanned module whose code matches this… */
  whenReads: RegExp;
  /** …gets every id with one of these starts… */
  prefixes: string[];
  /** …and these. */
  ids: string[];
}

/** Each scanned browser module and the ids its code names. */
export type ModuleIds = Map<string, Set<string>>;

export interface ClientMessagesScan {
  /** Each scope's ids: the root's whole, the others' beyond the root's. */
  scopes: Record<string, string[]>;
  /** Each scope's browser modules. */
  modules: Record<string, ModuleIds>;
  /** Each lazy unit's ids beyond the root's. */
  units: Record<string, string[]>;
  /** Each lazy unit's browser modules. */
  unitModules: Record<string, ModuleIds>;
  /** Each lazy unit's module (what `withMessages` imports). */
  unitFiles: Map<string, string>;
}

/** A lazy unit's load: its name and the module it imports. */
const WITH_MESSAGES = /\bwithMessages\(\s*'([\w-]+)',\s*import\(\s*'([^']+)'\s*\)/g;
const ROUTE_FILE = /^(page|layout|loading|error|not-found|global-not-found|template)\.tsx?$/;
const USE_CLIENT = /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"]/;

/** Names a specifier list imports or re-exports, as `[imported, local]` (types left out). */
function names(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [imported = '', local] = part.split(/\s+as\s+/);
      return [imported.trim(), (local ?? imported).trim()];
    });
}

function resolveFile(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function routeFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...routeFiles(full));
    else if (ROUTE_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/** The scan of one app (see `ClientMessagesConfig`). */
export function clientMessagesScanner(config: ClientMessagesConfig) {
  const appDir = path.resolve(config.appDir);
  const scopeRoot = path.resolve(config.scopeRoot ?? appDir);
  const scopes = config.scopes ?? {};
  const packages = Object.fromEntries(
    Object.entries(config.packages ?? {}).map(([name, barrel]) => [name, path.resolve(barrel)]),
  );
  const runtimeIds = config.runtimeIds;
  const allIds = new Set(config.messageIds ?? Object.keys(messagesFor('en')));
  const output = path.resolve(config.output);

  const sources = new Map<string, string>();
  const source = (file: string) => {
    let text = sources.get(file);
    if (text === undefined) {
      text = readFileSync(file, 'utf8');
      sources.set(file, text);
    }
    return text;
  };
  /** Code without comments (a comment may quote an id or an import). */
  const code = (file: string) =>
    source(file)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

  /** The file a specifier names, or null for a package not followed (and styles, data). */
  const resolveSpecifier = (from: string, specifier: string): string | null => {
    if (Object.hasOwn(packages, specifier)) return packages[specifier]!;
    if (!specifier.startsWith('.')) return null;
    if (/\.(css|json|svg|png|woff2?)$/.test(specifier) || specifier.endsWith('.css.ts')) {
      return null;
    }
    return resolveFile(path.resolve(path.dirname(from), specifier));
  };

  /** The files that declare `name` for an importer of `file`, through its re-exports. */
  const declaring = (file: string, name: string, seen = new Set<string>()): string[] => {
    if (seen.has(`${file}#${name}`)) return [];
    seen.add(`${file}#${name}`);
    const text = code(file);
    const declares = new RegExp(
      `export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class)\\s+${name}\\b`,
    );
    if (declares.test(text)) return [file];
    for (const [, list = '', specifier = ''] of text.matchAll(
      /export\s+\{([^}]*)\}\s+from\s+'([^']+)'/g,
    )) {
      const hit = names(list).find(([, exported]) => exported === name);
      const target = hit && resolveSpecifier(file, specifier);
      if (hit && target) return declaring(target, hit[0], seen);
    }
    for (const [, specifier = ''] of text.matchAll(/export\s+\*\s+from\s+'([^']+)'/g)) {
      const target = resolveSpecifier(file, specifier);
      const found = target ? declaring(target, name, seen) : [];
      if (found.length > 0) return found;
    }
    for (const [, list = ''] of text.matchAll(/export\s+\{([^}]*)\}(?!\s*from)/g)) {
      if (names(list).some(([, exported]) => exported === name)) return [file];
    }
    return [];
  };

  /** Every lazy unit the scanned code loads: its name → the module `withMessages` imports. */
  const lazyUnits = new Map<string, string>();

  /** The files a module's code loads: static and dynamic imports, re-exports (types left out). */
  const imports = (file: string): string[] => {
    const text = code(file);
    const found = new Set<string>();
    const add = (target: string | null) => target && found.add(target);
    for (const [, clause = '', specifier = ''] of text.matchAll(
      /(?:^|[;\n])\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s+'([^']+)'/g,
    )) {
      const target = resolveSpecifier(file, specifier);
      if (!target) continue;
      const braces = clause.match(/\{([^}]*)\}/);
      const bare = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim();
      // Named imports of a barrel: only the files that declare those names.
      if (braces && !bare) {
        for (const [imported] of names(braces[1] ?? '')) {
          const files = declaring(target, imported);
          // A name the scan cannot place (declared some other way): the whole module.
          (files.length > 0 ? files : [target]).forEach(add);
        }
      } else {
        add(target);
      }
    }
    for (const [, specifier = ''] of text.matchAll(/(?:^|[;\n])\s*import\s+'([^']+)'/g)) {
      add(resolveSpecifier(file, specifier));
    }
    // `withMessages('Unit', import('…'))`: a lazy unit, whose messages come with its code (below).
    const lazy = new Set<string>();
    for (const [, unit = '', specifier = ''] of text.matchAll(WITH_MESSAGES)) {
      const target = resolveSpecifier(file, specifier);
      if (!target) continue;
      const known = lazyUnits.get(unit);
      if (known && known !== target) {
        throw new Error(`withMessages('${unit}') loads two modules: ${known} and ${target}`);
      }
      lazyUnits.set(unit, target);
      lazy.add(specifier);
    }
    for (const [, specifier = ''] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
      if (!lazy.has(specifier)) add(resolveSpecifier(file, specifier));
    }
    return [...found];
  };

  /** The message ids a browser module's code names (see the rules above). */
  const idsIn = (file: string): Set<string> => {
    const text = code(file);
    const used = new Set<string>();
    const prefix = (start: string) => {
      for (const id of allIds) if (id.startsWith(start)) used.add(id);
    };
    for (const [, , literal = ''] of text.matchAll(/(['"])((?:(?!\1)[^\\\n])*)\1/g)) {
      if (allIds.has(literal)) used.add(literal);
    }
    for (const [, literal = ''] of text.matchAll(/`([^`$]*)`/g)) {
      if (allIds.has(literal)) used.add(literal);
    }
    // A fixed start followed by something run-time: `a.b.${x}` or 'a.b.' + x.
    for (const [, start = ''] of text.matchAll(/`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g)) prefix(start);
    for (const [, start = ''] of text.matchAll(/'([A-Za-z][\w-]*\.[\w.-]*\.)'\s*\+/g)) {
      prefix(start);
    }
    if (runtimeIds?.whenReads.test(text)) {
      runtimeIds.prefixes.forEach(prefix);
      runtimeIds.ids.forEach((id) => used.add(id));
    }
    return used;
  };

  /**
   * The browser modules reachable from `entries`, each with the ids it uses: a module runs in the
   * browser from its `'use client'` down (a server module's own ids are formatted on the server).
   */
  const browserModules = (entries: string[], inBrowser = false): ModuleIds => {
    const modules: ModuleIds = new Map();
    const seen = new Set<string>();
    const visit = (file: string, inBrowser: boolean) => {
      const browser = inBrowser || USE_CLIENT.test(source(file));
      const key = `${browser}:${file}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (browser && !modules.has(file)) modules.set(file, idsIn(file));
      for (const target of imports(file)) visit(target, browser);
    };
    entries.forEach((entry) => visit(entry, inBrowser));
    return modules;
  };

  /** A page's own scope, named by its folder under `scopeRoot`: `page:(shop)/contact-us`. */
  const pageScope = (file: string) =>
    `page:${path.relative(scopeRoot, path.dirname(file)).split(path.sep).join('/')}`;

  /**
   * Each scope's route files. The root gets the app's route files outside the other scopes that
   * are not pages (the layouts, error and not-found screens: the shell every page has); each page
   * outside the scopes is a scope of its own, which the page adds with `ScopeMessages`.
   */
  const scopeEntries = (): Record<string, string[]> => {
    const scoped = Object.fromEntries(
      Object.entries(scopes).map(([scope, dir]) => [scope, routeFiles(path.join(scopeRoot, dir))]),
    );
    const inScope = new Set(Object.values(scoped).flat());
    const rest = routeFiles(appDir).filter((file) => !inScope.has(file));
    const isPage = (file: string) => /^page\.tsx?$/.test(path.basename(file));
    const pages = Object.fromEntries(rest.filter(isPage).map((file) => [pageScope(file), [file]]));
    return { root: rest.filter((file) => !isPage(file)), ...scoped, ...pages };
  };

  /**
   * The ids each scope's browser modules use: the root's whole, the others' beyond the root's (a
   * page's scope only when it has any); and each lazy unit's beyond the root's, which come with
   * its code, not in any page.
   */
  const scan = (): ClientMessagesScan => {
    const entries = scopeEntries();
    const union = (modules: ModuleIds) => new Set([...modules.values()].flatMap((ids) => [...ids]));
    lazyUnits.clear();
    const rootModules = browserModules(entries.root ?? []);
    const root = union(rootModules);
    const found: Record<string, string[]> = { root: [...root].sort() };
    const modules: Record<string, ModuleIds> = { root: rootModules };
    for (const scope of Object.keys(entries).filter((scope) => scope !== 'root')) {
      modules[scope] = browserModules(entries[scope] ?? []);
      const own = [...union(modules[scope])].filter((id) => !root.has(id)).sort();
      if (own.length > 0 || scope in scopes) found[scope] = own;
    }
    // A unit's code may load units of its own: until no new one turns up.
    const units: Record<string, string[]> = {};
    const unitModules: Record<string, ModuleIds> = {};
    for (let done = 0; done < lazyUnits.size;) {
      const pending = [...lazyUnits].filter(([unit]) => !(unit in unitModules));
      for (const [unit, target] of pending) {
        unitModules[unit] = browserModules([target], true);
        units[unit] = [...union(unitModules[unit])].filter((id) => !root.has(id)).sort();
      }
      done = Object.keys(unitModules).length;
    }
    const sortedUnits = Object.fromEntries(
      Object.keys(units)
        .sort()
        .map((unit) => [unit, units[unit]!]),
    );
    return {
      scopes: found,
      modules,
      units: sortedUnits,
      unitModules,
      unitFiles: new Map(lazyUnits),
    };
  };

  return { allIds, output, idsIn, imports, browserModules, pageScope, scopeEntries, scan };
}

/** The generated file's text for a scan. */
export function generatedSource({ scopes, units }: Pick<ClientMessagesScan, 'scopes' | 'units'>) {
  return (
    `/* Written by dar-client-messages (@dar/i18n) from the client modules' message ids; do not edit. */\n` +
    `export const clientMessageIds = ${JSON.stringify(scopes, null, 2)} as const;\n\n` +
    `/** Each lazy unit's own ids (\`withMessages\`), sent with its code. */\n` +
    `export const lazyMessageIds = ${JSON.stringify(units, null, 2)} as const;\n`
  );
}

/**
 * Scans the app and writes the generated file (with `check`, only compares: `ok` is false when the
 * file is not the scan's). Each subset's size, for a line of output.
 */
export function writeClientMessages(config: ClientMessagesConfig, { check = false } = {}) {
  const scanner = clientMessagesScanner(config);
  const scan = scanner.scan();
  const text = generatedSource(scan);
  const current = existsSync(scanner.output) ? readFileSync(scanner.output, 'utf8') : null;
  if (!check && current !== text) writeFileSync(scanner.output, text);
  const counts = Object.entries({ ...scan.scopes, ...scan.units }).map(
    ([scope, ids]) => `${scope} ${ids.length}`,
  );
  return { ok: current === text, output: scanner.output, counts };
}

/**
 * An app's config module (its default export a `ClientMessagesConfig`), its paths taken relative
 * to the module's folder: what `dar-client-messages` runs, and what the app's test scans with.
 */
export async function readClientMessagesConfig(file: string): Promise<ClientMessagesConfig> {
  const { default: config } = (await import(pathToFileURL(path.resolve(file)).href)) as {
    default: ClientMessagesConfig;
  };
  const at = (relative: string) => path.resolve(path.dirname(path.resolve(file)), relative);
  return {
    ...config,
    appDir: at(config.appDir),
    ...(config.scopeRoot ? { scopeRoot: at(config.scopeRoot) } : {}),
    output: at(config.output),
    packages: Object.fromEntries(
      Object.entries(config.packages ?? {}).map(([name, barrel]) => [name, at(barrel)]),
    ),
  };
}
