import { describe, expect, it } from 'vitest';
import {
  localeFromAcceptLanguage,
  localizedPath,
  negotiateLocale,
  parseAcceptLanguage,
  stripLocale,
} from './negotiate';

describe('negotiateLocale', () => {
  it('lets the /en prefix win over cookie and browser language', () => {
    expect(
      negotiateLocale({ pathname: '/en/products', cookie: 'ar', acceptLanguage: 'ar-EG' }),
    ).toEqual({ locale: 'en', source: 'route' });
  });

  it('uses the cookie for an unprefixed path before the browser language', () => {
    expect(negotiateLocale({ pathname: '/products', cookie: 'en', acceptLanguage: 'ar' })).toEqual({
      locale: 'en',
      source: 'cookie',
    });
  });

  it('ignores a cookie that names no locale of ours', () => {
    expect(
      negotiateLocale({ pathname: '/', cookie: 'fr', acceptLanguage: 'en-GB,en;q=0.8' }),
    ).toEqual({ locale: 'en', source: 'accept-language' });
  });

  it('weighs Accept-Language q-values rather than taking the first entry', () => {
    expect(
      negotiateLocale({ pathname: '/', acceptLanguage: 'fr-FR;q=0.9, en;q=0.5, ar-EG;q=0.8' }),
    ).toEqual({ locale: 'ar', source: 'accept-language' });
  });

  it('falls back to Arabic when nothing matches', () => {
    expect(negotiateLocale({ pathname: '/', acceptLanguage: 'de-DE, fr;q=0.7' })).toEqual({
      locale: 'ar',
      source: 'default',
    });
    expect(negotiateLocale({ pathname: '/about' })).toEqual({ locale: 'ar', source: 'default' });
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, keeps header order for ties and drops q=0 and malformed weights', () => {
    expect(parseAcceptLanguage('en;q=0.5, ar-EG, fr;q=0, de;q=abc, es;q=0.5')).toEqual([
      'ar-eg',
      'en',
      'es',
    ]);
  });

  it('treats a wildcard as "any", which is our default', () => {
    expect(localeFromAcceptLanguage('fr, *;q=0.1')).toBe('ar');
    expect(localeFromAcceptLanguage('')).toBeNull();
  });
});

describe('localized paths', () => {
  it('strips and adds the English prefix only', () => {
    expect(stripLocale('/en/products/sofa')).toBe('/products/sofa');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/english-oak')).toBe('/english-oak');
    expect(localizedPath('/products', 'en')).toBe('/en/products');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/en/products', 'ar')).toBe('/products');
    expect(localizedPath('/', 'ar')).toBe('/');
  });
});

describe('toLocale', () => {
  it('maps BCP 47 tags to our locales by language, defaulting to Arabic', async () => {
    const { toLocale } = await import('./config');
    expect(toLocale('ar-EG')).toBe('ar');
    expect(toLocale('en-US')).toBe('en');
    expect(toLocale('EN')).toBe('en');
    expect(toLocale('fr-FR')).toBe('ar');
  });
});
