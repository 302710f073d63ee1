import type { Variant } from './options';
import type { ScenarioResult } from './run-scenario';
import type { UpstreamCounts } from './sandbox-stats';
import type { UpstreamPerView } from './upstream-per-view';

/** Everything one console run measured (the read model as configured, or the baseline with READ_MODEL=off). */
export interface VariantResult {
  variant: Variant;
  /** 2: two consoles on one PostgreSQL sharing one sandbox account (bench/console-load/run-two-instances.ts). */
  instances?: number;
  quiet: UpstreamPerView[];
  crowds: Array<{ people: number; result: ScenarioResult }>;
  greedy: { without: ScenarioResult; with: ScenarioResult } | null;
  /** Every upstream call of the run, from start to stop (background sync included). */
  upstreamTotal: UpstreamCounts;
}

export const variantLabel = (variant: Variant) =>
  variant === 'baseline' ? 'baseline (READ_MODEL=off)' : 'read model (READ_MODEL unset)';

export const resultLabel = (result: VariantResult) =>
  result.instances === 2 ? 'read model, two instances on PostgreSQL' : variantLabel(result.variant);
