import { afterEach, describe, expect, it, vi } from 'vitest';

import { localValue } from './localValue';

/** The browser's storage and its `storage` event, as far as `localValue` uses them. */
function fakeWindow({ refuse = false } = {}) {
  const stored = new Map<string, string>();
  const storageListeners = new Set<() => void>();
  const window = {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (refuse) throw new Error('QuotaExceededError');
        stored.set(key, value);
      },
      removeItem: (key: string) => stored.delete(key),
    },
    addEventListener: (_type: 'storage', listener: () => void) => storageListeners.add(listener),
    removeEventListener: (_type: 'storage', listener: () => void) =>
      storageListeners.delete(listener),
  };
  vi.stubGlobal('window', window);
  return {
    stored,
    /** Another tab changed the value. */
    otherTab(key: string, raw: string) {
      stored.set(key, raw);
      for (const listener of storageListeners) listener();
    },
  };
}

const parseList = (raw: string | null): string[] => {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

afterEach(() => vi.unstubAllGlobals());

describe('a value kept in the browser (localValue)', () => {
  it('reads what was stored through its parser, and the empty value when nothing is', () => {
    const { stored } = fakeWindow();
    const value = localValue('dar-test', parseList, []);
    expect(value.read()).toEqual([]);
    stored.set('dar-test', '["a",1,"b"]');
    expect(value.read()).toEqual(['a', 'b']);
    // Something an older version left that does not parse: the empty value, not a crash.
    stored.set('dar-test', '{oops');
    expect(value.read()).toEqual([]);
  });

  it('gives the same snapshot while the stored string is the same', () => {
    const { stored } = fakeWindow();
    stored.set('dar-test', '["a"]');
    const value = localValue('dar-test', parseList, []);
    expect(value.read()).toBe(value.read());
  });

  it('stores a value, removes it with null, and survives a storage that refuses', () => {
    const { stored } = fakeWindow();
    const value = localValue('dar-test', parseList, []);
    value.write(['a']);
    expect(stored.get('dar-test')).toBe('["a"]');
    expect(value.read()).toEqual(['a']);
    value.write(null);
    expect(stored.has('dar-test')).toBe(false);

    fakeWindow({ refuse: true });
    const refused = localValue('dar-test', parseList, []);
    expect(() => refused.write(['a'])).not.toThrow();
    expect(refused.read()).toEqual([]);
  });

  it("follows another tab's change", () => {
    const { otherTab } = fakeWindow();
    const value = localValue('dar-test', parseList, []);
    expect(value.read()).toEqual([]);
    otherTab('dar-test', '["from another tab"]');
    expect(value.read()).toEqual(['from another tab']);
  });
});
