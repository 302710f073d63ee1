import { describe, expect, it } from 'vitest';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import { formatCount } from '@/lib/format/count';
import { compiledOne } from './compiled-messages';
import formatMessage from './format-message';
import browserFormatMessage from './format-message-browser';

const message = '{n, plural, one {# student} other {# students}}, {share, number, percent} of them, {x, number}';

/** Formatters as a browser whose Intl groups Georgian numbers as English (Debian's Chromium) hands them over. */
function chromiumLikeOptions(locale: string) {
  const cache = _createCache();
  const formatters = _createIntlFormatters(cache);
  const intl = formatters.getNumberFormat;
  return {
    cache,
    formatters: { ...formatters, getNumberFormat: (l: never, o?: never) => intl(o ? l : ('en' as never), o) },
    locale,
    timeZone: 'UTC',
  };
}

describe('numbers a message writes, as formatCount writes them, on the server and in the browser', () => {
  it('writes a plural count and a plain number with the language’s own grouping, whatever the browser’s Intl does', () => {
    for (const locale of ['ka', 'ru', 'az', 'en']) {
      const values = { n: 1158, share: 0.5, x: 20000 };
      const browser = String(browserFormatMessage('k', compiledOne(message), values, chromiumLikeOptions(locale)));
      expect(browser.startsWith(`${formatCount(1158, locale)} students, `)).toBe(true);
      expect(browser.endsWith(`, ${formatCount(20000, locale)}`)).toBe(true);
      const cache = _createCache();
      const server = formatMessage('k', message, values, {
        cache,
        formatters: _createIntlFormatters(cache),
        locale,
        timeZone: 'UTC',
      });
      expect(server).toBe(browser);
    }
    // Georgian: a no-break space groups thousands, where that browser's Intl writes "1,158".
    expect(formatCount(1158, 'ka')).toBe('1\u00a0158');
  });

  it('leaves fractions and numbers with a format to Intl', () => {
    const text = String(
      browserFormatMessage(
        'k',
        compiledOne('{x, number} {p, number, percent}'),
        { x: 1.5, p: 0.25 },
        chromiumLikeOptions('en'),
      ),
    );
    expect(text).toBe('1.5 25%');
  });
});
