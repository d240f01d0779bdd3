import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { messagesFor } from '@dar/i18n';
import { describe, expect, it } from 'vitest';
import { fontFaceCss, fontFiles } from './fonts.generated';

describe('web fonts (scripts/fonts.mjs)', () => {
  it('the committed faces, rules and list are what the @fontsource packages give now', () => {
    // Exits non-zero, naming the stale file, after a package update that nobody copied over.
    const script = join(import.meta.dirname, '../scripts/fonts.mjs');
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain(
      '7 faces up to date',
    );
    // A child process that subsets five fonts: seconds on a busy 2-core machine.
  }, 60_000);

  it('each language preloads its own faces only', () => {
    const preloaded = (locale: string) =>
      fontFiles
        .filter((face) => (face.preload as readonly string[]).includes(locale))
        .map((face) => face.key);
    expect(preloaded('ar')).toEqual(['cairoArabic', 'cairoLatin']);
    expect(preloaded('en')).toEqual(['interLatin', 'cairoWords']);
  });

  it("English pages' Arabic words have their own small face, covering every letter they use", () => {
    const words = fontFiles.find((face) => face.key === 'cairoWords');
    const rule = /font-family: 'Dar Cairo Words';[^}]*unicode-range: ([^;]+);/.exec(fontFaceCss);
    const range = new Set(
      (rule?.[1] ?? '').split(', ').map((code) => Number.parseInt(code.slice(2), 16)),
    );
    // The language switch's name on English pages: "العربية".
    const letters = [...messagesFor('en')['shell.header.language']].map(
      (letter) => letter.codePointAt(0) ?? 0,
    );
    expect(letters).toHaveLength(7);
    expect(words?.href).toMatch(/^\/fonts\/cairo-words-wght\.[0-9a-f]{10}\.woff2$/);
    expect(letters.every((code) => range.has(code))).toBe(true);
    // It follows Inter in English text, before Inter's local stand-in (which has no Arabic).
    expect(fontFaceCss).toContain(
      "--dar-font-latin: 'Dar Inter', 'Dar Cairo Words', 'Dar Inter Fallback'",
    );
  });

  it("the faces a page preloads cover its language's formatted prices, dates and percentages", () => {
    // A character only the rest of a subset has would fetch that face too (all of Cairo's Latin
    // for an Arabic price's direction marks), before the first paint.
    const covered = (locale: 'ar' | 'en') => {
      const keys = new Set<string>(
        fontFiles
          .filter((face) => (face.preload as readonly string[]).includes(locale))
          .map((face) => face.href),
      );
      const points = new Set<number>();
      for (const rule of fontFaceCss.split('@font-face').slice(1)) {
        const href = /url\('([^']+)'\)/.exec(rule)?.[1];
        const range = /unicode-range: ([^;]+);/.exec(rule)?.[1];
        if (!href || !range || !keys.has(href)) continue;
        for (const part of range.split(', ')) {
          const [from, to = from] = part.slice(2).split('-');
          for (let point = Number.parseInt(from!, 16); point <= Number.parseInt(to!, 16); point++) {
            points.add(point);
          }
        }
      }
      return points;
    };
    const samples = (tag: string) => [
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'EGP' }).format(12_345.5),
      new Intl.NumberFormat(tag, { style: 'percent' }).format(0.25),
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(Date.UTC(2026, 11, 2, 18, 30)),
      ),
    ];
    for (const [locale, tag] of [
      ['ar', 'ar-EG'],
      ['en', 'en-US'],
    ] as const) {
      const points = covered(locale);
      const missing = samples(tag)
        .flatMap((text) => [...text])
        .filter((letter) => !points.has(letter.codePointAt(0) ?? 0));
      expect(missing, locale).toEqual([]);
    }
  });
});
