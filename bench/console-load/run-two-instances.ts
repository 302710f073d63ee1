import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { sleep } from './browse';
import { startConsole, type RunningConsole } from './console-process';
import { createFreshDatabase } from './fresh-database';
import type { ConsoleLoadOptions } from './options';
import { crowdOf, everyone } from './people';
import { printCrowd } from './print-variant';
import { runScenario } from './run-scenario';
import { readUpstream, settledUpstream, standaloneSandbox } from './sandbox-stats';
import { signInPeople } from './sign-in-people';
import { readSiteTargets } from './site-targets';
import type { VariantResult } from './variant-result';
import { waitForDirectorySync } from './wait-for-directory-sync';

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** The standalone sandbox both consoles call (one API account, one set of rate windows), on `port`. */
async function startSandbox(port: number, dataFile: string, logFile: string) {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/sandbox/standalone.ts'], {
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_OPTIONS: '', SANDBOX_PORT: String(port), SANDBOX_DATA_FILE: dataFile },
  });
  closeSync(log);
  const root = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${root}/v1/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the sandbox did not start; see ${logFile}`);
    await sleep(250);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { root, stop };
}

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
    const sandbox = await startSandbox(
      options.port + 10,
      path.join(dir, 'sandbox.json'),
      path.join(dir, 'sandbox.log'),
    );
    running.push(sandbox);
    const [portA, portB] = [options.port, options.port + 1];
    const shared = {
      DATABASE_URL: databaseUrl,
      PARTNER_API_BASE_URL: `${sandbox.root}/v1`,
      PARTNER_API_KEY: sandboxDemoAccount.apiKey,
      PARTNER_API_SECRET: sandboxDemoAccount.apiSecret,
      AUTH_SECRET: 'bench-two-instances-auth-secret-0123456789abcdef',
      CONSOLE_URL: `http://127.0.0.1:${portA}`,
    };
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

    const result: VariantResult = {
      variant: 'read-model',
      instances: 2,
      database: 'postgres',
      quiet: [],
      crowds: [],
      greedy: null,
      fresh: [],
      upstreamTotal: idle,
    };
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
