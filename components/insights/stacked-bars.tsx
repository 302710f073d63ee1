import { scaleLinear } from 'd3-scale';
import type { InsightFormat } from './insight-format';

export interface StackedSeries {
  key: string;
  label: string;
  /** A Tailwind background class. */
  color: string;
}

export interface StackedRow {
  key: string;
  label: string;
  values: Record<string, number>;
}

/**
 * One horizontal bar per row, split by series, drawn on the server (d3-scale sizes the bars against the longest
 * row, so rows compare). Written as HTML so names wrap on a phone. The table beside it is the accessible form:
 * the chart is one labelled image.
 */
export function StackedBars({
  rows,
  series,
  label,
  format,
}: {
  rows: readonly StackedRow[];
  series: readonly StackedSeries[];
  label: string;
  format: InsightFormat;
}) {
  const totals = rows.map((r) => series.reduce((sum, s) => sum + (r.values[s.key] ?? 0), 0));
  const width = scaleLinear()
    .domain([0, Math.max(1, ...totals)])
    .range([0, 100]);
  return (
    <figure className="min-w-0 space-y-3" data-testid="stacked-chart">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden>
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-xs ${s.color}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div role="img" aria-label={label} className="space-y-2.5">
        {rows.map((r, i) => (
          <div key={r.key} className="space-y-1" aria-hidden>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 break-words text-slate-800">{r.label}</span>
              <span className="shrink-0 text-slate-600 tabular-nums">{format.count(totals[i] ?? 0)}</span>
            </div>
            <div className="flex h-3 w-full overflow-hidden rounded-xs bg-slate-100">
              {series.map((s) =>
                (r.values[s.key] ?? 0) > 0 ? (
                  <div
                    key={s.key}
                    className={s.color}
                    style={{ width: `${width(r.values[s.key] ?? 0)}%` }}
                    title={`${s.label}: ${format.count(r.values[s.key] ?? 0)}`}
                  />
                ) : null,
              )}
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}
