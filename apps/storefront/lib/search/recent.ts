/** How many earlier searches the overlay offers, newest first. */
export const RECENT_SEARCHES_LIMIT = 5;

const KEY = 'dar-recent-searches';

/** The shopper's earlier searches, from this browser only (nothing personal leaves it). */
export function readRecentSearches(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((item): item is string => typeof item === 'string')
          .slice(0, RECENT_SEARCHES_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts a search first, once (the same words differently spaced or cased count as one). */
export function withRecentSearch(recent: readonly string[], term: string): string[] {
  const trimmed = term.trim().replace(/\s+/g, ' ');
  if (!trimmed) return [...recent];
  const same = (item: string) => item.toLocaleLowerCase() === trimmed.toLocaleLowerCase();
  return [trimmed, ...recent.filter((item) => !same(item))].slice(0, RECENT_SEARCHES_LIMIT);
}

export function writeRecentSearches(storage: Pick<Storage, 'setItem'>, recent: readonly string[]) {
  try {
    storage.setItem(KEY, JSON.stringify(recent));
  } catch {
    // A full or disabled storage only loses the history.
  }
}
