import { isLocale } from '@/lib/i18n/locales';
import { dateWordings } from './locale-dates';

/**
 * A size for people, in the reader's language: `512 B`, `1.5 KB`, `1,5 КБ`, `50 MB` (1024-based); '' when
 * unknown (a file still uploading).
 */
export function formatBytes(size: number | null | undefined, locale: string = 'en'): string {
  if (size === null || size === undefined || !Number.isFinite(size) || size < 0) return '';
  const { decimal, byteUnits } = dateWordings[isLocale(locale) ? locale : 'en'];
  if (size < 1024) return `${size} ${byteUnits[0]}`;
  let value = size / 1024;
  let unit = 1;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${rounded.replace('.', decimal)} ${byteUnits[unit]}`;
}
