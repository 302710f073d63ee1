import type { WeekPoint } from './insights-view';

const DAY_MS = 24 * 3600_000;
const WEEK_MS = 7 * DAY_MS;

/** Runs of this many empty weeks or more are folded into one gap mark; shorter ones are shown as zero bars. */
export const FOLD_EMPTY_WEEKS = 5;
/** At most this many marks (weeks and gaps), the latest ones; what comes earlier is summed apart. */
export const MAX_WEEK_MARKS = 26;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday (YYYY-MM-DD) of the week holding this calendar day. */
export function mondayOf(day: string): string {
  const ms = dayNumber(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(ms - weekday * DAY_MS);
}

export const addWeeks = (monday: string, weeks: number) => dayOf(dayNumber(monday) + weeks * WEEK_MS);
const weeksBetween = (from: string, to: string) => Math.round((dayNumber(to) - dayNumber(from)) / WEEK_MS);

/**
 * Counts per week (each keyed by its Monday) as the marks of a chart, oldest first, from the first week with a
 * count to the current week: empty weeks between are zero bars, unless FOLD_EMPTY_WEEKS or more follow each other,
 * which become one gap mark (two years without a registration are not 104 empty bars). At most MAX_WEEK_MARKS
 * marks are kept, the latest; `earlier` sums the counts of the marks left out.
 */
export function weekSeries(
  counts: ReadonlyArray<{ week: string; count: number }>,
  currentWeek: string,
): { weeks: WeekPoint[]; earlier: number } {
  const byWeek = new Map<string, number>();
  for (const { week, count } of counts) {
    const monday = mondayOf(week);
    byWeek.set(monday, (byWeek.get(monday) ?? 0) + count);
  }
  const current = mondayOf(currentWeek);
  const filled = [...byWeek.keys()].filter((w) => byWeek.get(w)! > 0 && w <= current).sort();
  if (filled.length === 0) return { weeks: [], earlier: 0 };
  const marks: WeekPoint[] = [];
  let previous: string | null = null;
  for (const week of [...filled, ...(filled.at(-1) === current ? [] : [current])]) {
    if (previous !== null) {
      const empty = weeksBetween(previous, week) - 1;
      if (empty >= FOLD_EMPTY_WEEKS) marks.push({ kind: 'gap', from: addWeeks(previous, 1), weeks: empty });
      else for (let i = 1; i <= empty; i++) marks.push({ kind: 'week', start: addWeeks(previous, i), count: 0 });
    }
    marks.push({ kind: 'week', start: week, count: byWeek.get(week) ?? 0 });
    previous = week;
  }
  const kept = marks.slice(-MAX_WEEK_MARKS);
  while (kept[0]?.kind === 'gap') kept.shift();
  const earlier = marks
    .slice(0, marks.length - kept.length)
    .reduce((sum, m) => sum + (m.kind === 'week' ? m.count : 0), 0);
  return { weeks: kept, earlier };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
