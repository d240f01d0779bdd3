/**
 * The storefront's client messages by part of the site (`dar-client-messages` of @dar/i18n, whose
 * README says how the scan works): `pnpm --filter @dar/storefront run client-messages` writes
 * lib/client-messages.generated.ts, and lib/client-messages.test.ts fails when it is stale or a
 * page lacks an id.
 *
 * @type {import('@dar/i18n/client-messages').ClientMessagesConfig}
 */
export default {
  appDir: 'app',
  scopeRoot: 'app/[locale]',
  /**
   * The scopes below the root, each a folder of `app/[locale]` whose layout adds the scope's
   * messages (`ScopeMessages`, lib/client-messages.ts). The cart page is none: the cart drawer,
   * on every page, uses the same messages.
   */
  scopes: {
    account: '(shop)/profile',
    checkout: '(checkout)',
    auth: '(minimal)',
    product: '(shop)/products/[slug]',
  },
  output: 'lib/client-messages.generated.ts',
  // `@dar/ui`'s names, followed to the file that declares each (its client leaves).
  packages: { '@dar/ui': '../../packages/ui/src/index.ts' },
  /**
   * A module that reads a `messageId` (a `ShopFailure` or a result from `@dar/commerce-hooks`,
   * whose `MESSAGE_IDS` map Vendure's error codes to ids) gets every `shopError.*` id and
   * `error.generic`. Failures from `@dar/ui`'s own maps (auth failures, validation by code, coupon
   * errors) are literals in scanned modules and counted as such.
   */
  runtimeIds: {
    whenReads: /\bmessageId\b/,
    prefixes: ['shopError.'],
    ids: ['error.generic'],
  },
};
