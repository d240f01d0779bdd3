import { describe, expect, it } from 'vitest';
import { AddFoldedSearchIndexes1795800000000 } from '../../../migrations/postgres/1795800000000-AddFoldedSearchIndexes';
import { normaliseArabic, sqlNormaliseArabic } from './arabic-text';

describe('normaliseArabic', () => {
  it('writes every hamza form of alef as a bare alef', () => {
    expect(normaliseArabic('أريكة')).toBe(normaliseArabic('اريكة'));
    expect(normaliseArabic('إسفنج')).toBe('اسفنج');
    expect(normaliseArabic('آسف')).toBe('اسف');
    expect(normaliseArabic('ٱلبيت')).toBe('البيت');
  });

  it('treats alef maqsura as ya and ta marbuta as ha', () => {
    expect(normaliseArabic('على')).toBe('علي');
    expect(normaliseArabic('كنبة')).toBe('كنبه');
    expect(normaliseArabic('كنبة')).toBe(normaliseArabic('كنبه'));
  });

  it('drops tatweel and tashkeel', () => {
    expect(normaliseArabic('كـنـبـة')).toBe('كنبه');
    expect(normaliseArabic('كَنَبَةٌ')).toBe('كنبه');
    expect(normaliseArabic('مَقَاعِدُ')).toBe('مقاعد');
    expect(normaliseArabic('هٰذا')).toBe('هذا');
  });

  it('reads Arabic-Indic digits as Latin ones', () => {
    expect(normaliseArabic('٣ مقاعد')).toBe('3 مقاعد');
    expect(normaliseArabic('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('composes a hamza typed as a combining mark', () => {
    // Alef followed by a combining hamza above (U+0654) is أ once composed.
    expect(normaliseArabic('\u0627\u0654ريكة')).toBe('اريكه');
  });

  it('lower-cases Latin text and leaves the rest alone', () => {
    expect(normaliseArabic('Nile SOFA 220 × 92')).toBe('nile sofa 220 × 92');
    expect(normaliseArabic('')).toBe('');
  });

  it('is idempotent', () => {
    const once = normaliseArabic('أَرِيكَةٌ إلى ٣ مقـاعد');
    expect(normaliseArabic(once)).toBe(once);
  });
});

describe('sqlNormaliseArabic', () => {
  it('maps the same characters in both SQL dialects', () => {
    const postgres = sqlNormaliseArabic('si.name', 'postgres');
    const [, from = '', to = ''] = /'([^']*)', '([^']*)'/.exec(postgres) ?? [];
    // translate() deletes the characters of `from` beyond the length of `to`.
    const deleted = [...from].slice([...to].length);
    expect(deleted).toContain('\u0640');
    expect(deleted).toContain('\u064e');
    [...to].forEach((target, index) => {
      expect(normaliseArabic([...from][index] ?? '')).toBe(target);
    });
    const sqlite = sqlNormaliseArabic('si.name', 'sqlite');
    expect(sqlite.match(/replace\(/g)?.length).toBe([...from].length);
  });
});

describe('the PostgreSQL trigram indexes of the folded fields', () => {
  it('index exactly the expressions the search compares, so PostgreSQL can use them', async () => {
    // A change to the folding tables needs a new migration with the new expressions: until then
    // the planner would fold every row again, silently.
    const statements: string[] = [];
    await new AddFoldedSearchIndexes1795800000000().up({
      query: async (sql: string) => void statements.push(sql),
    } as never);
    for (const field of ['sku', 'productName', 'productVariantName', 'description']) {
      const index = statements.find((sql) =>
        sql.includes(`"IDX_search_index_item_${field}_folded_trgm"`),
      );
      expect(index, field).toContain(
        `(${sqlNormaliseArabic(`"${field}"`, 'postgres')} gin_trgm_ops)`,
      );
    }
  });
});
