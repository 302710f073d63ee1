import { describe, expect, it } from 'vitest';
import { correctLimit, correctPage, paginate, paginationParams } from './pagination';

describe('pagination corrections (spec §8 "Pagination rules")', () => {
  it.each([
    [undefined, 20],
    [null, 20],
    ['', 20],
    ['abc', 20],
    ['20', 20],
    ['100', 100],
    ['101', 100],
    ['5000', 100],
    ['0', 1],
    ['-3', 1],
    ['2.9', 2],
    ['1e2', 1],
    ['7abc', 7],
    [42, 42],
    [0.5, 1],
  ] as const)('§8 limit %j reads as %i', (raw, expected) => {
    expect(correctLimit(raw)).toBe(expected);
  });

  it.each([
    [undefined, 1],
    ['x', 1],
    ['0', 1],
    ['-2', 1],
    ['3', 3],
    ['3.7', 3],
    ['2e5', 2],
    ['99999', 99999],
  ] as const)('§8 page %j reads as %i', (raw, expected) => {
    expect(correctPage(raw)).toBe(expected);
  });

  it('§8 reads page and limit from a query, the first value of a repeated one', () => {
    expect(paginationParams(new URLSearchParams('page=0&limit=1e2'))).toEqual({ page: 1, limit: 1 });
    expect(paginationParams(new URLSearchParams('limit=500&limit=3'))).toEqual({ page: 1, limit: 100 });
    expect(paginationParams(new URLSearchParams(''))).toEqual({ page: 1, limit: 20 });
  });
});

describe('paginate (spec §2 "Pagination object")', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);

  it('§2 totalPages is total / limit rounded up', () => {
    const { data, pagination } = paginate(items, 3, 20);
    expect(data).toEqual([40, 41, 42, 43, 44]);
    expect(pagination).toEqual({ page: 3, limit: 20, total: 45, totalPages: 3 });
  });

  it('§8 a page past the end returns data [] with the same total', () => {
    expect(paginate(items, 9, 20)).toEqual({ data: [], pagination: { page: 9, limit: 20, total: 45, totalPages: 3 } });
  });

  it('§8 nothing matching gives data [], total 0, totalPages 0', () => {
    expect(paginate([], 1, 20)).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it('§8 corrects out-of-range numbers passed directly', () => {
    expect(paginate(items, 0, 1000).pagination).toEqual({ page: 1, limit: 100, total: 45, totalPages: 1 });
    expect(paginate(items, 2, 0).data).toEqual([1]);
  });
});
