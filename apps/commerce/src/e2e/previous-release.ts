import fs from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../vendure-config';

/** The last migration of the previous release, per driver (its class name). */
export const PREVIOUS_RELEASE_LAST_MIGRATION = 'AddShopDetailFields';

/** The committed migrations up to and including the previous release's last one. */
export function previousReleaseMigrations(kind: 'sqlite' | 'postgres'): string[] {
  const dir = migrationsDir(kind);
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const last = files.findIndex((file) => file.endsWith(`-${PREVIOUS_RELEASE_LAST_MIGRATION}.ts`));
  if (last < 0) {
    throw new Error(`No migration ${PREVIOUS_RELEASE_LAST_MIGRATION} in ${dir}`);
  }
  return files.slice(0, last + 1).map((file) => path.join(dir, file));
}
