import os from 'node:os';
import { roleMix } from './people';
import { formatTable, ms, verdict } from './format-table';
import { goals, greedyRaise, meanWarmCalls, meetsCrowdGoal } from './goals';
import { clientCpu, type ScenarioResult } from './run-scenario';
import type { UpstreamPerView } from './upstream-per-view';
import { commonErrors, percentile, summarizeViews } from './view-summary';

const byOperation = (ops: Record<string, number>) =>
  Object.entries(ops)
    .sort((a, b) => b[1] - a[1])
    .map(([op, n]) => `${op} ${Number.isInteger(n) ? n : n.toFixed(1)}`)
    .join(', ') || 'none';

const crowdLabel = (n: number) => {
  const mix = roleMix(n);
  return `${n} people (${mix.admin} admin, ${mix.support} support, ${mix.coordinator} coordinator${mix.coordinator === 1 ? '' : 's'})`;
};

/** The quiet phase: upstream calls per page view, cold and warm, per kind; then which operations. */
export function printQuiet(rows: UpstreamPerView[]): void {
  console.log(
    '   upstream calls per page view (quiet: one admin alone, after the directory sync; cold = first view of a URL, warm = the same URL again at once)',
  );
  const table = rows.map((r) => [r.kind, String(r.urls), r.cold.toFixed(1), r.warm.toFixed(1)]);
  const warm = meanWarmCalls(rows);
  table.push(['all kinds (mean)', String(rows.reduce((s, r) => s + r.urls, 0)), '', warm.toFixed(2)]);
  console.log(formatTable(['page kind', 'URLs', 'cold', 'warm'], table));
  console.log(
    `   goal: warm views ≤ ${goals.warmCallsPerView} calls on average: ${verdict(Number.isNaN(warm) ? null : warm <= goals.warmCallsPerView)}`,
  );
  for (const r of rows)
    console.log(`   ${r.kind}: cold ${byOperation(r.coldByOperation)}; warm ${byOperation(r.warmByOperation)}`);
  const doubtful = rows
    .filter((r) => r.unsettled || r.errors)
    .map((r) => `${r.kind}: ${r.unsettled} views still calling after 30 s, ${r.errors} non-200`);
  if (doubtful.length) console.log(`   note: ${doubtful.join('; ')}`);
  const overlaps = rows.filter((r) => r.syncOverlaps).map((r) => `${r.kind} ${r.syncOverlaps}`);
  if (overlaps.length)
    console.log(
      `   note: views the directory sync ran during, measured again or replaced by another URL (not counted): ${overlaps.join(', ')}`,
    );
}

const headline = (label: string, result: ScenarioResult, seconds: number) => {
  const u = result.upstream;
  const views = result.views.length + result.greedyViews.length;
  return (
    `   ${label}, ${seconds} s (+${(result.wallSeconds - seconds).toFixed(1)} s for the views under way): ${result.views.length} views, ` +
    `${result.views.filter((v) => v.status !== 200).length} errors; upstream ${u.requests} calls (${(u.requests / Math.max(1, views)).toFixed(1)} per view), ${u.tooManyRequests} × 429; ` +
    `load average ${result.loadAverage.toFixed(1)} on ${os.cpus().length} cores at the end`
  );
};

/** One crowd scenario: p50/p95 per page kind against the goal. */
export function printCrowd(people: number, result: ScenarioResult, seconds: number): void {
  console.log(headline(crowdLabel(people), result, seconds));
  const goal = goals.crowdP95Ms(people);
  const rows = summarizeViews(result.views).map((r) => [
    r.kind,
    String(r.views),
    String(r.errors),
    ms(r.p50),
    ms(r.p95),
    verdict(meetsCrowdGoal(r, people)),
  ]);
  console.log(formatTable(['page kind', 'views', 'errors', 'p50', 'p95', `p95 ≤ ${ms(goal)}`], rows));
  const errors = commonErrors(result.views);
  if (errors) console.log(`   errors: ${errors}`);
  console.log(`   ${clientCpu(result)}`);
}

/** The greedy person: the others' p95 per kind without and with them. */
export function printGreedy(without: ScenarioResult, withGreedy: ScenarioResult, seconds: number): void {
  const n = without.people.length;
  console.log(headline(`greedy person: ${crowdLabel(n)} alone`, without, seconds));
  console.log(
    headline(`greedy person: the same ${n} + one coordinator opening student pages in batches`, withGreedy, seconds),
  );
  const before = summarizeViews(without.views);
  const after = summarizeViews(withGreedy.views);
  const rows = before.map((b) => {
    const a = after.find((x) => x.kind === b.kind);
    const raise = a ? greedyRaise(b.p95, a.p95) : NaN;
    return [
      b.kind,
      String(b.views),
      ms(b.p95),
      String(a?.views ?? 0),
      ms(a?.p95 ?? NaN),
      Number.isFinite(raise) ? `${raise >= 0 ? '+' : ''}${(raise * 100).toFixed(0)} %` : '–',
      verdict(Number.isFinite(raise) ? raise <= goals.greedyRaise : null),
    ];
  });
  console.log(
    formatTable(
      ['page kind', 'views alone', 'p95 alone', 'views with', 'p95 with', 'change', `≤ +${goals.greedyRaise * 100} %`],
      rows,
    ),
  );
  const g = withGreedy.greedyViews.map((v) => v.ms);
  console.log(
    `   the greedy person's own student pages: ${g.length} views, p50 ${ms(percentile(g, 50))}, p95 ${ms(percentile(g, 95))}, ${withGreedy.greedyViews.filter((v) => v.status !== 200).length} errors`,
  );
  const errors = commonErrors([...without.views, ...withGreedy.views, ...withGreedy.greedyViews]);
  if (errors) console.log(`   errors: ${errors}`);
}
