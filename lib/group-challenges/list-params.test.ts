import { describe, expect, it } from 'vitest';
import { parseChallengeParams, parseListParams, toSearch } from './list-params';

describe('list params from the URL', () => {
  it('reads page, size and tab', () => {
    expect(parseChallengeParams({ page: '3', limit: '50', tab: 'students' })).toEqual({
      page: 3,
      limit: 50,
      tab: 'students',
    });
  });
  it('forgives odd values', () => {
    expect(parseChallengeParams({ page: '-1', limit: '500', tab: 'cats' })).toEqual({
      page: 1,
      limit: 20,
      tab: 'groups',
    });
    expect(parseListParams({ page: ['2', '5'] })).toEqual({ page: 2, limit: 20 });
    expect(parseListParams({})).toEqual({ page: 1, limit: 20 });
  });
  it('writes a query string without the defaults', () => {
    expect(toSearch({ tab: 'groups', page: 1, limit: 20 })).toBe('');
    expect(toSearch({ tab: 'students', page: 2 })).toBe('?tab=students&page=2');
  });
});
