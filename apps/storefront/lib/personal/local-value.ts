'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value kept in this browser's localStorage under `key`, read through `parse` (which must accept
 * anything an older version of the shop left there), shared by every component that uses it and
 * kept in step across tabs. The server renders `empty`.
 */
export function localValue<T>(key: string, parse: (raw: string | null) => T, empty: T) {
  let cache: { raw: string | null; value: T } = { raw: null, value: empty };
  const listeners = new Set<() => void>();

  // One parsed copy per stored string, so useSyncExternalStore sees a stable snapshot.
  const read = (): T => {
    const raw = window.localStorage.getItem(key);
    if (raw !== cache.raw) cache = { raw, value: parse(raw) };
    return cache.value;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  };

  /** Stores a value (null removes it); a full or disabled storage only loses it. */
  const write = (value: T | null) => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Nothing else depends on it.
    }
    for (const listener of listeners) listener();
  };

  return {
    read,
    write,
    /** The value and a setter, for a component. */
    use(): [T, (value: T | null) => void] {
      const value = useSyncExternalStore(subscribe, read, () => empty);
      return [value, useCallback(write, [])];
    },
  };
}
