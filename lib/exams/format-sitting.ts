/**
 * Times of exam sittings. A sitting's `date` is the instant it starts (UTC); `startTime` and `tz` say the
 * same instant in the organizer's zone (sandbox README). The console shows the organizer's zone on the
 * server and the viewer's own zone in the browser, both through Intl so the text is the same everywhere.
 */
import { dateTimeFormat, isKnownTimeZone } from '@/lib/format/date-time-format';

export { isKnownTimeZone };

/** `2026-03-01T06:00:00.000Z` in `Asia/Tbilisi` -> `Sun 1 Mar 2026, 10:00`. Unknown zone: UTC. Bad date: ''. */
export function formatInZone(iso: string, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = dateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

export interface SittingTime {
  /** The start in the sitting's own zone, e.g. `Sun 1 Mar 2026, 10:00`. */
  local: string;
  /** The zone it is written in: the sitting's `tz`, or `UTC` when absent or unknown. */
  zone: string;
  /** The API's `startTime` when it differs from the computed local time (shown, never hidden). */
  statedStartTime: string | null;
}

/** The start of a sitting as the organizer states it. */
export function sittingTime(session: { date: string; startTime?: string | null; tz?: string | null }): SittingTime {
  const zone = isKnownTimeZone(session.tz) ? session.tz : 'UTC';
  const local = formatInZone(session.date, zone);
  const computed = local.slice(-5);
  const stated = session.startTime && session.startTime !== computed ? session.startTime : null;
  return { local, zone, statedStartTime: stated };
}
