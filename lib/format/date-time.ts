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

interface WallClock {
  year: number;
  month: number;
  day: number;
  time: string;
  zone: string;
}

/** The parts formatter of each zone: en-US numeric parts, which every runtime's Intl has. */
const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = dateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall-clock parts of instants already read, by zone and instant: a page shows the same rows' dates view after
 * view, and formatToParts was about 1 ms of a Home view's CPU. Bounded; past the limit it starts again.
 */
const maxRemembered = 20_000;
const remembered = new Map<string, WallClock>();

/** The wall-clock parts of an instant in a zone (UTC for a zone Intl does not know). */
function partsIn(date: Date, timeZone: string): WallClock {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const key = `${zone} ${date.getTime()}`;
  const known = remembered.get(key);
  if (known) return known;
  let year = '';
  let month = '';
  let day = '';
  let hour = '';
  let minute = '';
  let offset = '';
  for (const part of partsFormat(zone).formatToParts(date)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = part.value;
    else if (part.type === 'minute') minute = part.value;
    else if (part.type === 'timeZoneName') offset = part.value;
  }
  const parts: WallClock = Object.freeze({
    year: Number(year),
    month: Number(month),
    day: Number(day),
    time: `${hour}:${minute}`,
    zone: /^GMT(?:[+-]0)?$/.test(offset) ? 'UTC' : offset,
  });
  if (remembered.size >= maxRemembered) remembered.clear();
  remembered.set(key, parts);
  return parts;
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
