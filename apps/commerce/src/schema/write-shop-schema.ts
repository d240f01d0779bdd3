/**
 * Writes the Shop API's schema into packages/commerce-hooks/schema/shop-api.graphql, from a
 * server with our full configuration on a throwaway in-memory database.
 *
 *   pnpm --filter @dar/commerce schema:shop
 */
import fs from 'node:fs';
import path from 'node:path';
import { startDarTestEnvironment } from '../e2e/test-environment';
import { fetchShopSchemaSdl, SHOP_SCHEMA_FILE } from './shop-schema';

async function main(): Promise<void> {
  process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';
  const env = await startDarTestEnvironment(__filename);
  try {
    const sdl = await fetchShopSchemaSdl(`${env.baseUrl}/shop-api`);
    fs.mkdirSync(path.dirname(SHOP_SCHEMA_FILE), { recursive: true });
    fs.writeFileSync(SHOP_SCHEMA_FILE, sdl);
    console.log(`Wrote ${SHOP_SCHEMA_FILE} (${sdl.split('\n').length} lines)`);
  } finally {
    await env.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
