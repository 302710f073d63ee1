import { scaleBand, scaleLinear } from 'd3-scale';
import type { WeekPoint } from '@/lib/insights/insights-view';
import type { InsightFormat } from './insight-format';

const PLOT_HEIGHT = 180;

/**
 * Bars per week, drawn on the server (d3-scale places them; no script reaches the browser). Horizontal places are
 * percentages of the width, so the chart fills a phone's screen or a wide card with its text at its own size; a
 * run of empty weeks is one dashed mark. The table beside it is the accessible form: the SVG is one labelled image.
 */
export function WeekChart({
  weeks,
  label,
  format,
  gapLabel,
}: {
  weeks: readonly WeekPoint[];
  label: string;
  format: InsightFormat;
  gapLabel: (weeks: number) => string;
}) {
  const keys = weeks.map((w, i) => `${i}`);
  const x = scaleBand<string>().domain(keys).range([0, 100]).paddingInner(0.25).paddingOuter(0.1);
  const max = Math.max(1, ...weeks.map((w) => (w.kind === 'week' ? w.count : 0)));
  const y = scaleLinear().domain([0, max]).nice(4).range([PLOT_HEIGHT, 0]);
  const ticks = y.ticks(4).filter((t) => Number.isInteger(t));
  const labelled = new Set([0, weeks.length - 1, ...(weeks.length >= 7 ? [Math.floor((weeks.length - 1) / 2)] : [])]);
  return (
    <figure className="min-w-0" data-testid="week-chart">
      <div className="flex">
        <div
          className="relative w-10 shrink-0 text-right text-xs text-slate-600"
          aria-hidden
          style={{ height: PLOT_HEIGHT }}
        >
          {ticks.map((t) => (
            <span key={t} className="absolute right-1.5 -translate-y-1/2 leading-none" style={{ top: y(t) }}>
              {format.count(t)}
            </span>
          ))}
        </div>
        <svg role="img" aria-label={label} className="block min-w-0 flex-1 overflow-visible" height={PLOT_HEIGHT}>
          {ticks.map((t) => (
            <line key={t} x1="0" x2="100%" y1={y(t)} y2={y(t)} className="stroke-slate-200" strokeWidth={1} />
          ))}
          {weeks.map((w, i) => {
            const left = x(`${i}`) ?? 0;
            const width = x.bandwidth();
            if (w.kind === 'gap')
              return (
                <g key={i} className="stroke-slate-400" strokeDasharray="3 3">
                  <title>{gapLabel(w.weeks)}</title>
                  <line x1={`${left + width * 0.3}%`} x2={`${left + width * 0.3}%`} y1={20} y2={PLOT_HEIGHT} />
                  <line x1={`${left + width * 0.7}%`} x2={`${left + width * 0.7}%`} y1={20} y2={PLOT_HEIGHT} />
                </g>
              );
            const top = y(w.count);
            return (
              <rect
                key={i}
                x={`${left}%`}
                width={`${width}%`}
                y={top}
                height={Math.max(0, PLOT_HEIGHT - top)}
                rx={2}
                className="fill-sky-600"
              >
                <title>{`${format.day(w.start)}: ${format.count(w.count)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="relative mt-1 ml-10 h-5 text-xs text-slate-600" aria-hidden>
        {weeks.map((w, i) => {
          if (!labelled.has(i) || w.kind !== 'week') return null;
          const center = (x(`${i}`) ?? 0) + x.bandwidth() / 2;
          const edge = i === 0 ? 'translate-x-0' : i === weeks.length - 1 ? '-translate-x-full' : '-translate-x-1/2';
          const at = i === 0 ? (x(`${i}`) ?? 0) : i === weeks.length - 1 ? center + x.bandwidth() / 2 : center;
          return (
            <span key={i} className={`absolute top-0 whitespace-nowrap ${edge}`} style={{ left: `${at}%` }}>
              {format.day(w.start)}
            </span>
          );
        })}
      </div>
    </figure>
  );
}
