import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it("picks the browser's first language the console speaks", () => {
    expect(negotiateLocale('ka-GE,ka;q=0.9,en;q=0.8')).toBe('ka');
    expect(negotiateLocale('az-Latn-AZ')).toBe('az');
    expect(negotiateLocale('fr-FR,ru;q=0.8,en;q=0.5')).toBe('ru');
    expect(negotiateLocale('en-US,en;q=0.9')).toBe('en');
  });

  it('falls back to English for none, an unknown language, or a malformed header', () => {
    expect(negotiateLocale(null)).toBe('en');
    expect(negotiateLocale('fr-FR,de;q=0.8')).toBe('en');
    expect(negotiateLocale(';;q=x,@@')).toBe('en');
  });
});
