import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './browse';
import { startConsole, type RunningConsole } from './console-process';
import { createFreshDatabase } from './fresh-database';
import type { ConsoleLoadOptions } from './options';
import { crowdOf, everyone } from './people';
import { printCrowd } from './print-variant';
import { runScenario } from './run-scenario';
import { readUpstream, settledUpstream, standaloneSandbox } from './sandbox-stats';
import { sharedConsoleEnv, startStandaloneSandbox } from './standalone-sandbox';
import { signInPeople } from './sign-in-people';
import { readSiteTargets } from './site-targets';
import { emptyResult, type VariantResult } from './variant-result';
import { waitForDirectorySync } from './wait-for-directory-sync';

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Two consoles on one PostgreSQL (a fresh database under --database-url) and one standalone sandbox: the same
 * people, each browsing one of the two in turn, so the API's one account and its 100-a-minute windows are
 * shared across processes. Measures each crowd once the directory sync's first run has completed (no quiet
 * phase: per-view calls are the one-instance run's) and the whole run's 429s; everything is stopped and the
 * database dropped at the end.
 */
export async function runTwoInstances(options: ConsoleLoadOptions, root: string): Promise<VariantResult> {
  const dir = path.join(root, 'two-instances');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await createFreshDatabase(options.databaseUrl!, 'two');
  const [dbName, databaseUrl] = [database.name, database.url];
  const running: Array<{ stop(): Promise<void> }> = [];
  try {
    const sandbox = await startStandaloneSandbox(
      options.port + 10,
      path.join(dir, 'sandbox.json'),
      path.join(dir, 'sandbox.log'),
    );
    running.push(sandbox);
    const [portA, portB] = [options.port, options.port + 1];
    const shared = sharedConsoleEnv(databaseUrl, sandbox.root, portA);
    let started = Date.now();
    const crowds = options.crowds;
    const signedIn = signInPeople({
      dataDir: path.join(dir, 'setup'),
      port: portA,
      variant: 'read-model',
      people: everyone(crowds, false),
      shared,
    });
    console.log(`   ${signedIn.length} people created and signed in in ${seconds(started)} s (database ${dbName})`);

    started = Date.now();
    const consoles: RunningConsole[] = [];
    const logs = ['a', 'b'].map((name) => path.join(dir, `console-${name}.log`));
    for (const [i, port] of [portA, portB].entries()) {
      const instance = await startConsole({
        dataDir: path.join(dir, `console-${i ? 'b' : 'a'}`),
        port,
        variant: 'read-model',
        logFile: logs[i]!,
        shared,
      });
      consoles.push(instance);
      running.unshift(instance);
    }
    const baseUrls = consoles.map((c) => c.baseUrl);
    console.log(
      `   consoles ready on ${baseUrls.join(' and ')} in ${seconds(started)} s, one sandbox on ${sandbox.root}`,
    );
    started = Date.now();
    await waitForDirectorySync(baseUrls[0]!);
    const upstream = standaloneSandbox(sandbox.root);
    const idle = await settledUpstream(upstream, 3000, 120_000);
    console.log(
      `   directory sync complete and upstream idle after ${seconds(started)} s (${idle.requests} calls so far)`,
    );
    // The crowds start at once: the sync's later runs (every DIRECTORY_SYNC_INTERVAL_SECONDS) share the budget with them.
    console.log('   the crowds start now; later sync runs share the budget with them');
    const site = readSiteTargets(dir);
    const session = (email: string) => signedIn.find((s) => s.email === email)!;

    const result: VariantResult = { ...emptyResult('read-model', 'postgres', 2), upstreamTotal: idle };
    for (const n of crowds) {
      if (options.cooldownSeconds > 0) {
        console.log(`   (cool-down ${options.cooldownSeconds} s before ${n} people)`);
        await sleep(options.cooldownSeconds * 1000);
      }
      const scenario = await runScenario(
        crowdOf(n).map((p) => session(p.email)),
        null,
        site,
        {
          baseUrls,
          upstream,
          seconds: options.seconds,
          thinkSeconds: options.thinkSeconds,
          viewTimeoutMs: options.viewTimeoutSeconds * 1000,
          greedyPages: options.greedyPages,
          greedyEverySeconds: options.greedyEverySeconds,
        },
      );
      printCrowd(n, scenario, options.seconds);
      result.crowds.push({ people: n, result: scenario });
    }
    result.upstreamTotal = await readUpstream(upstream);
    console.log(
      `   whole run, both instances: ${result.upstreamTotal.requests} upstream calls, ${result.upstreamTotal.tooManyRequests} × 429`,
    );
    return result;
  } finally {
    for (const r of running) await r.stop();
    await database.drop();
  }
}
