import type { UpstreamPerView } from './upstream-per-view';
import type { KindSummary } from './view-summary';

/** Issue 15's goals. The bench prints them beside the figures; it never fails on them. */
export const goals = {
  /** p95 of every page kind: 1 s with 20 people (and fewer), 2 s with 100 (any crowd above 20). */
  crowdP95Ms: (people: number) => (people <= 20 ? 1000 : 2000),
  tooManyRequests: 0,
  /** Mean upstream calls of a warm (immediately repeated) view. */
  warmCallsPerView: 0.2,
  /** How much the greedy person may raise the others' p95. */
  greedyRaise: 0.2,
  /** A fresh console's first minute: upstream calls ÷ views. */
  freshCallsPerView: 0.2,
  /** Crowds above 20 on a fresh console: the p95 goal is for PostgreSQL (the database a crowd that size runs on). */
  freshLargeCrowdDatabase: 'postgres' as const,
};

export const meetsCrowdGoal = (row: KindSummary, people: number) =>
  row.views === 0 ? null : row.p95 <= goals.crowdP95Ms(people);

/** Mean warm calls over every kind's warm views (each kind weighted by its URLs). */
export function meanWarmCalls(rows: UpstreamPerView[]): number {
  const urls = rows.reduce((s, r) => s + r.urls, 0);
  return urls === 0 ? NaN : rows.reduce((s, r) => s + r.warm * r.urls, 0) / urls;
}

/** The raise of a p95 with the greedy person against without, as a fraction (0.2 = +20 %). */
export const greedyRaise = (without: number, withGreedy: number) => withGreedy / without - 1;
