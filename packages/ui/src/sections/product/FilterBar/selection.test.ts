import { describe, expect, it } from 'vitest';

import {
  activeFilterCount,
  activeValues,
  EMPTY_SELECTION,
  priceScaleMax,
  withFacetValues,
  withoutValues,
  withPrice,
  type FilterBarData,
} from './selection';

const bar: FilterBarData = {
  maxValue: 5_200_000,
  filters: [
    {
      id: 'f1',
      code: 'colour',
      name: 'Colour',
      values: [
        { id: 'v1', code: 'grey', name: 'Grey', count: 12 },
        { id: 'v2', code: 'navy', name: 'Navy', count: 3 },
      ],
    },
    {
      id: 'f2',
      code: 'material',
      name: 'Material',
      values: [{ id: 'v3', code: 'oak', name: 'Oak', count: 7 }],
    },
  ],
};

describe('filter selection', () => {
  it('sets and drops a facet’s values', () => {
    const one = withFacetValues(EMPTY_SELECTION, 'colour', ['v1', 'v2']);
    expect(one.filters).toEqual({ colour: ['v1', 'v2'] });
    expect(withFacetValues(one, 'colour', []).filters).toEqual({});
  });

  it('removes values across facets and keeps the rest', () => {
    const selection = { filters: { colour: ['v1', 'v2'], material: ['v3'] }, priceTo: 100 };
    expect(withoutValues(selection, new Set(['v2', 'v3']))).toEqual({
      filters: { colour: ['v1'] },
      priceTo: 100,
    });
  });

  it('leaves an end of the price range open at the scale’s edge', () => {
    expect(withPrice(EMPTY_SELECTION, [0, 5_200_000], 5_200_000)).toEqual({ filters: {} });
    expect(withPrice({ filters: {}, priceFrom: 5 }, [0, 300_000], 5_200_000)).toEqual({
      filters: {},
      priceTo: 300_000,
    });
    expect(withPrice(EMPTY_SELECTION, [100_000, 5_200_000], 5_200_000)).toEqual({
      filters: {},
      priceFrom: 100_000,
    });
  });

  it('counts each value and the price range once', () => {
    expect(activeFilterCount(EMPTY_SELECTION)).toBe(0);
    expect(activeFilterCount({ filters: { colour: ['v1', 'v2'] }, priceFrom: 1, priceTo: 2 })).toBe(
      3,
    );
  });

  it('rounds the scale up to a whole step', () => {
    expect(priceScaleMax(5_234_550, 10_000)).toBe(5_240_000);
    expect(priceScaleMax(5_240_000, 10_000)).toBe(5_240_000);
    expect(priceScaleMax(0, 10_000)).toBe(10_000);
  });

  it('names the chosen values the bar offers, in its order', () => {
    const chosen = activeValues(bar, { filters: { material: ['v3'], colour: ['v2', 'gone'] } });
    expect(chosen.map(({ facet, value }) => `${facet.code}:${value.code}`)).toEqual([
      'colour:navy',
      'material:oak',
    ]);
  });
});
