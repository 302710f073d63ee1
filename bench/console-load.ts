import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './console-load/console-process';
import { readConsoleLoadOptions } from './console-load/options';
import { printComparison, printGoals } from './console-load/print-comparison';
import { FRESH_START_SECONDS, runFresh } from './console-load/run-fresh';
import { runTwoInstances } from './console-load/run-two-instances';
import { runVariant } from './console-load/run-variant';
import { addCounts, emptyResult, noCounts, variantLabel, type VariantResult } from './console-load/variant-result';

/**
 * Issue 15 "Pages stay fast when many people work at once": the production console on the embedded sandbox,
 * browsed by signed-in people over HTTP on 127.0.0.1 (each view timed to the end of its streamed body). Run
 * once as configured (the read model) and once with READ_MODEL=off (the baseline), each on a fresh DATA_DIR.
 * Prints upstream calls per view (cold/warm), p50/p95 per page kind for each crowd and the greedy-person case
 * (once the directory sync's first run has completed), the fresh start (a new console per crowd, browsed from
 * 30 s after it first answered), both runs side by side, and the goals (pass/miss). Options:
 * bench/console-load/options.ts; bench/README.md "console-load".
 */
export async function run(): Promise<void> {
  const options = readConsoleLoadOptions();
  const root = path.resolve('data/bench-console-load');
  mkdirSync(root, { recursive: true });
  const greedy = options.scenarios.includes('greedy') && options.instances === 1;
  const fresh = options.scenarios.includes('fresh');
  const warm = options.scenarios.some((s) => s === 'crowd' || s === 'greedy');
  console.log(
    `   people ${options.crowds.join(', ')}; scenarios ${options.scenarios.join(', ')}${greedy ? `; greedy: ${options.greedyOthers} + 1 opening ${options.greedyPages} student pages every ${options.greedyEverySeconds} s` : ''}; ` +
      `${options.seconds} s each${fresh ? ` (fresh: ${options.freshSeconds} s from ${FRESH_START_SECONDS} s after the console first answers)` : ''}, think ${options.thinkSeconds} s on average (0-2×), cool-down ${options.cooldownSeconds} s; ` +
      `database ${options.database === 'postgres' ? 'PostgreSQL (a fresh database per console)' : 'PGlite'}; runs: ` +
      (options.instances === 2
        ? 'the read model on two instances (crowds and fresh; no greedy scenario)'
        : options.variants.map(variantLabel).join(', ')),
  );
  ensureBuild(options.reuseBuild, path.join(root, 'build.log'));
  if (options.instances === 2) {
    const results: VariantResult[] = [];
    if (warm) {
      console.log(`\n== console-load: two instances on one PostgreSQL, one sandbox account`);
      results.push(await runTwoInstances(options, root));
    }
    if (fresh) {
      console.log(`\n== console-load: two instances on one PostgreSQL, one sandbox account, fresh start`);
      const { runs, upstream } = await runFresh('read-model', options, root);
      results.push({
        ...emptyResult('read-model', 'postgres', 2),
        fresh: runs,
        upstreamTotal: upstream.reduce(addCounts, noCounts()),
      });
    }
    printGoals(results);
    return;
  }
  const results: VariantResult[] = [];
  for (const variant of options.variants) {
    console.log(`\n== console-load: ${variantLabel(variant)}`);
    const result: VariantResult = warm
      ? await runVariant(variant, options, root)
      : emptyResult(variant, options.database);
    if (fresh) {
      console.log(`\n== console-load: ${variantLabel(variant)}, fresh start`);
      const { runs, upstream } = await runFresh(variant, options, root);
      result.fresh = runs;
      result.upstreamTotal = upstream.reduce(addCounts, result.upstreamTotal);
    }
    results.push(result);
  }
  const [rm, off] = [results.find((r) => r.variant === 'read-model'), results.find((r) => r.variant === 'baseline')];
  if (rm && off) printComparison(rm, off);
  printGoals(results);
}
