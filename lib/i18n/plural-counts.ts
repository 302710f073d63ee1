import type { _createIntlFormatters } from 'use-intl/core';
import { formatCount } from '@/lib/format/count';

type Formatters = ReturnType<typeof _createIntlFormatters>;

const wrapped = new WeakMap<Formatters, Formatters>();

/**
 * use-intl's formatters, but a number a message writes without a format (a plural's `#`, a plain `{n, number}`) is
 * written as `formatCount` writes counts: browsers group numbers their own way (Debian's Chromium writes 1158 as
 * "1,158" in Georgian, Node "1 158"), so the same message read "1,158" in one place and "1 158" in the next, and the
 * server's HTML and the browser's render differed. Numbers with a format, and fractions, are left to Intl.
 */
export function withCountsAsWritten(formatters: Formatters): Formatters {
  let counted = wrapped.get(formatters);
  if (!counted) {
    const intlFormat = formatters.getNumberFormat;
    const byLanguage = new Map<string, Intl.NumberFormat>();
    counted = {
      ...formatters,
      getNumberFormat: (locale, options) => {
        if (options !== undefined) return intlFormat(locale, options);
        const language = String((Array.isArray(locale) ? locale[0] : locale) ?? 'en').split('-')[0]!;
        let count = byLanguage.get(language);
        if (!count) {
          const intl = intlFormat(locale);
          count = {
            format: (n: number | bigint) => (Number.isInteger(n) ? formatCount(Number(n), language) : intl.format(n)),
            formatToParts: (n: number | bigint) => intl.formatToParts(n),
            formatRange: (a: number | bigint, b: number | bigint) => intl.formatRange(a, b),
            formatRangeToParts: (a: number | bigint, b: number | bigint) => intl.formatRangeToParts(a, b),
            resolvedOptions: () => intl.resolvedOptions(),
          } as Intl.NumberFormat;
          byLanguage.set(language, count);
        }
        return count;
      },
    };
    wrapped.set(formatters, counted);
  }
  return counted;
}
