import { expect } from 'vitest';
import { startServer, type ApiSession, type ServerProcess } from './server-process';
import { PREVIOUS_RELEASE_LAST_MIGRATION } from './previous-release';
import { createShopperWithOrderAndCart, signInAsSuperadmin, snapshotShop } from './shop-data';

/**
 * Upgrade from the previous release, shared by the SQLite and PostgreSQL specs: the previous
 * release's server (its migrations and plugins only) creates a shop with a customer, an order
 * and a cart; this release's server then starts on the same database, applies its migrations,
 * and everything is still there, next to the new tables.
 */
export interface UpgradeResult {
  previousOutput: string;
  before: Awaited<ReturnType<typeof snapshotShop>>;
  after: Awaited<ReturnType<typeof snapshotShop>>;
  server: ServerProcess;
  admin: ApiSession;
  shop: ApiSession;
}

export async function upgradeFromPreviousRelease(
  env: Record<string, string>,
): Promise<UpgradeResult> {
  const previous = await startServer({ env, entry: 'src/e2e/previous-release-server.ts' });
  let before: UpgradeResult['before'];
  let admin: ApiSession;
  let shop: ApiSession;
  try {
    admin = await signInAsSuperadmin(previous.baseUrl);
    // The previous release shipped no shipping methods: staff had made their own.
    await admin.query(
      `mutation ($input: CreateShippingMethodInput!) { createShippingMethod(input: $input) { id } }`,
      {
        input: {
          code: 'flat-rate-delivery',
          fulfillmentHandler: 'manual-fulfillment',
          checker: {
            code: 'default-shipping-eligibility-checker',
            arguments: [{ name: 'orderMinimum', value: '0' }],
          },
          calculator: {
            code: 'default-shipping-calculator',
            arguments: [
              { name: 'rate', value: '9000' },
              { name: 'includesTax', value: 'auto' },
              { name: 'taxRate', value: '14' },
            ],
          },
          translations: [
            { languageCode: 'ar', name: 'توصيل', description: '' },
            { languageCode: 'en', name: 'Delivery', description: '' },
          ],
        },
      },
    );
    shop = await createShopperWithOrderAndCart(previous.baseUrl, admin);
    before = await snapshotShop(admin, shop);
  } finally {
    await previous.stop();
  }
  const previousOutput = previous.output();
  expect(previousOutput).toContain(
    `Successfully ran migration: ${PREVIOUS_RELEASE_LAST_MIGRATION}`,
  );
  expect(previousOutput).not.toMatch(/AddEgyptDirectory|AddContent|AddCustomerPreferredLanguage/);
  expect(previousOutput).not.toMatch(/DarEgypt|DarContent|EmailPlugin|Admin UI/);

  const server = await startServer({ env, port: previous.port });
  const after = await snapshotShop(admin, shop);
  return { previousOutput, before, after, server, admin, shop };
}

/** This release's tables and columns exist and hold their seeded data after the upgrade. */
export async function expectThisReleaseInPlace(result: UpgradeResult): Promise<void> {
  const output = result.server.output();
  for (const migration of ['AddEgyptDirectory', 'AddContent', 'AddCustomerPreferredLanguage']) {
    expect(output).toContain(`Successfully ran migration: ${migration}`);
  }
  const { governorates, page, faqs, blogPosts, activeCustomer } = await result.shop.query<{
    governorates: Array<{ code: string }>;
    page: { title: string } | null;
    faqs: unknown[];
    blogPosts: { totalItems: number };
    activeCustomer: { customFields: { preferredLanguage: string } };
  }>(`{
    governorates { code }
    page(slug: "returns-policy") { title }
    faqs { id }
    blogPosts { totalItems }
    activeCustomer { customFields { preferredLanguage } }
  }`);
  expect(governorates).toHaveLength(27);
  expect(page?.title).toBeTruthy();
  expect(faqs.length).toBeGreaterThanOrEqual(8);
  expect(blogPosts.totalItems).toBeGreaterThanOrEqual(6);
  // The new column, with its default, on a customer the previous release created.
  expect(activeCustomer.customFields.preferredLanguage).toBe('ar');

  const { shippingMethods } = await result.admin.query<{
    shippingMethods: { items: Array<{ code: string }> };
  }>(`{ shippingMethods { items { code } } }`);
  // Express delivery is new in this release: seeded on the upgraded database like the others.
  expect(shippingMethods.items.map((method) => method.code).sort()).toEqual([
    'express-delivery',
    'flat-rate-delivery',
    'free-delivery',
    'standard-delivery',
  ]);
}
