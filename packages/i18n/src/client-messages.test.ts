import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientMessagesScanner,
  generatedSource,
  readClientMessagesConfig,
  writeClientMessages,
  type ClientMessagesConfig,
} from './client-messages';
import { messagesFor } from './messages';

/*
 * The scan behind `dar-client-messages`, on a small app (test/fixture-app): a root layout with a
 * client shell that loads a lazy unit, a home page with a kit leaf imported through its barrel and
 * a server part, a page with words of its own, and an account scope.
 */

const fixture = path.resolve(import.meta.dirname, '../test/fixture-app');
const ids = [
  'shell.cart',
  'shell.hidden',
  'drawer.total',
  'nav.orders',
  'nav.signOut',
  'kit.rail.title',
  'kit.unused',
  'server.only',
  'contact.submit',
  'err.stock',
  'err.coupon',
  'error.generic',
];
const config = (output = path.join(fixture, 'generated.ts')): ClientMessagesConfig => ({
  appDir: path.join(fixture, 'app'),
  scopeRoot: path.join(fixture, 'app/[locale]'),
  scopes: { account: 'account' },
  output,
  packages: { '@fixture/kit': path.join(fixture, 'kit/index.ts') },
  runtimeIds: { whenReads: /\bmessageId\b/, prefixes: ['err.'], ids: ['error.generic'] },
  messageIds: ids,
});
const relative = (modules: Map<string, Set<string>>) =>
  [...modules.keys()].map((file) => path.relative(fixture, file)).sort();

describe('the client-messages scan', () => {
  const scanner = clientMessagesScanner(config());
  const scan = scanner.scan();

  it('gives each scope the ids its client modules use, beyond the root’s', () => {
    expect(scan.scopes).toEqual({
      root: ['shell.cart'],
      account: ['nav.orders', 'nav.signOut'],
      'page:contact': ['contact.submit'],
      'page:': ['kit.rail.title'],
    });
  });

  it('follows a package’s barrel to the leaf a page names, and no other', () => {
    expect(relative(scan.modules['page:']!)).toEqual(['kit/Rail/Rail.tsx']);
    expect(Object.values(scan.scopes).flat()).not.toContain('kit.unused');
  });

  it('leaves out server modules and comments', () => {
    expect(relative(scan.modules.root!)).toEqual(['components/Shell.tsx', 'components/lazy.ts']);
    expect(Object.values(scan.scopes).flat()).not.toContain('server.only');
    expect(Object.values(scan.scopes).flat()).not.toContain('shell.hidden');
  });

  it('gives a lazy unit its own ids, with the run-time rule’s', () => {
    expect(scan.units).toEqual({
      Drawer: ['drawer.total', 'err.coupon', 'err.stock', 'error.generic'],
    });
    expect(relative(scan.unitModules.Drawer!)).toEqual(['components/Drawer.tsx']);
    expect(scan.modules.root!.has(path.join(fixture, 'components/Drawer.tsx'))).toBe(false);
  });

  it('counts every id a template literal’s fixed start names', () => {
    expect([...scanner.idsIn(path.join(fixture, 'components/AccountNav.tsx'))]).toEqual([
      'nav.orders',
      'nav.signOut',
    ]);
  });

  it('knows every id of the catalogues when not told otherwise', () => {
    const { allIds } = clientMessagesScanner({ ...config(), messageIds: undefined });
    expect([...allIds].sort()).toEqual(Object.keys(messagesFor('en')).sort());
  });
});

describe('writing the generated file', () => {
  it('writes the scan, and with check only says whether the file is current', () => {
    const output = path.join(mkdtempSync(path.join(tmpdir(), 'dar-messages-')), 'generated.ts');
    expect(writeClientMessages(config(output), { check: true }).ok).toBe(false);
    const written = writeClientMessages(config(output));
    expect(written.counts).toContain('Drawer 4');
    const text = readFileSync(output, 'utf8');
    expect(text).toBe(generatedSource(clientMessagesScanner(config(output)).scan()));
    expect(text).toContain('export const lazyMessageIds = {\n  "Drawer": [');
    expect(writeClientMessages(config(output), { check: true }).ok).toBe(true);
    writeFileSync(output, text.replace('"drawer.total",', ''));
    expect(writeClientMessages(config(output), { check: true }).ok).toBe(false);
  });

  it('reads a config module, its paths relative to its folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dar-messages-'));
    const file = path.join(dir, 'client-messages.config.mjs');
    writeFileSync(
      file,
      `export default { appDir: 'app', scopes: { a: 'x' }, output: 'lib/gen.ts', packages: { kit: 'kit/index.ts' } };`,
    );
    expect(await readClientMessagesConfig(file)).toEqual({
      appDir: path.join(dir, 'app'),
      scopes: { a: 'x' },
      output: path.join(dir, 'lib/gen.ts'),
      packages: { kit: path.join(dir, 'kit/index.ts') },
    });
  });
});
