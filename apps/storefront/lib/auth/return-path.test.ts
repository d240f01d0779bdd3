import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

const FALLBACK = '/profile';

describe('returnPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(returnPath('/en/cart?step=2#coupon', FALLBACK)).toBe('/en/cart?step=2#coupon');
    expect(returnPath('/products/c/living-room', FALLBACK)).toBe('/products/c/living-room');
  });

  it('refuses another site however the path is written', () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/phish',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      // The parser resolves these to the path `//evil.example/phish`: sent as they are parsed,
      // a Location header would take the browser to evil.example.
      '/.//evil.example/phish',
      '/%2e%2e//evil.example/phish',
      '/a/..//evil.example',
    ]) {
      expect(returnPath(redirect, FALLBACK), redirect).toBe(FALLBACK);
    }
  });

  it('falls back when there is no path to go to', () => {
    expect(returnPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(returnPath(['/en'], FALLBACK)).toBe(FALLBACK);
    expect(returnPath('en/cart', FALLBACK)).toBe(FALLBACK);
  });
});
