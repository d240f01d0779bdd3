import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchShopSchemaSdl, SHOP_SCHEMA_FILE } from '../schema/shop-schema';
import { type DarTestEnvironment, startDarTestEnvironment } from './test-environment';

let env: DarTestEnvironment;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('the committed Shop API schema', () => {
  it('is the schema the server serves (run `pnpm --filter @dar/commerce schema:shop` if not)', async () => {
    const served = await fetchShopSchemaSdl(`${env.baseUrl}/shop-api`);
    const committed = fs.existsSync(SHOP_SCHEMA_FILE)
      ? fs.readFileSync(SHOP_SCHEMA_FILE, 'utf8')
      : '(missing)';
    expect(committed, 'packages/commerce-hooks/schema/shop-api.graphql is stale').toBe(served);
  });
});
