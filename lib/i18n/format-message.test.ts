import { describe, expect, it } from 'vitest';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatMessage, { compiledTextCount } from './format-message';

/** ICU puts a narrow no-break space before AM in some versions, a plain space in others. */
const spaced = (text: unknown) => String(text).replace(/\s/g, ' ');

/** What next-intl and use-intl hand formatMessage for one request: a cache and formatters of its own. */
function requestOptions(locale: string, timeZone: string) {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), locale, timeZone };
}

describe('formatMessage with shared compiled messages', () => {
  it('compiles a message once for every request of a language and zone, and formats each with its own values', () => {
    const message = 'You have {count, plural, one {# student} other {# students}} at {at, time, short}';
    const at = new Date('2026-11-27T08:05:00Z');
    const before = compiledTextCount();
    const first = formatMessage('k', message, { count: 1, at }, requestOptions('en', 'UTC'));
    const second = formatMessage('k', message, { count: 3, at }, requestOptions('en', 'UTC'));
    expect(spaced(first)).toBe('You have 1 student at 8:05 AM');
    expect(spaced(second)).toBe('You have 3 students at 8:05 AM');
    expect(compiledTextCount()).toBe(before + 1);
  });

  it('keeps the reader’s time zone and language apart', () => {
    const message = 'Sent at {at, time, short}';
    const at = new Date('2026-11-27T08:05:00Z');
    expect(spaced(formatMessage('k', message, { at }, requestOptions('en', 'UTC')))).toBe('Sent at 8:05 AM');
    expect(spaced(formatMessage('k', message, { at }, requestOptions('en', 'Asia/Tbilisi')))).toBe('Sent at 12:05 PM');
    expect(
      spaced(formatMessage('k', 'Отправлено в {at, time, short}', { at }, requestOptions('ru', 'Asia/Tbilisi'))),
    ).toBe('Отправлено в 12:05');
    expect(spaced(formatMessage('k', message, { at }, requestOptions('en', 'UTC')))).toBe('Sent at 8:05 AM');
  });

  it('returns a message without values as it is', () => {
    expect(spaced(formatMessage('k', 'Students', undefined, requestOptions('en', 'UTC')))).toBe('Students');
  });
});
