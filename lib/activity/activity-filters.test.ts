import { describe, expect, it } from 'vitest';
import { activityHref } from './activity-href';
import {
  dateRange,
  parseActivityTab,
  parseAuditLogFilters,
  parseRequestLogFilters,
  statusRange,
  toFormDay,
} from './activity-filters';

describe('activity filters from the URL', () => {
  it('reads every request-log filter', () => {
    expect(
      parseRequestLogFilters({
        page: '3',
        limit: '100',
        operation: 'validateMe',
        status: '4xx',
        user: ' admin@demo.test ',
        from: '2025-01-02',
        to: '2025-01-03',
        calls: 'all',
      }),
    ).toEqual({
      page: 3,
      limit: 100,
      calls: 'all',
      operation: 'validateMe',
      status: '4xx',
      user: 'admin@demo.test',
      from: '2025-01-02',
      to: '2025-01-03',
    });
  });

  it('falls back to defaults for values that do not fit, and drops blanks', () => {
    expect(
      parseRequestLogFilters({
        page: '-2',
        limit: '7',
        operation: 'dropTables',
        status: '45x',
        user: '',
        from: '31/02/2025',
        to: '2025-13-40',
        calls: 'robots',
      }),
    ).toEqual({
      page: 1,
      limit: 50,
      calls: 'people',
    });
    expect(parseRequestLogFilters({ page: ['2', '9'], status: 'none' })).toMatchObject({ page: 2, status: 'none' });
    expect(parseRequestLogFilters({ status: '404' }).status).toBe('404');
  });

  it('reads a day as the forms write it (DD/MM/YYYY) or as an older link does, and only real days', () => {
    expect(parseAuditLogFilters({ from: '2/1/2025', to: '25/11/2026' })).toMatchObject({
      from: '2025-01-02',
      to: '2026-11-25',
    });
    expect(parseAuditLogFilters({ from: '2025-01-02' }).from).toBe('2025-01-02');
    expect(parseAuditLogFilters({ from: '29/02/2025' }).from).toBeUndefined();
    expect(parseAuditLogFilters({ to: '2025-02-30' }).to).toBeUndefined();
    expect(toFormDay('2025-01-02')).toBe('02/01/2025');
    expect(toFormDay(undefined)).toBe('');
  });

  it('reads audit filters and the tab', () => {
    expect(parseAuditLogFilters({ action: 'student.', user: 'sup', page: '2' })).toEqual({
      page: 2,
      limit: 50,
      action: 'student.',
      user: 'sup',
    });
    expect(parseActivityTab({ tab: 'audit' })).toBe('audit');
    expect(parseActivityTab({ tab: 'nonsense' })).toBe('requests');
    expect(parseActivityTab({})).toBe('requests');
  });

  it('writes URLs without defaults, round-tripping the filters', () => {
    expect(activityHref('requests')).toBe('/activity');
    expect(activityHref('requests', { page: 1, limit: 50, status: '' })).toBe('/activity');
    expect(activityHref('requests', { calls: 'people' })).toBe('/activity');
    expect(activityHref('requests', { calls: 'background' })).toBe('/activity?calls=background');
    const href = activityHref('audit', { page: 2, action: 'user.create', from: '2025-01-01' });
    expect(href).toBe('/activity?tab=audit&page=2&action=user.create&from=2025-01-01');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseAuditLogFilters(params)).toEqual({ page: 2, limit: 50, action: 'user.create', from: '2025-01-01' });
  });

  it('turns dates into a UTC interval that includes both days', () => {
    expect(dateRange('2025-01-02', '2025-01-03')).toEqual({
      start: new Date('2025-01-02T00:00:00.000Z'),
      end: new Date('2025-01-04T00:00:00.000Z'),
    });
    expect(dateRange(undefined, undefined)).toEqual({});
  });

  it('turns status filters into intervals', () => {
    expect(statusRange('2xx')).toEqual([200, 299]);
    expect(statusRange('5xx')).toEqual([500, 599]);
    expect(statusRange('429')).toEqual([429, 429]);
    expect(statusRange('none')).toEqual([0, 0]);
  });
});
