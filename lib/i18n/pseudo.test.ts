import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages';
import { pseudoMessage, pseudoMessages } from './pseudo';

describe('the pseudo-language', () => {
  it('accents the letters and makes the text about 40 % longer, keeping the arguments', () => {
    const message = pseudoMessage('Signed in as {email}');
    expect(message).toMatch(/^Šígñéd íñ áš ·+\{email\}$/);
    expect(new IntlMessageFormat(message, 'en').format({ email: 'a@b.c' })).toContain('a@b.c');
  });

  it('keeps plurals working', () => {
    const message = pseudoMessage('{total, plural, one {{count} student} other {{count} students}}');
    const format = new IntlMessageFormat(message, 'en');
    expect(format.format({ total: 1, count: '1' })).toMatch(/^1 štüdéñt·+$/);
    expect(format.format({ total: 5, count: '5' })).toMatch(/^5 štüdéñtš·+$/);
  });

  it('turns the whole English catalog, every message longer than the English', async () => {
    const english = await loadMessages('en');
    const pseudo = pseudoMessages(english);
    expect(pseudo.signIn.title.length).toBeGreaterThanOrEqual(Math.ceil(english.signIn.title.length * 1.3));
    expect(pseudo.nav.students).not.toBe(english.nav.students);
  });
});
