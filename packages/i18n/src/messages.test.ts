import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { areas, catalogues } from './messages';
import { getIntl } from './server';

const keys = (locale: 'ar' | 'en') => Object.keys(catalogues[locale]).sort();

/** The argument names a message uses, so that both languages take the same values. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

describe('catalogues', () => {
  it('have the same keys in Arabic and English', () => {
    expect(keys('ar')).toEqual(keys('en'));
  });

  it.each(['ar', 'en'] as const)('every %s message parses as ICU and has text', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale])) {
      expect(message.trim(), key).not.toBe('');
      expect(() => parse(message), key).not.toThrow();
    }
  });

  it('define each key in one area only, in both languages of that area', () => {
    const owner = new Map<string, string>();
    for (const [area, { ar, en }] of Object.entries(areas)) {
      expect(Object.keys(ar).sort(), area).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${area}`).toBeUndefined();
        owner.set(key, area);
      }
    }
  });

  it('use the same arguments in both languages', () => {
    for (const key of keys('en')) {
      const en = argumentNames(parse(catalogues.en[key as keyof typeof catalogues.en]));
      const ar = argumentNames(parse(catalogues.ar[key as keyof typeof catalogues.ar]));
      expect([...ar].sort(), key).toEqual([...en].sort());
    }
  });
});

describe('Arabic plurals', () => {
  const ar = getIntl('ar');
  const count = (n: number) => ar.formatMessage({ id: 'home.products.count' }, { count: n });

  it('pick zero, one, two, few, many and other forms', () => {
    expect(count(0)).toBe('لا توجد قطع بعد');
    expect(count(1)).toBe('قطعة واحدة');
    expect(count(2)).toBe('قطعتان');
    expect(count(3)).toBe('٣ قطع');
    expect(count(11)).toBe('١١ قطعة');
    expect(count(100)).toBe('١٠٠ قطعة');
  });

  it('pick few and many for the cart too', () => {
    const cart = (n: number) => ar.formatMessage({ id: 'cart.itemCount' }, { count: n });
    expect(cart(3)).toBe('٣ منتجات في سلتك');
    expect(cart(11)).toBe('١١ منتجًا في سلتك');
  });

  it('English has one and other', () => {
    const en = getIntl('en');
    expect(en.formatMessage({ id: 'home.products.count' }, { count: 1 })).toBe('1 piece');
    expect(en.formatMessage({ id: 'home.products.count' }, { count: 11 })).toBe('11 pieces');
  });
});
