import { pageKinds, type PageKind } from './page-kinds';
import type { View } from './timed-view';

/** Nearest-rank percentile (p in 0..100) of unsorted values; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface KindSummary {
  kind: PageKind | 'all kinds';
  views: number;
  /** Non-200 answers, failed requests and timeouts. */
  errors: number;
  p50: number;
  p95: number;
}

const summaryOf = (kind: KindSummary['kind'], views: View[]): KindSummary => {
  const ms = views.map((v) => v.ms);
  return {
    kind,
    views: views.length,
    errors: views.filter((v) => v.status !== 200).length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
  };
};

/** p50/p95 of each page kind seen, then of all of them together. */
export function summarizeViews(views: View[]): KindSummary[] {
  const kinds = pageKinds.filter((k) => views.some((v) => v.kind === k));
  return [
    ...kinds.map((k) =>
      summaryOf(
        k,
        views.filter((v) => v.kind === k),
      ),
    ),
    summaryOf('all kinds', views),
  ];
}

/** The most frequent error messages, for a line under a table. */
export function commonErrors(views: View[], most = 3): string {
  const counts = new Map<string, number>();
  for (const v of views)
    if (v.error) counts.set(`${v.kind}: ${v.error}`, (counts.get(`${v.kind}: ${v.error}`) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([e, n]) => `${n} × ${e}`)
    .join('; ');
}
