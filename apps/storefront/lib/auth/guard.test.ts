import { describe, expect, it } from 'vitest';
import { returnPath } from './guard';

describe('the way back after signing in', () => {
  it('follows a path on this site', () => {
    expect(returnPath('/en/products/c/living-room?page=2', '/profile')).toBe(
      '/en/products/c/living-room?page=2',
    );
  });

  it('never leaves the site, whatever the link says', () => {
    for (const attempt of ['https://evil.example/', '//evil.example', '/\\evil.example', 'x', 3]) {
      expect(returnPath(attempt, '/profile')).toBe('/profile');
    }
    expect(returnPath(undefined, '/en/profile')).toBe('/en/profile');
  });
});
