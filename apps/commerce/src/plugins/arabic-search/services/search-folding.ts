import { normaliseArabic } from './arabic-text';

/**
 * Word folding beside the spelling folding of ./arabic-text.ts: English plurals and simple
 * inflections, and the Arabic definite article with the particles written onto it, so "sofas"
 * finds "Sofa", "mirrors" finds "Mirror" and "والكنبة" finds "كنبة".
 *
 * The search matches each word as a substring of the indexed text (see arabic-search-strategy.ts),
 * so folding a word to a stem that every form of it starts with folds both sides at once: the
 * indexed "Sofa", "Sofas" and "Sofa bed" all contain "sofa", the stem of the query "sofas";
 * "Shelf" and "Shelves" both contain "shel". The index keeps the catalogue's own text.
 */

/** Shorter words are left alone: "is", "bus", "gas" are not plurals worth folding. */
const MIN_ENGLISH_WORD = 4;
/** A stem shorter than this would match too much ("ing" → ""). */
const MIN_STEM = 3;

/** Endings of English words, longest first, each with what replaces it. */
const ENGLISH_ENDINGS: ReadonlyArray<readonly [ending: string, replacement: string]> = [
  // stories → stor(y), shelves → shel(f), knives → kni(fe)
  ['ies', ''],
  ['ves', ''],
  // glasses → glass, benches → bench, dishes → dish, boxes → box
  ['sses', 'ss'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['xes', 'x'],
  // dining → din(e), carved → carv(e), upholstered → upholster
  ['ing', ''],
  ['ed', ''],
  // glass, cactus, chassis are not plurals
  ['ss', 'ss'],
  ['us', 'us'],
  ['is', 'is'],
  // sofas → sofa, tables → table
  ['s', ''],
];

/** The stem of one English word (Latin letters only; anything else comes back as it is). */
export function foldEnglishWord(word: string): string {
  if (word.length < MIN_ENGLISH_WORD || !/^[a-z]+$/.test(word)) return word;
  for (const [ending, replacement] of ENGLISH_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length) + replacement;
    if (stem.length < MIN_STEM) return word;
    // A silent final e comes and goes with the ending (table/tables, dine/dining): dropped, so
    // "tables", "table" and "tabled" share "tabl".
    return dropFinalE(stem);
  }
  return dropFinalE(word);
}

function dropFinalE(stem: string): string {
  return stem.length > MIN_STEM + 1 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/**
 * The definite article, alone or after a one-letter particle written onto it: و (and), ف (so),
 * ب (with), ك (like), and ل + ال written لل. Only these: a bare و, ب or ل starts too many nouns
 * (وسادة, بوفيه, لمبة) to drop.
 */
const ARABIC_ARTICLE = /^(?:[وف]?(?:[بك]?ال|لل))/u;
/** What must remain after the article: a shorter rest is likely not an article at all. */
const MIN_ARABIC_REST = 3;

/** One Arabic word (spelling already folded) without its article and particles. */
export function foldArabicWord(word: string): string {
  const match = ARABIC_ARTICLE.exec(word);
  if (!match) return word;
  const rest = word.slice(match[0].length);
  return rest.length >= MIN_ARABIC_REST ? rest : word;
}

/**
 * The words of a query, spelling-folded (normaliseArabic) and word-folded: the search matches
 * them in this order as substrings of the indexed text's spelling-folded form.
 */
export function foldQuery(term: string): string[] {
  return normaliseArabic(term)
    .split(/\s+/u)
    .filter((word) => word.length > 0)
    .map((word) => foldArabicWord(foldEnglishWord(word)));
}

/**
 * Words shoppers use for the same piece, each group's finding the others': the catalogue writes
 * كنبة where a shopper may type أريكة, ترابيزة where another types طاولة. Written as a shopper
 * would; folded as the query is.
 */
const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  ['كنبة', 'أريكة'],
  ['طاولة', 'ترابيزة', 'منضدة'],
  ['دولاب', 'خزانة'],
  ['sofa', 'couch', 'settee'],
  ['wardrobe', 'closet'],
];

/** Each folded word of a group, with its group's words (itself first). */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  SYNONYM_GROUPS.flatMap((group) => {
    const folded = group.map((word) => foldQuery(word).join(' '));
    return folded.map((word) => [word, [word, ...folded.filter((other) => other !== word)]]);
  }),
);

/** The most word sequences one query searches for: each word's synonyms multiply them. */
export const MAX_QUERY_VARIANTS = 8;

/**
 * The word sequences a query searches for (any one of them found is a hit): its folded words
 * (foldQuery), and the same with a word replaced by its synonyms. A query with more synonyms than
 * MAX_QUERY_VARIANTS allows keeps the later words as typed. No words, no sequence.
 */
export function queryVariants(term: string): string[][] {
  const words = foldQuery(term).filter((word) => word.length > 0);
  if (words.length === 0) return [];
  let variants: string[][] = [[]];
  for (const word of words) {
    const alternatives = SYNONYMS.get(word) ?? [word];
    const next = variants.flatMap((variant) => alternatives.map((other) => [...variant, other]));
    variants =
      next.length <= MAX_QUERY_VARIANTS ? next : variants.map((variant) => [...variant, word]);
  }
  return variants;
}
