import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectThisReleaseInPlace,
  type UpgradeResult,
  upgradeFromPreviousRelease,
} from './migration-upgrade';

/**
 * The previous release's PostgreSQL database, upgraded by this release's migrations. Uses a
 * database of its own beside DAR_TEST_DATABASE_URL's, which postgres.pg-spec.ts needs empty.
 */
const serverUrl = process.env.DAR_TEST_DATABASE_URL ?? '';
const database = 'dar_upgrade_test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dar-pg-upgrade-'));
let result: UpgradeResult | undefined;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  expect(serverUrl, 'DAR_TEST_DATABASE_URL names a PostgreSQL server').toMatch(/^postgres/);
  await admin(`DROP DATABASE IF EXISTS ${database}`);
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  result = await upgradeFromPreviousRelease({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
}, 660_000);

afterAll(async () => {
  await result?.server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) {
    await admin(`DROP DATABASE IF EXISTS ${database}`);
  }
});

describe('upgrading a PostgreSQL database of the previous release', () => {
  it('loses no product, customer, address, order or cart', () => {
    expect(result?.after).toEqual(result?.before);
  });

  it('adds this release’s tables and columns with their data', async () => {
    if (!result) throw new Error('The upgrade did not run');
    await expectThisReleaseInPlace(result);
  });
});
