import { isLocale } from '@/lib/i18n/locales';
import { dateWordings } from './locale-dates';

const counts = new Intl.NumberFormat('en');

/**
 * A count as the console writes it in the reader's language ("1,250", "1 250", "1.250"), the same on the server and
 * in every browser: English grouping from Intl, then the language's own separator (lib/format/locale-dates.ts).
 */
export function formatCount(n: number, locale: string = 'en'): string {
  const text = counts.format(n);
  const group = dateWordings[isLocale(locale) ? locale : 'en'].group;
  return group === ',' ? text : text.replace(/,/g, group);
}
