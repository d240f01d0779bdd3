import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  clientMessagesScanner,
  generatedSource,
  readClientMessagesConfig,
} from '@dar/i18n/client-messages';
import { describe, expect, it } from 'vitest';
import { clientMessageIds, lazyMessageIds } from './client-messages.generated';

/*
 * The browser gets only the messages its client components use (lib/client-messages.ts): the
 * root layout's subset on every page, a scope's layout or a page adds its own, and code loaded on
 * first use brings its unit's (lib/lazy-messages.tsx). A message missing from a page's subset
 * would show as its id, so this scans the client modules each scope's routes and each unit load
 * (client-messages.config.mjs, with @dar/i18n's scanner) and fails, naming the module, when one
 * uses an id its scope's subset (with the root's) lacks.
 */

const config = await readClientMessagesConfig(
  path.resolve(import.meta.dirname, '../client-messages.config.mjs'),
);
const scanner = clientMessagesScanner(config);
const scan = scanner.scan();
const { modules, unitModules } = scan;
const repo = path.resolve(import.meta.dirname, '../../..');
const given = clientMessageIds as Record<string, readonly string[]>;

describe('the client messages each part of the site gets', () => {
  it.each(Object.keys(modules))('%s: every id its client modules use is sent', (scope) => {
    const sent = new Set([
      ...clientMessageIds.root,
      ...(scope === 'root' ? [] : (given[scope] ?? [])),
    ]);
    const missing: string[] = [];
    for (const [file, ids] of modules[scope] ?? []) {
      for (const id of ids) {
        if (!sent.has(id)) missing.push(`${path.relative(repo, file)}: ${id}`);
      }
    }
    // Refresh with `pnpm --filter @dar/storefront run client-messages`.
    expect(missing).toEqual([]);
  });

  it('the generated subsets are the scan (refresh them after changing a client module)', () => {
    expect(readFileSync(scanner.output, 'utf8')).toBe(generatedSource(scan));
  });

  it.each(Object.keys(unitModules))(
    'lazy unit %s: every id its modules use comes with it or is in the root',
    (unit) => {
      const sent = new Set<string>([
        ...clientMessageIds.root,
        ...(lazyMessageIds as Record<string, readonly string[]>)[unit]!,
      ]);
      const missing = [...unitModules[unit]!].flatMap(([file, ids]) =>
        [...ids].filter((id) => !sent.has(id)).map((id) => `${path.relative(repo, file)}: ${id}`),
      );
      expect(missing).toEqual([]);
    },
  );

  it('a page with messages of its own adds them (ScopeMessages with its scope)', () => {
    const entries = scanner.scopeEntries();
    const pages = Object.keys(given).filter((scope) => scope.startsWith('page:'));
    expect(pages.length).toBeGreaterThan(0);
    for (const scope of pages) {
      const [page] = entries[scope]!;
      expect(readFileSync(page!, 'utf8'), page).toContain(`scope="${scope}"`);
    }
  });

  it('the scan reaches what the routes load: leaves, overlays loaded on first use, @dar/ui leaves', () => {
    const relative = (files: Map<string, Set<string>>) =>
      [...files.keys()].map((file) => path.relative(repo, file));
    expect(relative(modules.root!)).toEqual(
      expect.arrayContaining([
        'packages/ui/src/sections/shell/NewsletterForm/NewsletterFields.tsx', // through `@dar/ui`
        'packages/ui/src/validation/rules.ts', // imported by a client module, no directive of its own
      ]),
    );
    // The cart drawer's code, and its cart's, loaded on first use with their messages.
    expect(relative(unitModules.CartDrawer!)).toContain('apps/storefront/lib/cart/CartDrawer.tsx');
    expect(relative(unitModules.CartContent!)).toContain(
      'apps/storefront/lib/cart/CartContent.tsx',
    );
    expect(relative(modules.root!)).not.toContain('apps/storefront/lib/cart/CartContent.tsx');
    const account = relative(modules.account!);
    expect(account).toContain('packages/ui/src/sections/account/AccountNav/AccountNav.tsx');
    expect(Object.keys(config.scopes ?? {})).toEqual(
      Object.keys(given).filter((scope) => scope !== 'root' && !scope.startsWith('page:')),
    );
  });

  it('ids are found by literal, by run-time prefix and by the run-time rule', () => {
    const file = (relative: string) => path.join(repo, relative);
    // `formatMessage({ id: `account.nav.${page}` })`: every id with that start.
    const nav = scanner.idsIn(file('packages/ui/src/sections/account/AccountNav/AccountNav.tsx'));
    expect([...nav]).toEqual(expect.arrayContaining(['account.nav.orders', 'account.nav.signOut']));
    // A `ShopFailure`'s `messageId`: every `shopError.*` and the generic error.
    const cart = scanner.idsIn(file('apps/storefront/lib/cart/CartContent.tsx'));
    expect([...cart]).toEqual(
      expect.arrayContaining([
        'shopError.insufficientStock',
        'shopError.couponLimit',
        'error.generic',
      ]),
    );
    // Catalogue pages do not carry the checkout's or the account's own words, nor those of the
    // cart drawer, the sign-in popup or the contact form.
    for (const id of [
      'checkout.step.payment',
      'account.cancel.open',
      'cart.summary.total',
      'auth.signIn.submit',
      'content.contact.submit',
    ]) {
      expect(clientMessageIds.root).not.toContain(id);
    }
    expect(lazyMessageIds.CartDrawer).toContain('cart.summary.total');
    expect(lazyMessageIds.LoginPopupDialog).toContain('auth.signIn.submit');
  });
});
