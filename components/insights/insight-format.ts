import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { formatCount } from '@/lib/format/count';
import { dateWordings } from '@/lib/format/locale-dates';
import { isLocale } from '@/lib/i18n/locales';
import type { InlineFormats, InsightCell } from '@/lib/insights/tables';

/** How the Insights page writes numbers and days: in the reader's language (lib/format), instants in their zone. */
export interface InsightFormat extends InlineFormats {
  /** An instant in the reader's zone: the "as of" of a copy. */
  time: (iso: string) => string;
  /** An instant's day in the reader's zone. */
  date: (iso: string) => string;
  /** The Sunday that ends a week, written as a day. */
  sunday: (monday: string) => string;
  percent: (share: number) => string;
}

/** A calendar day (YYYY-MM-DD) is written as that day, whatever the zone. */
const noonOf = (day: string) => `${day.slice(0, 10)}T12:00:00Z`;

export function insightFormat(locale: string, timeZone: string): InsightFormat {
  const decimal = dateWordings[isLocale(locale) ? locale : 'en'].decimal;
  const day = (value: string) => formatDate(noonOf(value), { locale, timeZone: 'UTC' });
  return {
    count: (n) => formatCount(n, locale),
    day,
    time: (iso) => formatDateTime(iso, { locale, timeZone }),
    date: (iso) => formatDate(iso, { locale, timeZone }),
    sunday: (monday) => day(new Date(Date.parse(noonOf(monday)) + 6 * 86_400_000).toISOString()),
    percent: (share) => `${(share * 100).toFixed(1).replace('.', decimal)} %`,
  };
}

/** A table cell as the page writes it; `weekRange` words a week from its first and last day. */
export function cellText(
  cell: InsightCell,
  format: InsightFormat,
  weekRange: (start: string, end: string) => string,
): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'count':
      return format.count(cell.value);
    case 'percent':
      return cell.value === null ? '—' : format.percent(cell.value);
    case 'week':
      return weekRange(format.day(cell.value), format.sunday(cell.value));
    case 'date':
      return cell.value.length > 10 ? format.date(cell.value) : format.day(cell.value);
  }
}
