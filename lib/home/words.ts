import { formatCount } from '@/lib/format/count';
/** Words of the home page, pure so that they are tested on their own. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "closes in 47 hours", "closes in 40 minutes"; "closed" once past. */
export function closesIn(windowEnd: string, now: number): string {
  const left = Date.parse(windowEnd) - now;
  if (left <= 0) return 'closed';
  if (left < HOUR) return `closes in ${Math.max(1, Math.round(left / MINUTE))} minutes`;
  const hours = Math.floor(left / HOUR);
  return `closes in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function ago(at: string, now: number): string {
  const past = Math.max(0, now - Date.parse(at));
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return plural(Math.floor(past / MINUTE), 'minute') + ' ago';
  if (past < 48 * HOUR) return plural(Math.floor(past / HOUR), 'hour') + ' ago';
  return plural(Math.floor(past / (24 * HOUR)), 'day') + ' ago';
}

export function plural(n: number, word: string): string {
  return `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** The change from last week to this one, in words and a direction for an arrow. */
export function trendOf(thisWeek: number, lastWeek: number): { direction: 'up' | 'down' | 'same'; words: string } {
  if (thisWeek === lastWeek) return { direction: 'same', words: `the same as last week (${lastWeek})` };
  const direction = thisWeek > lastWeek ? 'up' : 'down';
  const diff = Math.abs(thisWeek - lastWeek);
  return { direction, words: `${diff} ${direction === 'up' ? 'more' : 'fewer'} than last week (${lastWeek})` };
}

/** A directory whose last completed run is older than three sync intervals (or none) is out of date. */
export function directoryIsLate(lastCompletedAt: string | null, intervalSeconds: number, now: number): boolean {
  if (!lastCompletedAt) return true;
  return now - Date.parse(lastCompletedAt) > 3 * intervalSeconds * 1000;
}

/** Challenges closing within this many hours are on the home page. */
export const CLOSING_HOURS = 72;

/** Whether a published challenge's window ends after `now` and within CLOSING_HOURS of it. */
export function closesSoon(challenge: { status: string; windowEnd: string | null }, now: number): boolean {
  if (challenge.status !== 'published' || !challenge.windowEnd) return false;
  const end = Date.parse(challenge.windowEnd);
  return end > now && end - now <= CLOSING_HOURS * HOUR;
}
