import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFiles } from './fonts.generated';

describe('web fonts (scripts/fonts.mjs)', () => {
  it('the committed faces, rules and list are what the @fontsource packages give now', () => {
    // Exits non-zero, naming the stale file, after a package update that nobody copied over.
    const script = join(import.meta.dirname, '../scripts/fonts.mjs');
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain(
      '3 faces up to date',
    );
  });

  it('each language preloads its own faces only', () => {
    const preloaded = (locale: string) =>
      fontFiles
        .filter((face) => (face.preload as readonly string[]).includes(locale))
        .map((face) => face.key);
    expect(preloaded('ar')).toEqual(['cairoArabic', 'cairoLatin']);
    expect(preloaded('en')).toEqual(['interLatin']);
  });
});
