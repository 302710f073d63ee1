/**
 * Times of exam sittings. A sitting's `date` is the instant it starts (UTC); `startTime` and `tz` say the
 * same instant in the organizer's zone (sandbox README). The words are lib/format's, in the reader's language.
 */
import { isKnownTimeZone } from '@/lib/format/date-time-format';
import { formatTime } from '@/lib/format/date-time';

export { isKnownTimeZone };

export interface SittingTime {
  /** The zone it is written in: the sitting's `tz`, or `UTC` when absent or unknown. */
  zone: string;
  /** The API's `startTime` when it differs from the computed local time (shown, never hidden). */
  statedStartTime: string | null;
}

/** The start of a sitting as the organizer states it. */
export function sittingTime(session: { date: string; startTime?: string | null; tz?: string | null }): SittingTime {
  const zone = isKnownTimeZone(session.tz) ? session.tz : 'UTC';
  const computed = formatTime(session.date, { locale: 'en', timeZone: zone });
  const stated = session.startTime && session.startTime !== computed ? session.startTime : null;
  return { zone, statedStartTime: stated };
}
