#!/usr/bin/env node
// The storefront's web fonts, self-hosted from the @fontsource packages (the build has no
// internet): copies each face into public/fonts under a content hash (served for a year,
// immutable) and writes lib/fonts.generated.ts: the @font-face rules (with the subsets' unicode
// ranges, so a page fetches only the faces its text uses; app/fonts/faces.css serves them and
// lib/fonts.tsx links them in the head, as next/font did: font hosting is the app's, not a
// component's style) and the files, for the page language's preload links. next/font could not do this: it preloads
// every face on every page of a layout, and Arabic and English pages share one.
//
//   node scripts/fonts.mjs          writes the files
//   node scripts/fonts.mjs --check  fails if they differ from what it would write (the tests)

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { catalogues } from '@dar/i18n';
import subsetFont from 'subset-font';

const app = resolve(import.meta.dirname, '..');
const require = createRequire(join(app, 'package.json'));
const check = process.argv.includes('--check');

/** The subsets' ranges, as the @fontsource packages declare them (their wght.css). */
const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EEF1';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * The Arabic letters English pages show: those in the English catalogue (the language switch's
 * "العربية"). Cairo's whole Arabic subset (30 KB) for one word came at the highest priority just
 * before an English page's first paint; these letters alone are a 6 KB face.
 */
const englishArabicLetters = [
  ...new Set(
    Object.values(catalogues.en)
      .join('')
      .match(/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu) ?? [],
  ),
].sort();
const rangeOf = (letters) =>
  letters.map((letter) => `U+${letter.codePointAt(0).toString(16).toUpperCase()}`).join(', ');

/** The code points of a unicode-range (`U+0600-06FF, U+200C`). */
const codePointsOf = (range) =>
  range.split(', ').flatMap((part) => {
    const [from, to = from] = part.slice(2).split('-');
    const first = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - first + 1 }, (_, i) => first + i);
  });

/** A unicode-range of code points, runs written as ranges. */
const rangeOfCodePoints = (points) => {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(', ');
};

const run = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/**
 * What a page's text nearly always needs of each subset, in a face of its own that the page
 * preloads; the rest of the subset is a second face, fetched only by a page with a letter of it
 * (a product named in French, a Persian letter). Arabic: the letters, marks and punctuation of
 * Arabic as Egypt writes it, the Arabic-Indic digits and the direction marks. Latin: ASCII and
 * Latin-1's spaces, signs and punctuation, and the dashes, quotes and symbols the catalogues use.
 * Cairo's Arabic face 30.9 → 22.3 KB, its Latin face 33.8 → 25.2 KB, Inter's 48.3 → 34.8 KB
 * (2026-12-02): an Arabic page preloads 17 KB less, an English one 13 KB.
 */
const ARABIC_CORE = [
  ...'،؛؟',
  ...run(0x0621, 0x0655),
  ...run(0x0660, 0x066c),
  '\u0670',
  // The Arabic letter mark, which Intl puts after a percent sign.
  '\u061c',
];
const LATIN_CORE = [
  ...run(0x20, 0x7e),
  ...run(0xa0, 0xbf),
  ...'×÷–—‘’“”…•€™−',
  // Spaces, joiners and direction marks (Intl writes U+200F around an Arabic price, U+202F
  // before an English time), and the bidi isolates.
  ...run(0x2000, 0x2011),
  ...run(0x2027, 0x202f),
  ...run(0x2060, 0x2069),
];
const DIRECTION_MARKS = ['\u200c', '\u200d', '\u200e'];

/** A subset split in two: the core face (preloaded by `preload`) and the rest of its range. */
function split({ key, family, file, weight, range, core, preload }) {
  const inRange = new Set(codePointsOf(range));
  const letters = core.filter((letter) => inRange.has(letter.codePointAt(0)));
  const taken = new Set(letters.map((letter) => letter.codePointAt(0)));
  const base = file.split('/').pop().replace('-wght-normal.woff2', '');
  return [
    {
      key,
      family,
      file,
      name: `${base}-core-wght`,
      letters,
      weight,
      range: rangeOfCodePoints([...taken]),
      preload,
    },
    {
      key: `${key}Rest`,
      family,
      file,
      weight,
      range: rangeOfCodePoints([...inRange].filter((point) => !taken.has(point))),
      preload: [],
    },
  ];
}

/**
 * Each face: its family (the tokens read --dar-font-arabic and --dar-font-latin), the package
 * file (cut down to `letters` when given), its subset's range, and the languages whose pages
 * preload it (the faces their first screen needs: Arabic text and the spaces and digits between
 * it; English text and the Arabic words the English catalogue has).
 */
const FACES = [
  ...split({
    key: 'cairoArabic',
    family: 'Dar Cairo',
    file: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    weight: '200 1000',
    range: ARABIC,
    core: [...ARABIC_CORE, ...DIRECTION_MARKS],
    preload: ['ar'],
  }),
  ...split({
    key: 'cairoLatin',
    family: 'Dar Cairo',
    file: '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
    weight: '200 1000',
    range: LATIN,
    core: LATIN_CORE,
    preload: ['ar'],
  }),
  ...split({
    key: 'interLatin',
    family: 'Dar Inter',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: '100 900',
    range: LATIN,
    core: LATIN_CORE,
    preload: ['en'],
  }),
  {
    key: 'cairoWords',
    family: 'Dar Cairo Words',
    file: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    name: 'cairo-words-wght',
    letters: englishArabicLetters,
    weight: '200 1000',
    range: rangeOf(englishArabicLetters),
    preload: ['en'],
  },
];

/**
 * While a face loads, text shows in a local face sized to the same metrics (the figures next/font
 * computed for these faces), so the swap moves nothing on the page.
 */
const FALLBACKS = [
  {
    family: 'Dar Cairo Fallback',
    metrics:
      'ascent-override: 137.28%; descent-override: 60.16%; line-gap-override: 0%; size-adjust: 94.91%;',
  },
  {
    family: 'Dar Inter Fallback',
    metrics:
      'ascent-override: 89.79%; descent-override: 22.36%; line-gap-override: 0%; size-adjust: 107.89%;',
  },
];

const publicDir = join(app, 'public/fonts');
const header = '/* Written by scripts/fonts.mjs from the @fontsource packages; do not edit. */\n';

const faces = await Promise.all(
  FACES.map(async (face) => {
    const source = readFileSync(require.resolve(face.file));
    // HarfBuzz's subsetter keeps the letters' joining forms (init, medi, fina) and the weight axis.
    const bytes = face.letters
      ? await subsetFont(source, face.letters.join(''), { targetFormat: 'woff2' })
      : source;
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const base = face.name ?? face.file.split('/').pop().replace('-normal.woff2', '');
    const name = `${base}.${hash}.woff2`;
    return { ...face, bytes, name, href: `/fonts/${name}` };
  }),
);

const css =
  faces
    .map(
      (face) => `@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-weight: ${face.weight};
  font-display: swap;
  src: url('${face.href}') format('woff2');
  unicode-range: ${face.range};
}
`,
    )
    .join('\n') +
  FALLBACKS.map(
    (fallback) => `
@font-face {
  font-family: '${fallback.family}';
  src: local('Arial');
  ${fallback.metrics}
}
`,
  ).join('') +
  `
:root {
  --dar-font-arabic: 'Dar Cairo', 'Dar Cairo Fallback';
  --dar-font-latin: 'Dar Inter', 'Dar Cairo Words', 'Dar Inter Fallback';
}
`;

// Served as a stylesheet of its own (app/fonts/faces.css/route.ts), its address naming the rules'
// hash like the faces' names: the browser keeps it, and the HTML (and its RSC payload, which
// would repeat a <style>'s text) carries only its link.
const facesHash = createHash('sha256').update(css).digest('hex').slice(0, 10);

const ts =
  header +
  `export const fontFiles = ${JSON.stringify(
    faces.map(({ key, href, preload }) => ({ key, href, preload })),
    null,
    2,
  )} as const;

export const fontFaceCss = ${JSON.stringify(css)};

/** The rules' stylesheet (app/fonts/faces.css/route.ts), kept a year: a new text is a new address. */
export const fontFacesHref = '/fonts/faces.css?v=${facesHash}';
`;

const outputs = [
  [join(app, 'lib/fonts.generated.ts'), ts],
  ...faces.map((face) => [join(publicDir, face.name), face.bytes]),
];

if (check) {
  const stale = outputs.filter(
    ([path, content]) => !existsSync(path) || !readFileSync(path).equals(Buffer.from(content)),
  );
  const expected = new Set(faces.map((face) => face.name));
  const extra = existsSync(publicDir)
    ? readdirSync(publicDir).filter((name) => !expected.has(name))
    : [];
  if (stale.length > 0 || extra.length > 0) {
    for (const [path] of stale)
      console.error(`fonts: ${path} is not what scripts/fonts.mjs writes`);
    for (const name of extra) console.error(`fonts: public/fonts/${name} is left over`);
    console.error('fonts: run `node apps/storefront/scripts/fonts.mjs` and commit the result');
    process.exit(1);
  }
  console.log(`fonts: ${faces.length} faces up to date`);
} else {
  rmSync(publicDir, { recursive: true, force: true });
  for (const [path, content] of outputs) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  console.log(`fonts: wrote ${faces.map((face) => face.name).join(', ')}`);
}
