import { describe, expect, it } from 'vitest';
import {
  foldArabicWord,
  foldEnglishWord,
  foldQuery,
  MAX_QUERY_VARIANTS,
  queryVariants,
} from './search-folding';

/** The stem must be part of every form a catalogue may use, as the search matches substrings. */
const sharesStem = (...forms: string[]) => {
  const stems = forms.map(foldEnglishWord);
  for (const form of forms) expect(form).toContain(stems[0]);
  return stems;
};

describe('foldEnglishWord', () => {
  it('folds regular plurals onto a stem the singular contains', () => {
    expect(foldEnglishWord('sofas')).toBe('sofa');
    expect(foldEnglishWord('mirrors')).toBe('mirror');
    expect(foldEnglishWord('chairs')).toBe('chair');
    sharesStem('tables', 'table');
  });

  it('folds -es, -ies and -ves plurals', () => {
    expect(foldEnglishWord('benches')).toBe('bench');
    expect(foldEnglishWord('boxes')).toBe('box');
    expect(foldEnglishWord('glasses')).toBe('glass');
    sharesStem('shelves', 'shelf');
    sharesStem('stories', 'story');
  });

  it('folds -ing and -ed', () => {
    sharesStem('dining', 'dine');
    sharesStem('carved', 'carve');
    expect(foldEnglishWord('upholstered')).toBe('upholster');
  });

  it('leaves short words and words that only look plural alone', () => {
    expect(foldEnglishWord('bus')).toBe('bus');
    expect(foldEnglishWord('glass')).toBe('glass');
    expect(foldEnglishWord('cactus')).toBe('cactus');
    expect(foldEnglishWord('sofa')).toBe('sofa');
    expect(foldEnglishWord('220')).toBe('220');
  });
});

describe('foldArabicWord', () => {
  it('drops the definite article and the particles written onto it', () => {
    expect(foldArabicWord('الكنبه')).toBe('كنبه');
    expect(foldArabicWord('والكنبه')).toBe('كنبه');
    expect(foldArabicWord('بالكنبه')).toBe('كنبه');
    expect(foldArabicWord('للكنبه')).toBe('كنبه');
    expect(foldArabicWord('فالمراه')).toBe('مراه');
  });

  it('keeps a bare و, ب or ل, which start many nouns, and short rests', () => {
    expect(foldArabicWord('وساده')).toBe('وساده');
    expect(foldArabicWord('بوفيه')).toBe('بوفيه');
    expect(foldArabicWord('لمبه')).toBe('لمبه');
    expect(foldArabicWord('الي')).toBe('الي');
  });
});

describe('foldQuery', () => {
  it('folds spelling and words, word by word', () => {
    expect(foldQuery('Velvet SOFAS')).toEqual(['velvet', 'sofa']);
    expect(foldQuery('والكنبة  الزرقاء')).toEqual(['كنبه', 'زرقاء']);
  });
});

describe('queryVariants', () => {
  it('searches for a word and its synonyms, however either is written', () => {
    expect(queryVariants('أريكة')).toEqual([['اريكه'], ['كنبه']]);
    expect(queryVariants('الكنبه')).toEqual([['كنبه'], ['اريكه']]);
    expect(queryVariants('Couches')).toEqual([['couch'], ['sofa'], ['sette']]);
  });

  it('keeps the other words and their order', () => {
    expect(queryVariants('اريكة زرقاء')).toEqual([
      ['اريكه', 'زرقاء'],
      ['كنبه', 'زرقاء'],
    ]);
    expect(queryVariants('velvet sofa')).toEqual([
      ['velvet', 'sofa'],
      ['velvet', 'couch'],
      ['velvet', 'sette'],
    ]);
  });

  it('searches a word without synonyms for itself only, and nothing for no words', () => {
    expect(queryVariants('مرآة')).toEqual([['مراه']]);
    expect(queryVariants('  ')).toEqual([]);
  });

  it('stops multiplying at MAX_QUERY_VARIANTS: later words are kept as typed', () => {
    const variants = queryVariants('sofa couch table طاولة');
    expect(variants.length).toBeLessThanOrEqual(MAX_QUERY_VARIANTS);
    expect(variants[0]).toEqual(['sofa', 'couch', 'tabl', 'طاوله']);
    expect(variants.every((variant) => variant.at(-1) === 'طاوله')).toBe(true);
  });
});
