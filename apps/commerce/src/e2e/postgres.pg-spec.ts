import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../environment';
import { DEMO_PRODUCTS } from '../seed/catalogue';

/**
 * The server as an operator runs it, on PostgreSQL: committed migrations create the schema, the
 * first start seeds the demo catalogue, and a restart finds it and leaves it alone.
 */
const databaseUrl = process.env.DAR_TEST_DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dar-pg-'));
let port = 0;
let server: ChildProcess | undefined;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port: found } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(found));
    });
  });
}

async function start(): Promise<void> {
  output = '';
  server = spawn(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
    cwd: PACKAGE_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      VENDURE_DISABLE_TELEMETRY: 'true',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The first start migrates and seeds; in CI the SQLite suite seeds on the other core meanwhile.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited (${server.exitCode}):\n${output}`);
    try {
      await products('en');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`The server did not answer in time:\n${output}`);
}

async function stop(): Promise<void> {
  const running = server;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM');
  });
}

/** Every product's slug and name, read page by page (the Shop API lists at most 100). */
async function products(languageCode: 'ar' | 'en') {
  type Page = { totalItems: number; items: Array<{ slug: string; name: string }> };
  const items: Page['items'] = [];
  for (;;) {
    const response = await fetch(`http://localhost:${port}/shop-api?languageCode=${languageCode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ products(options: { skip: ${items.length}, take: 100, sort: { id: ASC } }) { totalItems items { slug name } } }`,
      }),
    });
    const page = ((await response.json()) as { data: { products: Page } }).data.products;
    items.push(...page.items);
    if (items.length >= page.totalItems || page.items.length === 0) {
      return { totalItems: page.totalItems, items };
    }
  }
}

async function shopQuery<T>(query: string, languageCode: 'ar' | 'en' = 'ar'): Promise<T> {
  const response = await fetch(`http://localhost:${port}/shop-api?languageCode=${languageCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function searchSlugs(term: string, groupByProduct: boolean): Promise<string[]> {
  const { search } = await shopQuery<{ search: { items: Array<{ slug: string }> } }>(
    `{ search(input: { term: ${JSON.stringify(term)}, groupByProduct: ${groupByProduct}, take: 100 }) { items { slug } facetValues { count } } }`,
  );
  return [...new Set(search.items.map((item) => item.slug))];
}

beforeAll(async () => {
  expect(databaseUrl, 'DAR_TEST_DATABASE_URL names an empty PostgreSQL database').toMatch(
    /^postgres/,
  );
  port = await freePort();
  await start();
}, 420_000);

afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('on PostgreSQL', () => {
  it('migrates and seeds an empty database with the catalogue in both languages', async () => {
    expect(output).toMatch(/PostgreSQL/);
    const [arabic, english] = await Promise.all([products('ar'), products('en')]);
    expect(arabic.totalItems).toBe(DEMO_PRODUCTS.length);
    for (const product of DEMO_PRODUCTS) {
      expect(arabic.items.find((item) => item.slug === product.slug)?.name).toBe(product.name.ar);
      expect(english.items.find((item) => item.slug === product.slug)?.name).toBe(product.name.en);
    }
  });

  it('stores the product details custom fields in both languages', async () => {
    const query =
      '{ product(slug: "nile-three-seater-sofa") { customFields { material originalPrice freeShipping widthCm } } }';
    type Result = {
      product: {
        customFields: {
          material: string;
          originalPrice: number;
          freeShipping: boolean;
          widthCm: number;
        };
      };
    };
    const sofa = DEMO_PRODUCTS.find((product) => product.slug === 'nile-three-seater-sofa');
    const arabic = await shopQuery<Result>(query, 'ar');
    const english = await shopQuery<Result>(query, 'en');
    expect(arabic.product.customFields).toEqual({
      material: sofa?.details.material.ar,
      originalPrice: 3_200_000,
      freeShipping: true,
      widthCm: 220,
    });
    expect(english.product.customFields.material).toBe(sofa?.details.material.en);
  });

  it('searches Arabic whatever the spelling of hamza, ta marbuta and digits', async () => {
    for (const groupByProduct of [true, false]) {
      const sofas = await searchSlugs('كنبة', groupByProduct);
      expect(sofas).toContain('nile-three-seater-sofa');
      expect((await searchSlugs('كنبه', groupByProduct)).sort()).toEqual(sofas.sort());
      // أريكة (the Nile sofa's description) or its synonym كنبة.
      expect((await searchSlugs('اريكة', groupByProduct)).sort()).toEqual(
        [...new Set([...sofas, 'nile-three-seater-sofa'])].sort(),
      );
      expect(await searchSlugs('٣ مقاعد', groupByProduct)).toEqual(['nile-three-seater-sofa']);
      expect(await searchSlugs('BOOKSHELF', groupByProduct)).toEqual(['alexandria-bookshelf']);
    }
  });

  it('keeps the data across a restart without seeding again', async () => {
    await stop();
    await start();
    expect(output).toMatch(/Catalogue present/);
    expect((await products('en')).totalItems).toBe(DEMO_PRODUCTS.length);
    // A restart compiles and boots the server from source: as long as start() may wait, since a
    // busy 2-core machine takes well over the default 20 s.
  }, 330_000);
});
