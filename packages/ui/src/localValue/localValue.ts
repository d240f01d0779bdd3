'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** A browser-kept value (`localValue`). */
export interface LocalValue<T> {
  /** The value now (browser only). */
  read(): T;
  /** Stores a value (null removes it); a full or disabled storage only loses it. */
  write(value: T | null): void;
  /** The value and a setter, for a component: `empty` on the server and while hydrating. */
  use(): [T, (value: T | null) => void];
}

/**
 * A value kept in this browser's localStorage under `key`, read through `parse` (which must accept
 * anything an older version of the shop left there), shared by every component that uses it and
 * kept in step across tabs. The server renders `empty`, so a page cached for everyone shows none of
 * it; a component shows the browser's own value once hydrated (`use`). Made once per key, at a
 * module's top level: `read` and `write` work outside React too.
 */
export function localValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  empty: T,
): LocalValue<T> {
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
    use(): [T, (value: T | null) => void] {
      const value = useSyncExternalStore(subscribe, read, () => empty);
      return [value, useCallback(write, [])];
    },
  };
}
