import { describe, expect, it } from 'vitest';

import { clampQuantity, maxQuantity, parseQuantity, specificationRows } from './details';

describe('specificationRows', () => {
  it('splits "Label: value" lines, in English and Arabic', () => {
    expect(specificationRows('Frame: kiln-dried pine\nSeats: 5')).toEqual([
      { label: 'Frame', value: 'kiln-dried pine' },
      { label: 'Seats', value: '5' },
    ]);
    expect(specificationRows('الهيكل: خشب موسكي مجفف\n\nأقصى حمولة: 300 كجم')).toEqual([
      { label: 'الهيكل', value: 'خشب موسكي مجفف' },
      { label: 'أقصى حمولة', value: '300 كجم' },
    ]);
  });

  it('keeps a line without a label as a value, and an empty text as no rows', () => {
    expect(specificationRows('Hand-made in Damietta')).toEqual([
      { label: '', value: 'Hand-made in Damietta' },
    ]);
    expect(specificationRows(null)).toEqual([]);
    expect(specificationRows('  \n ')).toEqual([]);
  });

  it('splits at the first colon only', () => {
    expect(specificationRows('Ratio: 2:1')).toEqual([{ label: 'Ratio', value: '2:1' }]);
  });
});

describe('quantity limits', () => {
  it('follow the stock when known', () => {
    expect(maxQuantity(undefined)).toBeUndefined();
    expect(maxQuantity(4)).toBe(4);
    expect(maxQuantity(0)).toBe(1);
  });

  it('keep a quantity within 1 and the stock', () => {
    expect(clampQuantity(6, 4)).toBe(4);
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(Number.NaN, undefined)).toBe(1);
    expect(clampQuantity(12, undefined)).toBe(12);
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers in Western and Arabic-Indic digits', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' ١٢ ')).toBe(12);
    expect(parseQuantity('۴')).toBe(4);
  });

  it('refuses what is not a whole number', () => {
    expect(parseQuantity('')).toBeUndefined();
    expect(parseQuantity('2.5')).toBeUndefined();
    expect(parseQuantity('-1')).toBeUndefined();
    expect(parseQuantity('two')).toBeUndefined();
  });
});
