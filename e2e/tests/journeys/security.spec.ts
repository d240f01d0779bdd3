import { request } from '@playwright/test';
import { signInNewCustomer } from '../../customer';
import { placeCashOnDeliveryOrder } from '../../orders';
import { expect, test } from '../../fixtures';
import { E2E_STOREFRONT_PORT } from '../../servers';

/**
 * What a careful shop owes its customers (issue 11, security journeys), in both languages:
 * personal pages need a customer, one customer never sees another's order, the session cookie
 * is out of reach of scripts and other sites, and another site cannot post to the Shop API.
 */

test('pages that need a customer send a guest to sign in, with the way back', async ({
  page,
  path,
}) => {
  for (const route of ['/checkout', '/wishlist', '/checkout/success?order=DAR-1']) {
    await page.goto(path(route));
    await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(path(route))}`);
  }
});

test("another customer's order is not found", async ({ page, path }) => {
  const other = await request.newContext({ baseURL: `http://localhost:${E2E_STOREFRONT_PORT}` });
  await signInNewCustomer(other);
  const code = await placeCashOnDeliveryOrder(other);
  await other.dispose();

  await signInNewCustomer(page.request);
  const response = await page.goto(path(`/checkout/success?order=${code}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByText(code)).toHaveCount(0);
});

test('the session cookie is HttpOnly and SameSite; a cross-origin POST is refused', async ({
  page,
  path,
}) => {
  await signInNewCustomer(page.request);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'dar-session');
  expect(session, 'the Shop API session cookie').toBeTruthy();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe('Lax');

  // Scripts on the page cannot read it.
  await page.goto(path('/'));
  expect(await page.evaluate(() => document.cookie)).not.toContain('dar-session');

  // Another site posting a mutation with the shopper's cookie is turned away.
  const forged = await page.request.post('/shop-api', {
    headers: { origin: 'https://attacker.example' },
    data: { query: 'mutation { logout { success } }' },
  });
  expect(forged.status()).toBe(403);
  // The shopper is still signed in.
  const me = await page.request.post('/shop-api', { data: { query: '{ me { id } }' } });
  expect(((await me.json()) as { data: { me: { id: string } | null } }).data.me).not.toBeNull();
});
