#!/usr/bin/env node
/**
 * Which messages the browser needs, route by route: writes lib/client-messages.generated.ts, the
 * message ids the client modules under each part of the app use. The root layout hands the
 * browser only the `root` subset, the shell's (lib/document.tsx); a layout that starts a scope
 * (the account, the checkout, the auth pages, the product page) adds its own with a nested
 * `DarIntlMessages`, and so does a page with words of its own (`page:(shop)/cart`), so a
 * catalogue page never carries the checkout's or the account's words. Code loaded on first use
 * through `withMessages('Unit', import('…'), pick)` (lib/lazy-messages.tsx) is a lazy unit: the
 * scan does not follow that import from the page, and lists the unit's ids (`lazyMessageIds`),
 * which come with its code.
 *
 * How the ids are found (lib/client-messages.test.ts runs the same scan and fails when the
 * generated file lacks one; run `node apps/storefront/scripts/client-messages.mjs` to refresh):
 *
 * - From each scope's route files (`page`, `layout`, `loading`, `error`, `not-found` under the
 *   scope's folder of `app/`; the root scope is every route file outside the other scopes) the
 *   imports are followed: relative ones, `@dar/ui`'s names to the file that declares each (through
 *   its barrels), dynamic `import()`s too. A module with `'use client'` and everything it imports
 *   run in the browser: those are the modules scanned.
 * - In a scanned module, every string literal that is a message id counts (`id: '…'`,
 *   `formatMessage({ id: '…' })`, `<FormattedMessage id="…">`, a map of ids, `title="…"`), and a
 *   template literal or concatenation whose fixed start is a message-id prefix (`` `ui.alert.${tone}` ``,
 *   `'account.paymentMethod.' + method`) counts every id with that start.
 * - Ids picked at run time by code outside the scanned files: a scanned module that reads a
 *   `messageId` (a `ShopFailure` or a result from `@dar/commerce-hooks`, whose `MESSAGE_IDS` map
 *   Vendure's error codes to ids) gets every `shopError.*` id and `error.generic`
 *   (`RUNTIME_IDS` below). Failures from `@dar/ui`'s own maps (auth failures, validation by
 *   code, coupon errors) are literals in scanned modules and counted as such.
 *
 * A scope's subset is what its modules use beyond the root's, so root ∪ scope covers the scope's
 * pages. An id the scan misses would show as its id (the browser's formatter answers a missing
 * id with the id and reports it); the test is what keeps that from happening.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const storefront = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(storefront, '../..');
const uiIndex = path.join(repo, 'packages/ui/src/index.ts');
const messagesDir = path.join(repo, 'packages/i18n/src/messages');

/**
 * The scopes below the root, each a folder of `app/[locale]` whose layout adds the scope's
 * messages (`ScopeMessages` in lib/client-messages.tsx). The cart page is none: the cart drawer,
 * on every page, uses the same messages.
 */
export const SCOPES = {
  account: '(shop)/profile',
  checkout: '(checkout)',
  auth: '(minimal)',
  product: '(shop)/products/[slug]',
};

/** Ids chosen at run time outside the scanned modules (see above), by prefix or whole. */
export const RUNTIME_IDS = {
  whenReads: /\bmessageId\b/,
  prefixes: ['shopError.'],
  ids: ['error.generic'],
};

/** A lazy unit's load (lib/lazy-messages.tsx): its name and the module it imports. */
const WITH_MESSAGES = /\bwithMessages\(\s*'([\w-]+)',\s*import\(\s*'([^']+)'\s*\)/g;
/** Every lazy unit the scanned code loads: its name → the module `withMessages` imports. */
const lazyUnits = new Map();

const ROUTE_FILE = /^(page|layout|loading|error|not-found|global-not-found|template)\.tsx?$/;
const USE_CLIENT = /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"]/;

/** Every message id of the catalogues (the English files; both languages have the same keys). */
export function messageIds() {
  const ids = new Set();
  const read = (file) =>
    Object.keys(JSON.parse(readFileSync(file, 'utf8'))).forEach((id) => ids.add(id));
  read(path.join(messagesDir, 'en.json'));
  for (const area of readdirSync(messagesDir)) {
    const file = path.join(messagesDir, area, 'en.json');
    if (existsSync(file)) read(file);
  }
  return ids;
}

const sources = new Map();
function source(file) {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

/** Code without comments (a comment may quote an id or an import). */
function code(file) {
  return source(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function resolveFile(base) {
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

/** The file a specifier names, or null for a package other than `@dar/ui` (and styles, data). */
function resolveSpecifier(from, specifier) {
  if (specifier === '@dar/ui') return uiIndex;
  if (!specifier.startsWith('.')) return null;
  if (/\.(css|json|svg|png|woff2?)$/.test(specifier) || specifier.endsWith('.css.ts')) return null;
  return resolveFile(path.resolve(path.dirname(from), specifier));
}

/** Names a specifier list imports or re-exports, as `[imported, local]` (types left out). */
function names(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/);
      return [imported.trim(), (local ?? imported).trim()];
    });
}

/** The files that declare `name` for an importer of `file`, through its re-exports. */
function declaring(file, name, seen = new Set()) {
  if (seen.has(`${file}#${name}`)) return [];
  seen.add(`${file}#${name}`);
  const text = code(file);
  const declares = new RegExp(
    `export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class)\\s+${name}\\b`,
  );
  if (declares.test(text)) return [file];
  for (const [, list, specifier] of text.matchAll(/export\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const hit = names(list).find(([, exported]) => exported === name);
    const target = hit && resolveSpecifier(file, specifier);
    if (target) return declaring(target, hit[0], seen);
  }
  for (const [, specifier] of text.matchAll(/export\s+\*\s+from\s+'([^']+)'/g)) {
    const target = resolveSpecifier(file, specifier);
    const found = target ? declaring(target, name, seen) : [];
    if (found.length > 0) return found;
  }
  for (const [, list] of text.matchAll(/export\s+\{([^}]*)\}(?!\s*from)/g)) {
    if (names(list).some(([, exported]) => exported === name)) return [file];
  }
  return [];
}

/** The files a module's code loads: static and dynamic imports, re-exports (types left out). */
export function imports(file) {
  const text = code(file);
  const found = new Set();
  const add = (target) => target && found.add(target);
  for (const [, clause, specifier] of text.matchAll(
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
      for (const [imported] of names(braces[1])) {
        const files = declaring(target, imported);
        // A name the scan cannot place (declared some other way): the whole module.
        (files.length > 0 ? files : [target]).forEach(add);
      }
    } else {
      add(target);
    }
  }
  for (const [, specifier] of text.matchAll(/(?:^|[;\n])\s*import\s+'([^']+)'/g)) {
    add(resolveSpecifier(file, specifier));
  }
  // `withMessages('Unit', import('…'))`: a lazy unit, whose messages come with its code (below).
  const lazy = new Set();
  for (const [, unit, specifier] of text.matchAll(WITH_MESSAGES)) {
    const target = resolveSpecifier(file, specifier);
    if (!target) continue;
    const known = lazyUnits.get(unit);
    if (known && known !== target) {
      throw new Error(`withMessages('${unit}') loads two modules: ${known} and ${target}`);
    }
    lazyUnits.set(unit, target);
    lazy.add(specifier);
  }
  for (const [, specifier] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
    if (!lazy.has(specifier)) add(resolveSpecifier(file, specifier));
  }
  return [...found];
}

/** The message ids a browser module's code names (see the rules above). */
export function idsIn(file, allIds) {
  const text = code(file);
  const used = new Set();
  const prefix = (start) => {
    for (const id of allIds) if (id.startsWith(start)) used.add(id);
  };
  for (const [, , literal] of text.matchAll(/(['"])((?:(?!\1)[^\\\n])*)\1/g)) {
    if (allIds.has(literal)) used.add(literal);
  }
  for (const [, literal] of text.matchAll(/`([^`$]*)`/g)) {
    if (allIds.has(literal)) used.add(literal);
  }
  // A fixed start followed by something run-time: `a.b.${x}` or 'a.b.' + x.
  for (const [, start] of text.matchAll(/`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g)) prefix(start);
  for (const [, start] of text.matchAll(/'([A-Za-z][\w-]*\.[\w.-]*\.)'\s*\+/g)) prefix(start);
  if (RUNTIME_IDS.whenReads.test(text)) {
    RUNTIME_IDS.prefixes.forEach(prefix);
    RUNTIME_IDS.ids.forEach((id) => used.add(id));
  }
  return used;
}

function routeFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...routeFiles(full));
    else if (ROUTE_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * The browser modules reachable from `entries`, each with the ids it uses: a module runs in the
 * browser from its `'use client'` down (a server module's own ids are formatted on the server).
 */
export function browserModules(entries, allIds, inBrowser = false) {
  const modules = new Map();
  const seen = new Set();
  const visit = (file, inBrowser) => {
    const browser = inBrowser || USE_CLIENT.test(source(file));
    const key = `${browser}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (browser && !modules.has(file)) modules.set(file, idsIn(file, allIds));
    for (const target of imports(file)) visit(target, browser);
  };
  entries.forEach((entry) => visit(entry, inBrowser));
  return modules;
}

/** A page's own scope, named by its folder under `app/[locale]`: `page:(shop)/contact-us`. */
export const pageScope = (file) =>
  `page:${path.relative(path.join(storefront, 'app/[locale]'), path.dirname(file)).split(path.sep).join('/')}`;

/**
 * Each scope's route files. The root gets the route files of `app/` outside the other scopes
 * that are not pages (the layouts, error and not-found screens: the shell every page has); each
 * page outside the scopes is a scope of its own, which the page adds with `ScopeMessages`.
 */
export function scopeEntries() {
  const app = path.join(storefront, 'app');
  const localeDir = path.join(app, '[locale]');
  const scoped = Object.fromEntries(
    Object.entries(SCOPES).map(([scope, dir]) => [scope, routeFiles(path.join(localeDir, dir))]),
  );
  const inScope = new Set(Object.values(scoped).flat());
  const rest = routeFiles(app).filter((file) => !inScope.has(file));
  const isPage = (file) => /^page\.tsx?$/.test(path.basename(file));
  const pages = Object.fromEntries(rest.filter(isPage).map((file) => [pageScope(file), [file]]));
  return { root: rest.filter((file) => !isPage(file)), ...scoped, ...pages };
}

/**
 * The ids each scope's browser modules use: the root's whole, the others' beyond the root's (a
 * page's scope only when it has any); and each lazy unit's beyond the root's, which come with
 * its code (lib/lazy-messages.tsx), not in any page.
 */
export function scanClientMessages() {
  const allIds = messageIds();
  const entries = scopeEntries();
  const union = (modules) => new Set([...modules.values()].flatMap((ids) => [...ids]));
  lazyUnits.clear();
  const rootModules = browserModules(entries.root, allIds);
  const root = union(rootModules);
  const scopes = { root: [...root].sort() };
  const modules = { root: rootModules };
  for (const scope of Object.keys(entries).filter((scope) => scope !== 'root')) {
    modules[scope] = browserModules(entries[scope], allIds);
    const own = [...union(modules[scope])].filter((id) => !root.has(id)).sort();
    if (own.length > 0 || scope in SCOPES) scopes[scope] = own;
  }
  // A unit's code may load units of its own: until no new one turns up.
  const units = {};
  const unitModules = {};
  for (let done = 0; done < lazyUnits.size;) {
    const pending = [...lazyUnits].filter(([unit]) => !(unit in unitModules));
    for (const [unit, target] of pending) {
      unitModules[unit] = browserModules([target], allIds, true);
      units[unit] = [...union(unitModules[unit])].filter((id) => !root.has(id)).sort();
    }
    done = Object.keys(unitModules).length;
  }
  const sortedUnits = Object.fromEntries(
    Object.keys(units)
      .sort()
      .map((unit) => [unit, units[unit]]),
  );
  return { scopes, modules, units: sortedUnits, unitModules, unitFiles: new Map(lazyUnits) };
}

export const generatedFile = path.join(storefront, 'lib/client-messages.generated.ts');

export function generatedSource(scopes, units) {
  return (
    `/* Written by scripts/client-messages.mjs from the client modules' message ids; do not edit. */\n` +
    `export const clientMessageIds = ${JSON.stringify(scopes, null, 2)} as const;\n\n` +
    `/** Each lazy unit's own ids (lib/lazy-messages.tsx), sent with its code. */\n` +
    `export const lazyMessageIds = ${JSON.stringify(units, null, 2)} as const;\n`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { scopes, units } = scanClientMessages();
  writeFileSync(generatedFile, generatedSource(scopes, units));
  const counts = Object.entries({ ...scopes, ...units }).map(
    ([scope, ids]) => `${scope} ${ids.length}`,
  );
  console.log(`wrote ${path.relative(repo, generatedFile)}: ${counts.join(', ')}`);
}
