import { describe, expect, it } from 'vitest';
import { rememberAfterVerify, takeAfterVerify } from './after-verify';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the way back after the verification link', () => {
  it('is the page that sent the shopper to sign up, taken once', () => {
    const store = memoryStore();
    rememberAfterVerify('/en/cart', store, 1_000);
    expect(takeAfterVerify('/en/profile', store, 2_000)).toBe('/en/cart');
    expect(takeAfterVerify('/en/profile', store, 3_000)).toBe('/en/profile');
  });

  it('is the account after a day, or for anything but a path on this site', () => {
    const store = memoryStore();
    rememberAfterVerify('/cart', store, 0);
    expect(takeAfterVerify('/profile', store, 24 * 60 * 60 * 1000 + 1)).toBe('/profile');
    rememberAfterVerify('//evil.example/cart', store, 0);
    expect(takeAfterVerify('/profile', store, 1)).toBe('/profile');
    store.setItem('dar-after-verify', 'not json');
    expect(takeAfterVerify('/profile', store, 1)).toBe('/profile');
    expect(takeAfterVerify('/profile', undefined, 1)).toBe('/profile');
  });
});
