import { expect, test } from '@playwright/test';
import { E2E_STOREFRONT_PORT, storefrontExit } from '../../servers';

// A production storefront that signs no shopper's address would let one stranger use up every
// shopper's sign-in and coupon allowance: like the commerce server, it refuses to start.
test('a production storefront without its client-address secret refuses to start, saying what to set', async () => {
  test.setTimeout(120_000);
  const port = E2E_STOREFRONT_PORT + 30;
  const base = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

  const missing = await storefrontExit(port, base);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('The storefront refuses to start in production');
  expect(missing.stderr).toContain('CLIENT_ADDRESS_SECRET is missing');

  const short = await storefrontExit(port, {
    ...base,
    CLIENT_ADDRESS_SECRET: 'too short',
    STOREFRONT_REVALIDATE_SECRET: 'short',
  });
  expect(short.code).toBe(1);
  expect(short.stderr).toContain('CLIENT_ADDRESS_SECRET must be at least 16 characters.');
  expect(short.stderr).toContain('STOREFRONT_REVALIDATE_SECRET must be at least 16 characters');
});
