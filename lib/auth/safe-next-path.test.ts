import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath (issue 16 item 1)', () => {
  it('keeps a path on the console, with its query', () => {
    expect(safeNextPath('/students?page=2&limit=50')).toBe('/students?page=2&limit=50');
    expect(safeNextPath('/exams/org-1/why?exam=e1#rules')).toBe('/exams/org-1/why?exam=e1#rules');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['tab before a slash (browsers drop it: //evil.example)', '/\t/evil.example'],
    ['new line before a slash', '/\n/evil.example'],
    ['carriage return', '/\r/x'],
    ['NUL', '/students\u0000'],
    ['DEL', '/students\u007f'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['no leading slash', 'students'],
    ['the sign-in page', '/sign-in?next=/x'],
    ['empty', ''],
  ])('falls back to / for %s', (_name, next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('falls back to / without a value', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });

  it('answers only values a Location header can hold', () => {
    for (const next of ['/a b', '/é', '/%0a/x', '/x?q=<script>'])
      expect(safeNextPath(next)).toMatch(/^\/[\x21-\x7e]*$/);
  });
});
