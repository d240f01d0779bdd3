/**
 * Arabic spelling variants that a shopper types interchangeably, mapped to one canonical form, so
 * that a search matches whichever spelling the catalogue used. Used on both sides: on the query in
 * JavaScript ({@link normaliseArabic}) and on the indexed text in SQL ({@link sqlNormaliseArabic}),
 * both from these tables.
 */
const REPLACEMENTS: ReadonlyArray<readonly [from: string, to: string]> = [
  // Hamza forms of alef, and alef wasla, are written as bare alef.
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['ٱ', 'ا'],
  // Alef maqsura and ya are mixed up, above all at the end of a word (على / علي).
  ['ى', 'ي'],
  // Ta marbuta and ha look alike at the end of a word (كنبة / كنبه).
  ['ة', 'ه'],
  // Arabic-Indic digits, as Arabic keyboards type them.
  ...Array.from(
    { length: 10 },
    (_, digit) => [String.fromCharCode(0x0660 + digit), String(digit)] as const,
  ),
];

/** Tatweel (kashida) and the tashkeel marks, including the superscript alef: dropped. */
const REMOVED: readonly string[] = [
  '\u0640',
  ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, index) => String.fromCharCode(0x064b + index)),
  '\u0670',
];

const REPLACEMENT_MAP = new Map(REPLACEMENTS);
const REMOVED_SET = new Set(REMOVED);

/** The canonical spelling of a search text: see the tables above; also lower-cases Latin. */
export function normaliseArabic(text: string): string {
  let result = '';
  // NFC first: a hamza typed as a separate combining mark becomes the letter it sits on.
  for (const char of text.normalize('NFC').toLowerCase()) {
    if (!REMOVED_SET.has(char)) {
      result += REPLACEMENT_MAP.get(char) ?? char;
    }
  }
  return result;
}

export type SqlDialect = 'sqlite' | 'postgres';

/**
 * An SQL expression giving {@link normaliseArabic} of a column (without the NFC step: stored
 * text is NFC already). PostgreSQL does it in one `translate` (characters without a counterpart
 * are deleted); SQLite has only `replace`, one per character.
 */
export function sqlNormaliseArabic(column: string, dialect: SqlDialect): string {
  if (dialect === 'postgres') {
    const from = REPLACEMENTS.map(([source]) => source).join('') + REMOVED.join('');
    const to = REPLACEMENTS.map(([, target]) => target).join('');
    return `translate(lower(${column}), '${from}', '${to}')`;
  }
  const pairs: Array<readonly [string, string]> = [
    ...REPLACEMENTS,
    ...REMOVED.map((char) => [char, ''] as const),
  ];
  return pairs.reduce(
    (expression, [from, to]) => `replace(${expression}, '${from}', '${to}')`,
    `lower(${column})`,
  );
}
