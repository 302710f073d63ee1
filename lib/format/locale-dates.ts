import type { Locale } from '@/lib/i18n/locales';

/**
 * How each console language writes a day and a time (CLDR's medium date, 24-hour time). Written out rather than
 * left to Intl because browsers ship different locale data (Debian's Chromium has no Georgian and half an
 * Azerbaijani), and a page must read the same in the server's render and in every browser.
 */
export interface DateWording {
  months: readonly string[];
  day: (d: number, month: string, year: number) => string;
  /** Thousands separator of counts. */
  group: string;
  /** Decimal separator, and the units of sizes from bytes up. */
  decimal: string;
  byteUnits: readonly [string, string, string, string, string];
}

export const dateWordings: Record<Locale, DateWording> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    day: (d, month, year) => `${d} ${month} ${year}`,
    group: ',',
    decimal: '.',
    byteUnits: ['B', 'KB', 'MB', 'GB', 'TB'],
  },
  ka: {
    months: ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'],
    day: (d, month, year) => `${d} ${month}. ${year}`,
    group: '\u00a0',
    decimal: ',',
    byteUnits: ['ბ', 'კბ', 'მბ', 'გბ', 'ტბ'],
  },
  az: {
    months: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'],
    day: (d, month, year) => `${d} ${month} ${year}`,
    group: '.',
    decimal: ',',
    byteUnits: ['B', 'KB', 'MB', 'GB', 'TB'],
  },
  ru: {
    months: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
    day: (d, month, year) => `${d} ${month} ${year} г.`,
    group: '\u00a0',
    decimal: ',',
    byteUnits: ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'],
  },
};
