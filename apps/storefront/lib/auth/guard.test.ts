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

  it('reads the link as the browser does: a tab or newline after the slash does not leave the site', () => {
    for (const attempt of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/x',
    ]) {
      const kept = returnPath(attempt, '/profile');
      expect(new URL(kept, 'https://dar.example').origin).toBe('https://dar.example');
      expect(kept).not.toMatch(/[\t\r\n]/);
    }
    expect(returnPath('/\t/evil.example', '/profile')).toBe('/profile');
  });
});
