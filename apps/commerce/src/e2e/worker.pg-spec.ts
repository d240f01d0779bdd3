import pg from 'pg';
import { expect } from 'vitest';
import { describeSeparateWorker } from './separate-worker';

/**
 * The server and a separate worker process on one PostgreSQL database: the worker's job queue
 * polls the same tables, over its own connections. Uses a database of its own beside
 * DAR_TEST_DATABASE_URL's, which postgres.pg-spec.ts needs empty.
 */
const serverUrl = process.env.DAR_TEST_DATABASE_URL ?? '';
const database = 'dar_worker_test';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const url = new URL(serverUrl || 'postgres://unset');
url.pathname = `/${database}`;

describeSeparateWorker('a separate worker process (JOB_QUEUE=worker) on PostgreSQL', {
  env: { DATABASE_URL: url.toString() },
  setUp: async () => {
    expect(serverUrl, 'DAR_TEST_DATABASE_URL names a PostgreSQL server').toMatch(/^postgres/);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
  },
  cleanUp: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
});
