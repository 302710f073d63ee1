import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages';
import { pseudoMessage, pseudoMessages } from './pseudo';

describe('the pseudo-language', () => {
  it('accents the letters and makes the text about 40 % longer, keeping the arguments', () => {
    const message = pseudoMessage('Signed in as {email}');
    expect(message).toMatch(/^Šígñéd íñ áš [·\u200b]+\{email\}$/);
    expect(new IntlMessageFormat(message, 'en').format({ email: 'a@b.c' })).toContain('a@b.c');
  });

  it('pads a long sentence in short runs, so it wraps like longer words and never as one unbreakable run', () => {
    const message = pseudoMessage(
      'Every step is submitted. Sending is final: every member and the teacher get an e-mail.',
    );
    const runs = message.match(/·+/g) ?? [];
    expect(runs.length).toBeGreaterThan(3);
    expect(Math.max(...runs.map((run) => run.length))).toBeLessThanOrEqual(6);
  });

  it('keeps plurals working', () => {
    const message = pseudoMessage('{total, plural, one {{count} student} other {{count} students}}');
    const format = new IntlMessageFormat(message, 'en');
    expect(format.format({ total: 1, count: '1' })).toMatch(/^1 štüdéñt[·\u200b]+$/);
    expect(format.format({ total: 5, count: '5' })).toMatch(/^5 štüdéñtš[·\u200b]+$/);
  });

  it('turns the whole English catalog, every message longer than the English', async () => {
    const english = await loadMessages('en');
    const pseudo = pseudoMessages(english);
    expect(pseudo.signIn.title.length).toBeGreaterThanOrEqual(Math.ceil(english.signIn.title.length * 1.3));
    expect(pseudo.nav.students).not.toBe(english.nav.students);
  });
});
