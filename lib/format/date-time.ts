import { isLocale } from '@/lib/i18n/locales';
import { dateTimeFormat, isKnownTimeZone } from './date-time-format';
import { dateWordings } from './locale-dates';

/** Whose dates: the reader's language and time zone (their settings, else the browser's). */
export interface DateContext {
  locale: string;
  timeZone: string;
}

type DateValue = string | Date | null | undefined;

function toDate(value: DateValue): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall-clock parts of an instant in a zone; en-US numeric parts, which every runtime's Intl has. */
function partsIn(date: Date, timeZone: string) {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName');
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    time: `${part('hour')}:${part('minute')}`,
    zone: /^GMT(?:[+-]0)?$/.test(offset) ? 'UTC' : offset,
  };
}

const wordingOf = (locale: string) => dateWordings[isLocale(locale) ? locale : 'en'];

/** The day of an instant in the reader's zone and language: "4 Sep 2024", "4 სექ. 2024". '' for no or a bad date. */
export function formatDate(value: DateValue, context: DateContext): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsIn(date, context.timeZone);
  const wording = wordingOf(context.locale);
  return wording.day(p.day, wording.months[p.month - 1] ?? '', p.year);
}

/** The wall-clock time of an instant in the reader's zone: "14:02". '' for no or a bad date. */
export function formatTime(value: DateValue, context: DateContext): string {
  const date = toDate(value);
  return date ? partsIn(date, context.timeZone).time : '';
}

/** An instant with its zone's offset: "4 Sep 2024, 14:00 GMT+4"; "…, 10:00 UTC" in UTC. */
export function formatDateTime(value: DateValue, context: DateContext): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsIn(date, context.timeZone);
  const wording = wordingOf(context.locale);
  return `${wording.day(p.day, wording.months[p.month - 1] ?? '', p.year)}, ${p.time} ${p.zone}`;
}
