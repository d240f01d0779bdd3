import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What `next dev` answers: it writes no BUILD_ID, and a dev server has no other build to offer. */
export const DEVELOPMENT_BUILD_ID = 'development';

/**
 * The id of the Next build this server runs (`.next/BUILD_ID`, written by `next build`). Read
 * from disk rather than baked in at build time so the server states the build it actually
 * serves; read on every call (a few bytes) so a test or a hot swap of `.next` is seen at once.
 */
export function readBuildId(distDir = path.join(process.cwd(), '.next')): string {
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() || DEVELOPMENT_BUILD_ID;
  } catch {
    return DEVELOPMENT_BUILD_ID;
  }
}
