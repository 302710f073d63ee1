import { describe, expect, it } from 'vitest';
import { parseEmailFilterText } from './email-filter';

describe('parseEmailFilterText', () => {
  it('splits on commas, semicolons, whitespace and newlines, lower-cases and drops duplicates', () => {
    const text = 'Ana@Example.com, levan@example.com;\tgiorgi@example.com\r\nana@example.com\n\n  nino@example.com ';
    expect(parseEmailFilterText(text)).toEqual({
      ok: true,
      emails: ['ana@example.com', 'levan@example.com', 'giorgi@example.com', 'nino@example.com'],
    });
  });

  it('names every value that is not an address', () => {
    const result = parseEmailFilterText('ok@example.com, not-an-address; also@wrong, ok@example.com');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.invalid).toEqual(['not-an-address', 'also@wrong']);
    expect(result.problems).toEqual([{ kind: 'invalid', values: ['not-an-address', 'also@wrong'] }]);
    expect(result.emails).toEqual(['ok@example.com']);
  });

  it('accepts 100 addresses and refuses 101 with a clear message', () => {
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => `student${i}@example.com`).join('\n');
    expect(parseEmailFilterText(addresses(100))).toMatchObject({ ok: true });
    const over = parseEmailFilterText(addresses(101));
    expect(over).toMatchObject({ ok: false, invalid: [] });
    if (!over.ok) expect(over.problems).toEqual([{ kind: 'tooMany', max: 100, given: 101 }]);
  });

  it('counts duplicates once against the limit', () => {
    const text = Array.from({ length: 150 }, (_, i) => `s${i % 100}@example.com`).join(',');
    expect(parseEmailFilterText(text)).toMatchObject({ ok: true });
  });

  it('an empty text is no filter', () => {
    expect(parseEmailFilterText(' \n ,; ')).toEqual({ ok: true, emails: [] });
  });
});
