/**
 * The console's one way to say how long until something happens (a challenge window, a sign-in link's
 * expiry, a make-up application's removal, an import's end): coarse when far, exact when near.
 * `21 days 3 hours`, `5 hours 12 minutes`, `4 minutes 09 seconds`, `3 minutes`, `12 seconds`.
 */
export type TimeUnit = 'day' | 'hour' | 'minute' | 'second';

/** One unit of a time left: its count, and the count as written (`09` for seconds after minutes). */
export interface TimeLeftPart {
  unit: TimeUnit;
  n: number;
  text: string;
}

/** How a language says one part ("3 hours", "3 საათი"); English by default, the catalogs' `time` in pages. */
export type UnitWords = (part: TimeLeftPart) => string;

const englishUnits: UnitWords = ({ unit, n, text }) => `${text} ${unit}${n === 1 ? '' : 's'}`;

/** At most two units: days and hours, hours and minutes, minutes and seconds, or seconds. */
export function timeLeftParts(ms: number): TimeLeftPart[] {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const part = (unit: TimeUnit, n: number, text = String(n)): TimeLeftPart => ({ unit, n, text });
  if (days > 0) return hours > 0 ? [part('day', days), part('hour', hours)] : [part('day', days)];
  if (hours > 0) return minutes > 0 ? [part('hour', hours), part('minute', minutes)] : [part('hour', hours)];
  if (minutes > 0)
    return seconds > 0
      ? [part('minute', minutes), part('second', seconds, String(seconds).padStart(2, '0'))]
      : [part('minute', minutes)];
  return [part('second', seconds)];
}

export function formatTimeLeft(ms: number, words: UnitWords = englishUnits): string {
  return timeLeftParts(ms).map(words).join(' ');
}

/** An estimate (an import's time left): whole minutes from a minute on, so it does not pretend to the second. */
export function formatEstimate(seconds: number, words: UnitWords = englishUnits): string {
  return formatTimeLeft(
    seconds < 60 ? Math.max(1, Math.round(seconds)) * 1000 : Math.round(seconds / 60) * 60_000,
    words,
  );
}
