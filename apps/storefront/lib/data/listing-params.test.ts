import { describe, expect, it } from 'vitest';
import { priceFilter } from './listing';
import {
  clearFilters,
  listingHref,
  parseListingParams,
  serializeListingParams,
  toggleFilter,
  withPage,
  withPrice,
  withSort,
} from './listing-params';

describe('parseListingParams', () => {
  it('reads facets, price, sort, page and term from the URL', () => {
    expect(
      parseListingParams(
        new URLSearchParams('material=7,3&colour=12&price=1000-25000&sort=price-asc&page=2&q=كنبة'),
      ),
    ).toEqual({
      term: 'كنبة',
      filters: { material: ['7', '3'], colour: ['12'] },
      price: { min: 1000, max: 25000 },
      sort: 'price-asc',
      page: 2,
    });
  });

  it('accepts the record Next gives a page, with repeated keys as arrays', () => {
    expect(parseListingParams({ material: ['3', '7,9'], page: '3', other: undefined })).toEqual({
      filters: { material: ['3', '7', '9'] },
      sort: 'relevant',
      page: 3,
    });
  });

  it("reads the filter form's own fields, as a submission without JavaScript writes them", () => {
    const form = 'q=x&material=3&material=7&price-min=1000&price-max=&sort=price-desc';
    const params = parseListingParams(new URLSearchParams(form));
    expect(params).toEqual({
      term: 'x',
      filters: { material: ['3', '7'] },
      price: { min: 1000 },
      sort: 'price-desc',
      page: 1,
    });
    // The same state as the canonical URL, so both share one page.
    expect(listingHref('/products', params)).toBe(
      '/products?q=x&material=3%2C7&price=1000-&sort=price-desc',
    );
    // Both fields empty: no price filter; `price` wins over them.
    expect(parseListingParams(new URLSearchParams('price-min=&price-max=')).price).toBeUndefined();
    expect(
      parseListingParams(new URLSearchParams('price=5-9&price-min=1&price-max=2')).price,
    ).toEqual({ min: 5, max: 9 });
  });

  it('falls back to the defaults for hand-edited nonsense instead of failing', () => {
    expect(
      parseListingParams(
        new URLSearchParams('sort=cheapest&page=-2&price=abc&material=<script>&Bad Key=1&q=%20%20'),
      ),
    ).toEqual({ filters: {}, sort: 'relevant', page: 1 });
    expect(parseListingParams(new URLSearchParams('page=99999')).page).toBe(1);
    expect(parseListingParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('keeps an open price range open and swaps a reversed one', () => {
    expect(parseListingParams(new URLSearchParams('price=-5000')).price).toEqual({ max: 5000 });
    expect(parseListingParams(new URLSearchParams('price=800-')).price).toEqual({ min: 800 });
    expect(parseListingParams(new URLSearchParams('price=9000-100')).price).toEqual({
      min: 100,
      max: 9000,
    });
    expect(parseListingParams(new URLSearchParams('price=-')).price).toBeUndefined();
  });

  it('collapses the spaces of a search term', () => {
    expect(parseListingParams(new URLSearchParams('q=  sofa   bed ')).term).toBe('sofa bed');
  });
});

describe('serializeListingParams', () => {
  it('writes one canonical URL per selection, whatever order it was built in', () => {
    const a = serializeListingParams({
      filters: { material: ['7', '3', '10'], colour: ['12'] },
      sort: 'price-desc',
      page: 2,
    }).toString();
    const b = serializeListingParams({
      page: 2,
      sort: 'price-desc',
      filters: { colour: ['12'], material: ['10', '3', '7', '3'] },
    }).toString();
    expect(a).toBe(b);
    expect(a).toBe('colour=12&material=3%2C7%2C10&sort=price-desc&page=2');
  });

  it('leaves the defaults out, so the first page of a listing is its bare path', () => {
    expect(listingHref('/en/products', { filters: {}, sort: 'relevant', page: 1 })).toBe(
      '/en/products',
    );
    expect(listingHref('/products', { filters: { room: [] }, page: 1 })).toBe('/products');
  });

  it('round-trips every field', () => {
    const state = parseListingParams(
      new URLSearchParams('q=sofa&material=3,7&price=100-900&sort=price-asc&page=4'),
    );
    expect(parseListingParams(serializeListingParams(state))).toEqual(state);
  });
});

describe('listing state changes', () => {
  const state = parseListingParams(new URLSearchParams('q=sofa&material=3&sort=price-asc&page=3'));

  it('turns a facet value on and off and goes back to page 1', () => {
    const on = toggleFilter(state, 'material', '7');
    expect(on.filters).toEqual({ material: ['3', '7'] });
    expect(on.page).toBe(1);
    const off = toggleFilter(toggleFilter(on, 'material', '7'), 'material', '3');
    expect(off.filters).toEqual({});
  });

  it('clears every filter but keeps the search term and sort', () => {
    const cleared = clearFilters(withPrice(state, { min: 100 }));
    expect(cleared).toEqual({ term: 'sofa', filters: {}, sort: 'price-asc', page: 1 });
  });

  it('changes sort and price from page 1, and bounds the page number', () => {
    expect(withSort(state, 'price-desc')).toMatchObject({ sort: 'price-desc', page: 1 });
    expect(withPrice(state, { max: 2000 })).toMatchObject({ price: { max: 2000 }, page: 1 });
    expect(withPrice(withPrice(state, { max: 2000 }), undefined).price).toBeUndefined();
    expect(withPage(state, 0).page).toBe(1);
    expect(withPage(state, 5.7).page).toBe(5);
  });
});

describe('the price filter sent to the Shop API', () => {
  it('turns whole pounds into piastres with VAT, an open end into the widest range', () => {
    expect(priceFilter(undefined)).toEqual({});
    expect(priceFilter({})).toEqual({});
    expect(priceFilter({ min: 1000, max: 25000 })).toEqual({
      priceRangeWithTax: { min: 100_000, max: 2_500_000 },
    });
    expect(priceFilter({ max: 5000 })).toEqual({ priceRangeWithTax: { min: 0, max: 500_000 } });
    expect(priceFilter({ min: 5000 })).toEqual({
      priceRangeWithTax: { min: 500_000, max: 2_147_483_647 },
    });
  });
});
