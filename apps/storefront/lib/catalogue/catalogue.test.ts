import { describe, expect, it } from 'vitest';
import { listingHref, parseListingParams } from '../data/listing-params';
import { changesLanguage, localiseHref, otherLanguageHref } from '../locale-links';
import { navCategories } from '../shell/links';
import { paramsWithSelection, selectionOf, withinPriceScale } from './selection';
import { signInHref } from './sign-in';

describe('the filter bar and the URL', () => {
  it('reads pounds from the URL as piastres and writes a choice back as pounds, on page 1', () => {
    const params = parseListingParams(
      new URLSearchParams('material=7&price=1000-25000&sort=price-asc&page=3'),
    );
    expect(selectionOf(params)).toEqual({
      filters: { material: ['7'] },
      priceFrom: 100_000,
      priceTo: 2_500_000,
    });
    const next = paramsWithSelection(params, {
      filters: { material: ['7'], colour: ['12'] },
      priceFrom: 150_050,
    });
    // The sort stays; the page goes back to 1; an open upper end is left out.
    expect(listingHref('/products/c/living-room', next)).toBe(
      '/products/c/living-room?colour=12&material=7&price=1500-&sort=price-asc',
    );
  });

  it('drops the price when the range is cleared', () => {
    const params = parseListingParams(new URLSearchParams('price=10-20'));
    expect(listingHref('/products', paramsWithSelection(params, { filters: {} }))).toBe(
      '/products',
    );
  });
});

describe('the price sliders sent without JavaScript', () => {
  it('are no filter at the scale’s ends, and a filter inside them', () => {
    const base = { filters: {}, sort: 'relevant' as const, page: 2 };
    // The dearest piece is 51,150.50 pounds: the scale's top is 51,151.
    expect(withinPriceScale({ ...base, price: { min: 0, max: 51_151 } }, 5_115_050)).toEqual(base);
    expect(withinPriceScale({ ...base, price: { min: 0, max: 40_000 } }, 5_115_050)).toEqual({
      ...base,
      price: { max: 40_000 },
    });
    expect(withinPriceScale({ ...base, price: { min: 10, max: 60_000 } }, 5_115_050)).toEqual({
      ...base,
      price: { min: 10 },
    });
  });
});

describe('links in the page language', () => {
  it('prefixes bare paths in English only, and never a path that already names a language', () => {
    expect(localiseHref('/products/nile-sofa', 'en')).toBe('/en/products/nile-sofa');
    expect(localiseHref('/products/nile-sofa', 'ar')).toBe('/products/nile-sofa');
    expect(localiseHref('/en/products', 'en')).toBe('/en/products');
    expect(localiseHref('/ar/products', 'en')).toBe('/ar/products');
    expect(localiseHref('https://example.com/x', 'en')).toBe('https://example.com/x');
  });

  it('treats only a switch of language as leaving the page', () => {
    expect(changesLanguage('/ar/products', 'en')).toBe(true);
    expect(changesLanguage('/en/products', 'ar')).toBe(true);
    expect(changesLanguage('/en/products', 'en')).toBe(false);
    expect(changesLanguage('/products', 'ar')).toBe(false);
  });

  it('switches language on the same page, through /ar for Arabic', () => {
    expect(otherLanguageHref('/products/c/living-room', 'ar')).toBe('/en/products/c/living-room');
    // Next may report the internal /ar/... path while rendering on the server.
    expect(otherLanguageHref('/ar/products/x', 'ar')).toBe('/en/products/x');
    expect(otherLanguageHref('/en/products/x', 'en')).toBe('/ar/products/x');
    expect(otherLanguageHref('/en', 'en')).toBe('/ar');
    expect(otherLanguageHref('/', 'ar')).toBe('/en');
  });

  it('sends a guest to sign in with the way back, and only to a path on this site', () => {
    expect(signInHref('en', '/en/products/x?y=1')).toBe(
      '/en/auth?redirect=%2Fen%2Fproducts%2Fx%3Fy%3D1',
    );
    expect(signInHref('ar', '//evil.example')).toBe('/auth?redirect=%2F');
  });

  it('leaves the curated collections out of the header, sub-categories under their category', () => {
    const nav = navCategories(
      [
        {
          id: '1',
          slug: 'living-room',
          name: 'Living room',
          imageUrl: null,
          children: [{ id: '2', slug: 'sofas', name: 'Sofas', imageUrl: null, children: [] }],
        },
        { id: '9', slug: 'curated', name: 'Curated', imageUrl: null, children: [] },
      ],
      'en',
    );
    expect(nav).toHaveLength(1);
    expect(nav[0]!.href).toBe('/en/products/c/living-room');
    expect(nav[0]!.children![0]!.href).toBe('/en/products/c/living-room/sofas');
  });
});
