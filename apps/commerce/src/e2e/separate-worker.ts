import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../environment';
import { DRAWINGS_VERSION } from '../seed/product-images';
import type { ApiSession, ServerProcess, WorkerProcess } from './server-process';
import { startServer, startWorker } from './server-process';
import { signInAsSuperadmin } from './shop-data';

/**
 * The server with JOB_QUEUE=worker and the worker entry in their own processes on one database
 * (an SQLite file, or a PostgreSQL database): the worker does the jobs (the first start's
 * collections and search index, then the index update after a product edit), and while it is
 * stopped, nobody does them. `database` gives the environment naming it (DATABASE_URL, or
 * nothing for SQLite in DATA_DIR); `setUp` creates it and `cleanUp` removes it afterwards.
 */
export function describeSeparateWorker(
  title: string,
  database: {
    env: Record<string, string>;
    setUp?: () => Promise<void>;
    cleanUp?: () => Promise<void>;
  },
): void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dar-worker-'));
  const env = {
    ...database.env,
    DATA_DIR: dataDir,
    STOREFRONT_URL: 'http://localhost:3000',
    JOB_QUEUE: 'worker',
  };
  let server: ServerProcess | undefined;
  let worker: WorkerProcess | undefined;
  let admin: ApiSession;

  const SLUG = 'nile-three-seater-sofa';
  const NEW_NAME = 'Zanzibar lounge sofa';

  async function searchSlugs(term: string): Promise<string[]> {
    const response = await fetch(`${server?.baseUrl}/shop-api?languageCode=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query ($term: String!) { search(input: { term: $term, groupByProduct: true }) { items { slug productName } } }`,
        variables: { term },
      }),
    });
    const body = (await response.json()) as {
      data: { search: { items: Array<{ slug: string; productName: string }> } };
    };
    return body.data.search.items.map((item) => item.slug);
  }

  async function searchIndexJobs(state: 'PENDING' | 'COMPLETED'): Promise<number> {
    const { jobs } = await admin.query<{ jobs: { totalItems: number } }>(
      `query ($state: String!) {
      jobs(options: { filter: { queueName: { eq: "update-search-index" }, state: { eq: $state } } }) { totalItems }
    }`,
      { state },
    );
    return jobs.totalItems;
  }

  /** The seed's pictures as the e2e environment caches them: drawing them is slow, not tested here. */
  const PICTURE_CACHE = path.join(
    PACKAGE_ROOT,
    'node_modules',
    '.cache',
    'dar-seed-pictures',
    DRAWINGS_VERSION,
  );

  beforeAll(async () => {
    await database.setUp?.();
    if (fs.existsSync(PICTURE_CACHE)) {
      fs.cpSync(PICTURE_CACHE, path.join(dataDir, 'seed-images'), { recursive: true });
    }
    // The worker first, on a database nobody has created yet: it waits for the server's
    // migrations, and the server's first start waits for it to fill collections and the index.
    worker = startWorker({ env });
    await worker.printed(/Waiting for the server to apply the database migrations/);
    server = await startServer({ env, timeoutMs: 1_500_000 });
    await worker.ready();
    admin = await signInAsSuperadmin(server.baseUrl);
  }, 1_600_000);

  afterAll(async () => {
    await worker?.stop();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.cleanUp?.();
  });

  describe(title, () => {
    it('leaves the jobs to the worker, which built the first start’s search index', async () => {
      expect(server?.output()).toContain('Jobs are left to the worker process');
      expect(server?.output()).toMatch(
        /Search index and collections of the demo catalogue are built/,
      );
      expect(await searchSlugs('three-seater sofa')).toContain(SLUG);
      expect(await searchIndexJobs('PENDING')).toBe(0);
    });

    it('does not update the search index while the worker is stopped, and does once it runs', async () => {
      await worker?.stop();
      const { products } = await admin.query<{ products: { items: Array<{ id: string }> } }>(
        `query ($slug: String!) { products(options: { filter: { slug: { eq: $slug } } }) { items { id } } }`,
        { slug: SLUG },
      );
      const productId = products.items[0]?.id;
      expect(productId).toBeDefined();
      await admin.query(
        `mutation ($id: ID!, $name: String!, $slug: String!) {
        updateProduct(input: { id: $id, translations: [{ languageCode: en, name: $name, slug: $slug }] }) { id }
      }`,
        { id: productId, name: NEW_NAME, slug: SLUG },
      );

      // The server's own job queue polls every 200 ms: ten seconds is fifty chances to take it.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      expect(await searchSlugs('Zanzibar')).toEqual([]);
      expect(await searchIndexJobs('PENDING')).toBeGreaterThan(0);

      worker = startWorker({ env });
      await worker.ready();
      const deadline = Date.now() + 120_000;
      let found: string[] = [];
      while (Date.now() < deadline) {
        found = await searchSlugs('Zanzibar');
        if (found.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(found).toEqual([SLUG]);
      expect(await searchIndexJobs('PENDING')).toBe(0);
      expect(await searchIndexJobs('COMPLETED')).toBeGreaterThan(0);
    }, 420_000);
  });
}
