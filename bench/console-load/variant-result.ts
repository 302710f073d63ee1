import type { DatabaseKind, Variant } from './options';
import type { PeoplesCalls } from './peoples-calls';
import type { ScenarioResult } from './run-scenario';
import type { InstanceMetrics } from './sync-state';
import type { View } from './timed-view';
import type { UpstreamCounts } from './sandbox-stats';
import type { UpstreamPerView } from './upstream-per-view';

/** The fresh scenario of one crowd: a brand-new console, browsed from 30 s after it first answered. */
export interface FreshRun {
  people: number;
  result: ScenarioResult;
  /** Seconds from the console's first answer until the directory sync's first run completed; null: not seen. */
  firstSyncSeconds: number | null;
  /** Upstream calls from the start until the people began (the sync's). */
  callsBeforeBrowsing: number;
  /**
   * With two consoles: each one's people's views, its own Partner API calls and directory sync ticks from start
   * to stop (its /api/metrics: they say which instance ran the sync), and its CPU seconds while the people browsed.
   */
  instances?: Array<InstanceMetrics & { baseUrl: string; views: View[] }>;
  /** Each console's CPU seconds while the people browsed (console_process_cpu_seconds_total). */
  consoleCpuSeconds?: number[];
  /** Of it, each console's main-thread garbage collection pauses (console_nodejs_gc_duration_seconds). */
  consoleGcSeconds?: number[];
  /** On PostgreSQL: the calls made as a person during the run (page views waited on them), from the request log. */
  peoplesCalls?: PeoplesCalls[];
}

/** Everything one console run measured (the read model as configured, or the baseline with READ_MODEL=off). */
export interface VariantResult {
  variant: Variant;
  /** 2: two consoles on one PostgreSQL sharing one sandbox account (bench/console-load/run-two-instances.ts). */
  instances?: number;
  database: DatabaseKind;
  quiet: UpstreamPerView[];
  crowds: Array<{ people: number; result: ScenarioResult }>;
  greedy: { without: ScenarioResult; with: ScenarioResult } | null;
  /** The fresh scenario, one brand-new console per crowd size. */
  fresh: FreshRun[];
  /** Every upstream call of the runs, from start to stop (background sync included; the fresh consoles added). */
  upstreamTotal: UpstreamCounts;
}

export const variantLabel = (variant: Variant) =>
  variant === 'baseline' ? 'baseline (READ_MODEL=off)' : 'read model (READ_MODEL unset)';

export const resultLabel = (result: VariantResult) =>
  result.instances === 2
    ? 'read model, two instances on PostgreSQL'
    : `${variantLabel(result.variant)}${result.database === 'postgres' ? ', PostgreSQL' : ''}`;

/** The sum of two sets of counts. */
export function addCounts(a: UpstreamCounts, b: UpstreamCounts): UpstreamCounts {
  const byOperation = { ...a.byOperation };
  for (const [op, n] of Object.entries(b.byOperation)) byOperation[op] = (byOperation[op] ?? 0) + n;
  return {
    byOperation,
    requests: a.requests + b.requests,
    tooManyRequests: a.tooManyRequests + b.tooManyRequests,
  };
}

export const noCounts = (): UpstreamCounts => ({ byOperation: {}, requests: 0, tooManyRequests: 0 });

/** A run's result before anything is measured (two instances: always the read model on PostgreSQL). */
export const emptyResult = (variant: Variant, database: DatabaseKind, instances?: 2): VariantResult => ({
  variant,
  ...(instances ? { instances } : {}),
  database,
  quiet: [],
  crowds: [],
  greedy: null,
  fresh: [],
  upstreamTotal: noCounts(),
});
