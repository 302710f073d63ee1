import os from 'node:os';
import { formatTable, ms, verdict } from './format-table';
import { callsPerView, FIRST_MINUTE_SECONDS, firstMinuteUpstream, firstMinuteViews } from './fresh-figures';
import { goals, meetsCrowdGoal } from './goals';
import { formatPeoplesCalls } from './peoples-calls';
import { roleMix } from './people';
import type { UpstreamCounts } from './sandbox-stats';
import { clientCpu } from './run-scenario';
import type { View } from './timed-view';
import type { FreshRun } from './variant-result';
import { commonErrors, summarizeViews } from './view-summary';

const perView = (u: UpstreamCounts, views: number) =>
  Object.entries(u.byOperation)
    .sort((a, b) => b[1] - a[1])
    .map(([op, n]) => `${op} ${(n / Math.max(1, views)).toFixed(2)}`)
    .join(', ') || 'none';

/** p50/p95, views and errors per page kind against the crowd's goal, then the upstream calls per view. */
function printPart(label: string, people: number, views: View[], upstream: UpstreamCounts): void {
  const goal = goals.crowdP95Ms(people);
  const rows = summarizeViews(views).map((r) => [
    r.kind,
    String(r.views),
    String(r.errors),
    ms(r.p50),
    ms(r.p95),
    verdict(meetsCrowdGoal(r, people)),
  ]);
  const calls = callsPerView(upstream, views.length);
  console.log(
    `   ${label}: ${views.length} views, ${views.filter((v) => v.status !== 200).length} errors; ` +
      `upstream ${upstream.requests} calls = ${Number.isNaN(calls) ? '–' : calls.toFixed(2)} per view (${upstream.tooManyRequests} × 429)`,
  );
  console.log(formatTable(['page kind', 'views', 'errors', 'p50', 'p95', `p95 ≤ ${ms(goal)}`], rows));
  console.log(`   upstream calls per view by operation (every page kind together): ${perView(upstream, views.length)}`);
  const errors = commonErrors(views);
  if (errors) console.log(`   errors: ${errors}`);
}

/**
 * Two consoles: each one's views and p95, its own calls, and its directory sync ticks. The sync's lease lets one
 * instance at a time run it: the runs completed, summed over both, are the runs there were (one in a fresh minute).
 */
function printInstances(instances: NonNullable<FreshRun['instances']>): void {
  for (const [i, inst] of instances.entries()) {
    const all = summarizeViews(inst.views).at(-1)!;
    const total = Object.values(inst.calls).reduce((a, b) => a + b, 0);
    const ticks = Object.entries(inst.syncTicks)
      .map(([outcome, n]) => `${outcome} ${n}`)
      .join(', ');
    console.log(
      `   instance ${'AB'[i]} (${inst.baseUrl}): ${inst.views.length} views, p50 ${ms(all.p50)}, p95 ${ms(all.p95)}, CPU ${inst.cpuSeconds.toFixed(1)} s; ` +
        `its own calls ${total}; its sync ticks: ${ticks || 'none'}`,
    );
  }
  const runs = instances.map((inst) => inst.syncTicks.completed ?? 0);
  console.log(
    `   directory sync runs completed: ${runs.join(' + ')} (${runs.filter((n) => n > 0).length === 1 ? 'one instance ran it: the lease held' : "see the consoles' logs"})`,
  );
}

const firstSync = (s: number | null) =>
  s === null
    ? 'was not seen complete during the run'
    : s < 1
      ? 'had completed when the console first answered /api/health'
      : `completed ${s.toFixed(0)} s after the console first answered`;

/**
 * The fresh scenario of one crowd: the whole run, then its first minute. Upstream calls per view are the
 * sandbox's counts over the part (background sync included) ÷ the part's views: the people's views overlap, and
 * the sandbox counts calls per operation, not per page, so they are not split by page kind.
 */
export function printFresh(run: FreshRun, seconds: number): void {
  const { result, people } = run;
  const mix = roleMix(people);
  console.log(
    `   fresh, ${people} people (${mix.admin} admin, ${mix.support} support, ${mix.coordinator} coordinator${mix.coordinator === 1 ? '' : 's'}), ${seconds} s ` +
      `(+${(result.wallSeconds - seconds).toFixed(1)} s for the views under way); ` +
      `the sync's first run ${firstSync(run.firstSyncSeconds)}; ` +
      `${run.callsBeforeBrowsing} upstream calls before the people began; load average ${result.loadAverage.toFixed(1)} on ${os.cpus().length} cores at the end`,
  );
  printPart('whole run', people, result.views, result.upstream);
  if (run.consoleCpuSeconds) {
    const cpu = run.consoleCpuSeconds.reduce((a, b) => a + b, 0);
    console.log(
      `   console CPU while the people browsed: ${cpu.toFixed(1)} s = ${((cpu * 1000) / Math.max(1, result.views.length)).toFixed(0)} ms a view ` +
        `(console_process_cpu_seconds_total${run.consoleCpuSeconds.length > 1 ? ', both instances' : ''}; the machine's other work barely moves it)` +
        (run.consoleGcSeconds
          ? `; of it garbage collection pauses ${((run.consoleGcSeconds.reduce((a, b) => a + b, 0) * 1000) / Math.max(1, result.views.length)).toFixed(1)} ms a view`
          : ''),
    );
  }
  console.log(`   ${clientCpu(result)}`);
  if (run.instances) printInstances(run.instances);
  if (run.peoplesCalls)
    console.log(
      `   calls made as a person (a view waited on each; request log, background work left out): ${formatPeoplesCalls(run.peoplesCalls)}`,
    );
  if (!result.split) {
    console.log(`   (the run lasted no more than ${FIRST_MINUTE_SECONDS} s: its first minute is the whole run)`);
    return;
  }
  printPart(
    `first minute (views started in the first ${FIRST_MINUTE_SECONDS} s; calls until then)`,
    people,
    firstMinuteViews(result),
    firstMinuteUpstream(result),
  );
  console.log(
    "   note: upstream calls per view are not split by page kind: the views of many people overlap and the sandbox counts per operation only (the crowd run's quiet phase measures each kind alone)",
  );
}
