import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SCOPES,
  generatedFile,
  generatedSource,
  idsIn,
  messageIds,
  scanClientMessages,
} from '../scripts/client-messages.mjs';
import { clientMessageIds } from './client-messages.generated';

/*
 * The browser gets only the messages its client components use (lib/client-messages.tsx): the
 * root layout's subset on every page, a scope's layout adds its own. A message missing from a
 * page's subset would show as its id, so this scans the client modules each scope's routes load
 * (scripts/client-messages.mjs) and fails, naming the module, when one uses an id its scope's
 * subset (with the root's) lacks.
 */

const { scopes, modules } = scanClientMessages();
const repo = path.resolve(import.meta.dirname, '../../..');
const given = clientMessageIds as Record<string, readonly string[]>;

describe('the client messages each part of the site gets', () => {
  it.each(Object.keys(scopes))('%s: every id its client modules use is sent', (scope) => {
    const sent = new Set([
      ...clientMessageIds.root,
      ...(scope === 'root' ? [] : (given[scope] ?? [])),
    ]);
    const missing: string[] = [];
    for (const [file, ids] of modules[scope as keyof typeof modules]) {
      for (const id of ids) {
        if (!sent.has(id)) missing.push(`${path.relative(repo, file)}: ${id}`);
      }
    }
    // Refresh with `node apps/storefront/scripts/client-messages.mjs`.
    expect(missing).toEqual([]);
  });

  it('the generated subsets are the scan (refresh them after changing a client module)', () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(generatedSource(scopes));
  });

  it('the scan reaches what the routes load: islands, overlays loaded on first use, @dar/ui leaves', () => {
    const root = [...modules.root.keys()].map((file) => path.relative(repo, file));
    expect(root).toEqual(
      expect.arrayContaining([
        'apps/storefront/lib/cart/CartContent.tsx', // the cart drawer, import()ed on first use
        'packages/ui/src/sections/shell/NewsletterForm/NewsletterFields.tsx', // through `@dar/ui`
        'packages/ui/src/validation/rules.ts', // imported by a client module, no directive of its own
      ]),
    );
    const account = [...modules.account.keys()].map((file) => path.relative(repo, file));
    expect(account).toContain('packages/ui/src/sections/account/AccountNav/AccountNav.tsx');
    expect(Object.keys(SCOPES)).toEqual(Object.keys(given).filter((scope) => scope !== 'root'));
  });

  it('ids are found by literal, by run-time prefix and by the run-time rule', () => {
    const all = messageIds();
    const file = (relative: string) => path.join(repo, relative);
    // `formatMessage({ id: `account.nav.${page}` })`: every id with that start.
    const nav = idsIn(file('packages/ui/src/sections/account/AccountNav/AccountNav.tsx'), all);
    expect([...nav]).toEqual(expect.arrayContaining(['account.nav.orders', 'account.nav.signOut']));
    // A `ShopFailure`'s `messageId`: every `shopError.*` and the generic error.
    const cart = idsIn(file('apps/storefront/lib/cart/CartContent.tsx'), all);
    expect([...cart]).toEqual(
      expect.arrayContaining([
        'shopError.insufficientStock',
        'shopError.couponLimit',
        'error.generic',
      ]),
    );
    // Catalogue pages do not carry the checkout's or the account's own words.
    expect(clientMessageIds.root).not.toContain('checkout.step.payment');
    expect(clientMessageIds.root).not.toContain('account.cancel.open');
  });
});
