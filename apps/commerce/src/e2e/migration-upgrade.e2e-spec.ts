import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectThisReleaseInPlace,
  type UpgradeResult,
  upgradeFromPreviousRelease,
} from './migration-upgrade';

/** The previous release's SQLite database, upgraded by this release's migrations. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dar-upgrade-'));
let result: UpgradeResult | undefined;

beforeAll(async () => {
  result = await upgradeFromPreviousRelease({ DATA_DIR: dataDir });
}, 660_000);

afterAll(async () => {
  await result?.server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('upgrading an SQLite database of the previous release', () => {
  it('loses no product, customer, address, order or cart', () => {
    expect(result?.after).toEqual(result?.before);
    expect(JSON.stringify(result?.before)).toContain('layla.mostafa@example.com');
  });

  it('adds this release’s tables and columns with their data', async () => {
    if (!result) throw new Error('The upgrade did not run');
    await expectThisReleaseInPlace(result);
  });
});
