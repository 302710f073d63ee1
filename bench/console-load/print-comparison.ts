import { formatTable, ms, times, verdict } from './format-table';
import { callsPerView, firstMinuteUpstream, firstMinuteViews } from './fresh-figures';
import { goals, greedyRaise, meanWarmCalls, meetsCrowdGoal } from './goals';
import type { ScenarioResult } from './run-scenario';
import { resultLabel, variantLabel, type VariantResult } from './variant-result';
import { summarizeViews, type KindSummary } from './view-summary';

const LEGEND =
  '   rm = read model (READ_MODEL unset), off = baseline (READ_MODEL=off); off/rm = baseline ÷ read model (above 1: the read model is faster)';

/** A crowd scenario of both runs side by side. */
function printCrowdPair(people: number, rm: ScenarioResult, off: ScenarioResult): void {
  console.log(`\n   ${people} people: read model beside baseline`);
  const a = summarizeViews(rm.views);
  const b = summarizeViews(off.views);
  const kinds = [...new Set([...a, ...b].map((r) => r.kind))].sort((x, y) =>
    x === 'all kinds' ? 1 : y === 'all kinds' ? -1 : 0,
  );
  const empty = (kind: KindSummary['kind']): KindSummary => ({ kind, views: 0, errors: 0, p50: NaN, p95: NaN });
  const rows = kinds.map((kind) => {
    const x = a.find((r) => r.kind === kind) ?? empty(kind);
    const y = b.find((r) => r.kind === kind) ?? empty(kind);
    return [
      kind,
      `${x.views}/${x.errors}`,
      ms(x.p50),
      ms(x.p95),
      verdict(meetsCrowdGoal(x, people)),
      `${y.views}/${y.errors}`,
      ms(y.p50),
      ms(y.p95),
      verdict(meetsCrowdGoal(y, people)),
      times(y.p50, x.p50),
      times(y.p95, x.p95),
    ];
  });
  const goal = `≤ ${ms(goals.crowdP95Ms(people))}`;
  console.log(
    formatTable(
      [
        'page kind',
        'rm views/err',
        'rm p50',
        'rm p95',
        goal,
        'off views/err',
        'off p50',
        'off p95',
        goal,
        'off/rm p50',
        'off/rm p95',
      ],
      rows,
    ),
  );
  console.log(
    `   upstream calls: rm ${rm.upstream.requests} (${rm.upstream.tooManyRequests} × 429), off ${off.upstream.requests} (${off.upstream.tooManyRequests} × 429)`,
  );
}

const allKinds = (r: ScenarioResult) => summarizeViews(r.views).find((s) => s.kind === 'all kinds')!;

/** The worst kind's raise of p95 with the greedy person: [kind, raise]. */
function worstGreedyRaise(g: NonNullable<VariantResult['greedy']>): [string, number] {
  const after = summarizeViews(g.with.views);
  let worst: [string, number] = ['–', NaN];
  for (const b of summarizeViews(g.without.views).filter((k) => k.kind !== 'all kinds')) {
    const a = after.find((x) => x.kind === b.kind);
    const raise = a ? greedyRaise(b.p95, a.p95) : NaN;
    if (Number.isFinite(raise) && !(raise <= worst[1])) worst = [b.kind, raise];
  }
  return worst;
}

const pct = (raise: number) => `${raise >= 0 ? '+' : ''}${(raise * 100).toFixed(0)} %`;

/** Both runs side by side: each crowd, the greedy case, the quiet phase's calls. */
export function printComparison(rm: VariantResult, off: VariantResult): void {
  console.log(`\n== console-load: ${variantLabel(rm.variant)} beside ${variantLabel(off.variant)}`);
  console.log(LEGEND);
  for (const c of rm.crowds) {
    const other = off.crowds.find((o) => o.people === c.people);
    if (other) printCrowdPair(c.people, c.result, other.result);
  }
  if (rm.greedy && off.greedy) {
    console.log("\n   greedy person: the others' p95 (all kinds) alone and with them");
    const row = (label: string, g: NonNullable<VariantResult['greedy']>) => {
      const [a, b] = [allKinds(g.without), allKinds(g.with)];
      const [kind, worst] = worstGreedyRaise(g);
      return [
        label,
        ms(a.p95),
        ms(b.p95),
        pct(greedyRaise(a.p95, b.p95)),
        `${kind} ${Number.isFinite(worst) ? pct(worst) : '–'}`,
      ];
    };
    console.log(
      formatTable(
        ['run', 'p95 alone', 'p95 with', 'change', 'worst kind'],
        [row('rm', rm.greedy), row('off', off.greedy)],
      ),
    );
  }
  if (rm.quiet.length && off.quiet.length) {
    console.log('\n   upstream calls per page view (quiet phase)');
    const rows = rm.quiet.map((r) => {
      const o = off.quiet.find((x) => x.kind === r.kind);
      return [r.kind, r.cold.toFixed(1), r.warm.toFixed(1), o?.cold.toFixed(1) ?? '–', o?.warm.toFixed(1) ?? '–'];
    });
    rows.push([
      'all kinds (mean warm)',
      '',
      meanWarmCalls(rm.quiet).toFixed(2),
      '',
      meanWarmCalls(off.quiet).toFixed(2),
    ]);
    console.log(formatTable(['page kind', 'rm cold', 'rm warm', 'off cold', 'off warm'], rows));
  }
}

/** Issue 15's goals, pass or miss, one column per run. */
export function printGoals(results: VariantResult[]): void {
  console.log(`\n== console-load goals (figures only; the bench does not fail on them)`);
  const rows: string[][] = [];
  const people = [...new Set(results.flatMap((r) => r.crowds.map((c) => c.people)))];
  for (const n of people) {
    rows.push([
      `${n} people: p95 of every page kind ≤ ${ms(goals.crowdP95Ms(n))}`,
      ...results.map((r) => {
        const c = r.crowds.find((x) => x.people === n);
        if (!c) return '–';
        const kinds = summarizeViews(c.result.views).filter((k) => k.kind !== 'all kinds');
        const worst = kinds.reduce<KindSummary | null>((w, k) => (w === null || k.p95 > w.p95 ? k : w), null);
        return worst
          ? `${verdict(kinds.every((k) => meetsCrowdGoal(k, n)))} (slowest ${worst.kind} ${ms(worst.p95)})`
          : '–';
      }),
    ]);
  }
  rows.push([
    `${goals.tooManyRequests} × 429 in the whole run`,
    ...results.map(
      (r) =>
        `${verdict(r.upstreamTotal.tooManyRequests <= goals.tooManyRequests)} (${r.upstreamTotal.tooManyRequests} of ${r.upstreamTotal.requests} calls)`,
    ),
  ]);
  rows.push([
    `warm views ≤ ${goals.warmCallsPerView} upstream calls on average`,
    ...results.map((r) => {
      const warm = meanWarmCalls(r.quiet);
      return Number.isNaN(warm) ? '–' : `${verdict(warm <= goals.warmCallsPerView)} (${warm.toFixed(2)})`;
    }),
  ]);
  rows.push([
    `greedy person raises others' p95 ≤ +${goals.greedyRaise * 100} % (every kind)`,
    ...results.map((r) => {
      if (!r.greedy) return '–';
      const [kind, worst] = worstGreedyRaise(r.greedy);
      return Number.isFinite(worst) ? `${verdict(worst <= goals.greedyRaise)} (worst ${kind} ${pct(worst)})` : '–';
    }),
  ]);
  rows.push(...freshGoalRows(results));
  console.log(formatTable(['goal', ...results.map(resultLabel)], rows));
}

/** The slowest kind's p95 of some views, and whether every kind meets `people`'s goal. */
function slowest(views: ScenarioResult['views'], people: number): { met: boolean; text: string } | null {
  const kinds = summarizeViews(views).filter((k) => k.kind !== 'all kinds');
  const worst = kinds.reduce<KindSummary | null>((w, k) => (w === null || k.p95 > w.p95 ? k : w), null);
  if (!worst) return null;
  return { met: kinds.every((k) => meetsCrowdGoal(k, people)), text: `${worst.kind} ${ms(worst.p95)}` };
}

/**
 * The fresh scenario's goals: with 20 people (and fewer) every kind's p95 ≤ 1 s from the first minute on (the
 * first minute and the whole run); above 20, ≤ 2 s on PostgreSQL (a PGlite run shows its figures, no verdict);
 * the first minute's upstream calls ≤ 0.2 per view.
 */
function freshGoalRows(results: VariantResult[]): string[][] {
  const rows: string[][] = [];
  const people = [...new Set(results.flatMap((r) => r.fresh.map((f) => f.people)))];
  for (const n of people) {
    const large = goals.crowdP95Ms(n) > goals.crowdP95Ms(20);
    rows.push([
      `fresh, ${n} people: p95 of every kind ≤ ${ms(goals.crowdP95Ms(n))} from the first minute${large ? ' (on PostgreSQL)' : ''}`,
      ...results.map((r) => {
        const f = r.fresh.find((x) => x.people === n);
        if (!f) return '–';
        const [first, whole] = [slowest(firstMinuteViews(f.result), n), slowest(f.result.views, n)];
        if (!first || !whole) return '–';
        const figures = `first minute: slowest ${first.text}; whole: ${whole.text}`;
        if (large && r.database !== goals.freshLargeCrowdDatabase) return `– on PGlite (${figures})`;
        return `${verdict(first.met && whole.met)} (${figures})`;
      }),
    ]);
  }
  if (people.length)
    rows.push([
      `fresh, first minute: ≤ ${goals.freshCallsPerView} upstream calls per view on average`,
      ...results.map((r) => {
        if (r.fresh.length === 0) return '–';
        const each = r.fresh.map((f) => ({
          n: f.people,
          calls: callsPerView(firstMinuteUpstream(f.result), firstMinuteViews(f.result).length),
        }));
        const met = each.every((e) => e.calls <= goals.freshCallsPerView);
        return `${verdict(met)} (${each.map((e) => `${e.n} people ${Number.isNaN(e.calls) ? '–' : e.calls.toFixed(2)}`).join(', ')})`;
      }),
    ]);
  return rows;
}
