/** Words of the home page, pure so that they are tested on their own. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long until a window ends, for "closes in 47 hours" / "closes in 40 minutes" / "closed" (`home.closesIn`). */
export function closesIn(windowEnd: string, now: number): { kind: 'closed' | 'minutes' | 'hours'; n: number } {
  const left = Date.parse(windowEnd) - now;
  if (left <= 0) return { kind: 'closed', n: 0 };
  if (left < HOUR) return { kind: 'minutes', n: Math.max(1, Math.round(left / MINUTE)) };
  return { kind: 'hours', n: Math.floor(left / HOUR) };
}

/** How long ago, for "just now", "5 minutes ago", "3 hours ago", "2 days ago" (`home.ago`). */
export function ago(at: string, now: number): { unit: 'now' | 'minute' | 'hour' | 'day'; n: number } {
  const past = Math.max(0, now - Date.parse(at));
  if (past < MINUTE) return { unit: 'now', n: 0 };
  if (past < HOUR) return { unit: 'minute', n: Math.floor(past / MINUTE) };
  if (past < 48 * HOUR) return { unit: 'hour', n: Math.floor(past / HOUR) };
  return { unit: 'day', n: Math.floor(past / (24 * HOUR)) };
}

/** The change from last week to this one, with a direction for an arrow (`home.trend` says it). */
export function trendOf(
  thisWeek: number,
  lastWeek: number,
): { direction: 'up' | 'down' | 'same'; diff: number; lastWeek: number } {
  const direction = thisWeek === lastWeek ? 'same' : thisWeek > lastWeek ? 'up' : 'down';
  return { direction, diff: Math.abs(thisWeek - lastWeek), lastWeek };
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
