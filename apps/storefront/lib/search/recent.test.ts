import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_LIMIT, readRecentSearches, withRecentSearch } from './recent';

describe('recent searches', () => {
  it('puts the newest first, once, ignoring case and extra spaces', () => {
    expect(withRecentSearch(['sofa', 'lamp'], '  Lamp ')).toEqual(['Lamp', 'sofa']);
    expect(withRecentSearch(['sofa'], 'كنبة  زاوية')).toEqual(['كنبة زاوية', 'sofa']);
  });

  it('keeps at most the limit and ignores an empty search', () => {
    const many = Array.from({ length: RECENT_SEARCHES_LIMIT }, (_, index) => `term ${index}`);
    expect(withRecentSearch(many, 'new')).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(withRecentSearch(many, 'new')[0]).toBe('new');
    expect(withRecentSearch(['sofa'], '   ')).toEqual(['sofa']);
  });

  it('reads nothing from a damaged or foreign value', () => {
    expect(readRecentSearches({ getItem: () => 'not json' })).toEqual([]);
    expect(readRecentSearches({ getItem: () => '{"a":1}' })).toEqual([]);
    expect(readRecentSearches({ getItem: () => '["sofa",3,"lamp"]' })).toEqual(['sofa', 'lamp']);
  });
});
