import { describe, expect, it } from 'vitest';

import { pageCount, pageWindow, paginationProblem } from './pages';

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(95)).toBe(10);
    expect(pageCount(100)).toBe(10);
    expect(pageCount(101)).toBe(11);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(30, 12)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('shows every page when they fit, with no gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts at page 1 near the beginning, with a gap after', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
  });

  it('keeps the current page in the middle, with gaps on both sides', () => {
    expect(pageWindow(4, 20)).toEqual(['gap-start', 2, 3, 4, 5, 6, 'gap-end']);
    expect(pageWindow(10, 20)).toEqual(['gap-start', 8, 9, 10, 11, 12, 'gap-end']);
  });

  it('ends at the last page near the end, with a gap before', () => {
    expect(pageWindow(18, 20)).toEqual(['gap-start', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual(['gap-start', 16, 17, 18, 19, 20]);
  });

  it('honours the number of buttons, even or odd', () => {
    expect(pageWindow(10, 20, 3)).toEqual(['gap-start', 9, 10, 11, 'gap-end']);
    expect(pageWindow(10, 20, 4)).toEqual(['gap-start', 9, 10, 11, 12, 'gap-end']);
    expect(pageWindow(10, 20, 1)).toEqual(['gap-start', 10, 'gap-end']);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(0, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
    expect(pageWindow(99, 20)).toEqual(['gap-start', 16, 17, 18, 19, 20]);
  });
});

describe('paginationProblem', () => {
  it('accepts the defaults and sensible settings', () => {
    expect(paginationProblem({ totalItems: 0 })).toBeNull();
    expect(
      paginationProblem({ totalItems: 95, itemsPerPage: 12, pageButtons: 7, page: 8 }),
    ).toBeNull();
  });

  it('names the setting that is wrong', () => {
    expect(paginationProblem({ totalItems: 95, itemsPerPage: 0 })).toMatch(
      /itemsPerPage must be a whole number above 0, got 0/,
    );
    expect(paginationProblem({ totalItems: 95, pageButtons: -1 })).toMatch(/pageButtons .* got -1/);
    expect(paginationProblem({ totalItems: 95, itemsPerPage: 2.5 })).toMatch(/itemsPerPage/);
    expect(paginationProblem({ totalItems: -3 })).toMatch(/totalItems/);
    expect(paginationProblem({ totalItems: 95, page: 11 })).toMatch(
      /page must be between 1 and 10, got 11/,
    );
  });
});
