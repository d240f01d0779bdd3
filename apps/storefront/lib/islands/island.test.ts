import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sameValue } from './island';

describe('sameValue (an island re-renders only for new data)', () => {
  it('takes server data sent again as new objects for the same data', () => {
    const hrefs = () => ({ home: '/', pages: [{ label: 'عن دار', href: '/about' }] });
    expect(sameValue(hrefs(), hrefs())).toBe(true);
    expect(sameValue({ locale: 'ar', n: 1, none: null }, { locale: 'ar', n: 1, none: null })).toBe(
      true,
    );
  });

  it('sees a changed value, a missing or extra key, a longer list', () => {
    expect(sameValue({ page: 1 }, { page: 2 })).toBe(false);
    expect(sameValue({ page: 1 }, { page: 1, sort: 'price' })).toBe(false);
    expect(sameValue({ page: 1, sort: undefined }, { page: 1, other: undefined })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });

  it('compares children from the server by type, key and props', () => {
    function Rail(props: { products: string[] }) {
      return props.products.length;
    }
    const rail = (products: string[], key?: string) => createElement(Rail, { products, key });
    expect(sameValue({ children: rail(['a']) }, { children: rail(['a']) })).toBe(true);
    expect(sameValue({ children: rail(['a']) }, { children: rail(['b']) })).toBe(false);
    expect(sameValue({ children: rail(['a'], 'x') }, { children: rail(['a'], 'y') })).toBe(false);
    expect(sameValue(createElement('p'), createElement('div'))).toBe(false);
  });

  it('takes functions and class instances by identity only', () => {
    const go = () => {};
    expect(sameValue({ onDone: go }, { onDone: go })).toBe(true);
    expect(sameValue({ onDone: () => {} }, { onDone: () => {} })).toBe(false);
    expect(sameValue(new Date(0), new Date(0))).toBe(false);
  });
});
