import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSession, ServerProcess } from './server-process';
import { startServer } from './server-process';
import {
  createShopperWithOrderAndCart,
  SHOPPER,
  signInAsShopper,
  signInAsSuperadmin,
  snapshotShop,
} from './shop-data';

/**
 * The real entry point on a real SQLite file (not sql.js in memory), stopped and started again:
 * customers, their carts and their orders are all still there, and sessions too.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dar-restart-'));
const env = { DATA_DIR: dataDir, STOREFRONT_URL: 'http://localhost:3000' };
let server: ServerProcess | undefined;
let admin: ApiSession;
let shop: ApiSession;
let before: Awaited<ReturnType<typeof snapshotShop>>;

beforeAll(async () => {
  server = await startServer({ env });
  admin = await signInAsSuperadmin(server.baseUrl);
  shop = await createShopperWithOrderAndCart(server.baseUrl, admin);
  before = await snapshotShop(admin, shop);
}, 420_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart on SQLite', () => {
  it('stores the shop in an SQLite file under DATA_DIR', () => {
    expect(server?.output()).toContain(`SQLite ${path.join(dataDir, 'dar.sqlite')}`);
    expect(fs.statSync(path.join(dataDir, 'dar.sqlite')).size).toBeGreaterThan(0);
  });

  it('keeps customers, carts, orders and sessions, and seeds nothing again', async () => {
    const { customers } = before.people as { customers: { totalItems: number } };
    const { orders } = before.people as {
      orders: { items: Array<{ code: string; state: string }> };
    };
    expect(customers.totalItems).toBe(1);
    expect(orders.items.some((order) => order.state === 'PaymentSettled')).toBe(true);
    expect(
      (before.cart as { activeOrder: { totalQuantity: number } }).activeOrder.totalQuantity,
    ).toBe(1);

    const port = server?.port;
    await server?.stop();
    server = await startServer({ env, port });
    expect(server.output()).toMatch(/Catalogue present/);
    expect(server.output()).not.toMatch(/Seeded \d+ (governorates|pages|FAQs|blog posts)/);
    expect(server.output()).not.toMatch(/Created the shipping method/);

    // The same sessions (cookies) still work: sessions live in the database.
    expect(await snapshotShop(admin, shop)).toEqual(before);
    const again = await signInAsShopper(server.baseUrl);
    const { activeOrder } = await again.query<{ activeOrder: { totalQuantity: number } }>(
      `{ activeOrder { totalQuantity } }`,
    );
    expect(activeOrder.totalQuantity).toBe(1);
  }, 240_000);

  it('sent the order confirmation to the dev mailbox, in the shopper’s language', async () => {
    const response = await fetch(`${server?.baseUrl}/mailbox/list`);
    const emails = (await response.json()) as Array<{ recipient: string; subject: string }>;
    const placed = (
      before.people as { orders: { items: Array<{ code: string; state: string }> } }
    ).orders.items.find((order) => order.state === 'PaymentSettled');
    expect(emails).toContainEqual(
      expect.objectContaining({
        recipient: SHOPPER.emailAddress,
        subject: `استلمنا طلبك رقم ${placed?.code}`,
      }),
    );
  });

  it('serves the staff dashboard, and sends the old /admin address there', async () => {
    const response = await fetch(`${server?.baseUrl}/dashboard/`);
    expect(await response.text()).toContain('<base href="/dashboard/">');
    const legacy = await fetch(`${server?.baseUrl}/admin/`, { redirect: 'manual' });
    expect(legacy.headers.get('location')).toBe('/dashboard/');
  });
});
