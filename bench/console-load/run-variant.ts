import { rmSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './browse';
import { startConsole } from './console-process';
import { createFreshDatabase, type FreshDatabase } from './fresh-database';
import type { ConsoleLoadOptions, Variant } from './options';
import { crowdOf, everyone, greedyPerson, type Person, type SignedInPerson } from './people';
import { printCrowd, printGreedy, printQuiet } from './print-variant';
import { runScenario, type ScenarioSettings } from './run-scenario';
import { embeddedSandbox, readUpstream, settledUpstream } from './sandbox-stats';
import { waitForSyncQuiet } from './sync-state';
import { signInPeople } from './sign-in-people';
import { readSiteTargets } from './site-targets';
import { measureUpstreamPerView } from './upstream-per-view';
import { noCounts, type VariantResult } from './variant-result';
import { waitForDirectorySync } from './wait-for-directory-sync';

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * One console run on a fresh DATA_DIR (and, with --database=postgres, a fresh database): people created and
 * signed in (console stopped), the console started, the directory sync's first complete run awaited (every
 * card and student record is then in the read model), the quiet phase, then the crowd and greedy scenarios
 * with a cool-down between; the console stopped with SIGTERM at the end, whatever happened (and the database
 * dropped).
 */
export async function runVariant(variant: Variant, options: ConsoleLoadOptions, root: string): Promise<VariantResult> {
  const dataDir = path.join(root, variant);
  const logFile = `${dataDir}-console.log`;
  for (const leftover of [dataDir, `${dataDir}.lock`, `${dataDir}-console.log`])
    rmSync(leftover, { recursive: true, force: true });
  const greedyWanted = options.scenarios.includes('greedy');
  const crowds = options.scenarios.includes('crowd') ? options.crowds : [];
  let database: FreshDatabase | null = null;
  try {
    if (options.database === 'postgres') database = await createFreshDatabase(options.databaseUrl!, variant);
    return await runOn(database, dataDir, logFile, variant, options, crowds, greedyWanted);
  } finally {
    await database?.drop();
  }
}

async function runOn(
  database: FreshDatabase | null,
  dataDir: string,
  logFile: string,
  variant: Variant,
  options: ConsoleLoadOptions,
  crowds: number[],
  greedyWanted: boolean,
): Promise<VariantResult> {
  const shared: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
  let started = Date.now();
  const signedIn = signInPeople({
    dataDir,
    port: options.port,
    variant,
    people: everyone([...crowds, ...(greedyWanted ? [options.greedyOthers] : [])], greedyWanted),
    shared,
  });
  console.log(
    `   ${signedIn.length} people created and signed in in ${seconds(started)} s (console stopped; DATA_DIR ${path.relative(process.cwd(), dataDir)}${database ? `, database ${database.name}` : ''})`,
  );
  const session = (p: Person): SignedInPerson => signedIn.find((s) => s.email === p.email)!;
  const admin = signedIn.find((p) => p.role === 'admin')!;

  started = Date.now();
  const running = await startConsole({
    dataDir,
    port: options.port,
    variant,
    logFile,
    shared,
  });
  try {
    console.log(
      `   console ready on ${running.baseUrl} in ${seconds(started)} s (its output: ${path.relative(process.cwd(), `${dataDir}-console.log`)})`,
    );
    started = Date.now();
    await waitForDirectorySync(running.baseUrl);
    const syncQuiet = await waitForSyncQuiet(running.baseUrl);
    const idle = await settledUpstream(embeddedSandbox(running.baseUrl), 3000, 120_000);
    console.log(
      `   directory sync complete and upstream idle after ${seconds(started)} s (${idle.requests} calls so far${idle.settled ? '' : '; still calling after 120 s'}${syncQuiet ? '' : '; the sync still starting runs after 120 s'})`,
    );
    const site = readSiteTargets(dataDir);

    const quiet =
      options.quietSamples > 0
        ? await measureUpstreamPerView(
            running.baseUrl,
            admin,
            site,
            options.quietSamples,
            options.viewTimeoutSeconds * 1000,
          )
        : [];
    if (quiet.length) printQuiet(quiet);

    const settings: ScenarioSettings = {
      baseUrls: [running.baseUrl],
      upstream: embeddedSandbox(running.baseUrl),
      seconds: options.seconds,
      thinkSeconds: options.thinkSeconds,
      viewTimeoutMs: options.viewTimeoutSeconds * 1000,
      greedyPages: options.greedyPages,
      greedyEverySeconds: options.greedyEverySeconds,
    };
    const cooldown = async (next: string) => {
      if (options.cooldownSeconds === 0) return;
      console.log(
        `   (cool-down ${options.cooldownSeconds} s before ${next}, so that the API's 60 s rate windows start afresh)`,
      );
      await sleep(options.cooldownSeconds * 1000);
    };
    const result: VariantResult = {
      variant,
      database: options.database,
      quiet,
      crowds: [],
      greedy: null,
      fresh: [],
      upstreamTotal: noCounts(),
    };
    for (const n of crowds) {
      await cooldown(`${n} people`);
      const scenario = await runScenario(crowdOf(n).map(session), null, site, settings);
      printCrowd(n, scenario, options.seconds);
      result.crowds.push({ people: n, result: scenario });
    }
    if (greedyWanted) {
      const others = crowdOf(options.greedyOthers).map(session);
      await cooldown(`the greedy case: ${others.length} people alone`);
      const without = await runScenario(others, null, site, settings);
      await cooldown(`the greedy case: the same ${others.length} with the greedy person`);
      const withGreedy = await runScenario(others, session(greedyPerson()), site, settings);
      printGreedy(without, withGreedy, options.seconds);
      result.greedy = { without, with: withGreedy };
    }
    result.upstreamTotal = await readUpstream(embeddedSandbox(running.baseUrl));
    console.log(
      `   whole run: ${result.upstreamTotal.requests} upstream calls, ${result.upstreamTotal.tooManyRequests} × 429`,
    );
    return result;
  } finally {
    started = Date.now();
    await running.stop();
    console.log(`   console stopped (SIGTERM) in ${seconds(started)} s`);
  }
}
