import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseSeedStudents } from '@/server/sandbox/seed-size';
import { seedSandboxDataFile } from '@/server/sandbox/seed-data-file';
import { sleep } from './browse';
import { startConsole } from './console-process';
import { createFreshDatabase, type FreshDatabase } from './fresh-database';
import { FIRST_MINUTE_SECONDS } from './fresh-figures';
import type { ConsoleLoadOptions, Variant } from './options';
import { crowdOf } from './people';
import { printFresh } from './print-fresh';
import { runScenario } from './run-scenario';
import { embeddedSandbox, readUpstream, type UpstreamCounts } from './sandbox-stats';
import { signInPeople } from './sign-in-people';
import { readSiteTargets } from './site-targets';
import { readSyncState } from './sync-state';
import type { FreshRun } from './variant-result';

/** The people start this long after the console first answered /api/health (not after any sync or warm-up). */
export const FRESH_START_SECONDS = 30;

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Polls /api/metrics every 2 s until the directory sync's first run has completed (or `until`): the seconds from
 * `since` to when it was first seen complete, or null.
 */
async function watchFirstSync(baseUrl: string, since: number, until: () => boolean): Promise<number | null> {
  while (!until()) {
    const state = await readSyncState(baseUrl).catch(() => null);
    if (state?.lastCompletedAt) return (state.lastCompletedAt - since) / 1000;
    await sleep(2000);
  }
  return null;
}

/**
 * The fresh scenario: for each crowd size, a brand-new console (a fresh DATA_DIR with a freshly seeded sandbox
 * file, and with --database=postgres a fresh database) whose people start browsing FRESH_START_SECONDS after it
 * first answered /api/health, whatever its directory sync has done by then. Answers each crowd's run and the
 * whole run's upstream counts (every fresh console's, from start to stop).
 */
export async function runFresh(
  variant: Variant,
  options: ConsoleLoadOptions,
  root: string,
): Promise<{ runs: FreshRun[]; upstream: UpstreamCounts[] }> {
  const runs: FreshRun[] = [];
  const upstream: UpstreamCounts[] = [];
  for (const [i, n] of options.crowds.entries()) {
    if (i > 0 && options.cooldownSeconds > 0) {
      // Each console has its own sandbox, so no rate window carries over; the pause lets the machine settle.
      console.log(`   (cool-down ${options.cooldownSeconds} s before the next fresh console)`);
      await sleep(options.cooldownSeconds * 1000);
    }
    const dataDir = path.join(root, `${variant}-fresh-${n}`);
    for (const leftover of [dataDir, `${dataDir}.lock`, `${dataDir}-console.log`])
      rmSync(leftover, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    let database: FreshDatabase | null = null;
    try {
      if (options.database === 'postgres')
        database = await createFreshDatabase(options.databaseUrl!, `${variant}_fresh_${n}`);
      const shared: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
      // The sandbox's file is seeded before the console starts (as the console would seed it on its first call),
      // so the bench knows the ids to open without waiting for the console or calling the API.
      await seedSandboxDataFile(path.join(dataDir, 'sandbox.json'), {
        students: parseSeedStudents(process.env.SANDBOX_SEED_STUDENTS),
      });
      const site = readSiteTargets(dataDir);
      let started = Date.now();
      const people = signInPeople({ dataDir, port: options.port, variant, people: crowdOf(n), shared });
      console.log(
        `\n   fresh console for ${n} people: created and signed in in ${seconds(started)} s (DATA_DIR ${path.relative(process.cwd(), dataDir)}${database ? `, database ${database.name}` : ''})`,
      );
      started = Date.now();
      const running = await startConsole({
        dataDir,
        port: options.port,
        variant,
        logFile: `${dataDir}-console.log`,
        shared,
      });
      const healthyAt = Date.now();
      let done = false;
      try {
        console.log(
          `   console answered /api/health ${seconds(started)} s after start; the people begin ${FRESH_START_SECONDS} s later`,
        );
        const firstSync = watchFirstSync(running.baseUrl, healthyAt, () => done);
        await sleep(Math.max(0, healthyAt + FRESH_START_SECONDS * 1000 - Date.now()));
        const source = embeddedSandbox(running.baseUrl);
        const before = await readUpstream(source);
        const sync = await readSyncState(running.baseUrl);
        console.log(
          `   the people begin: ${before.requests} upstream calls so far; directory sync ` +
            (sync.lastCompletedAt
              ? 'has completed its first run'
              : sync.running
                ? 'running its first run'
                : 'not started or not complete'),
        );
        const result = await runScenario(people, null, site, {
          baseUrls: [running.baseUrl],
          upstream: source,
          seconds: options.freshSeconds,
          thinkSeconds: options.thinkSeconds,
          viewTimeoutMs: options.viewTimeoutSeconds * 1000,
          greedyPages: options.greedyPages,
          greedyEverySeconds: options.greedyEverySeconds,
          splitAfterSeconds: FIRST_MINUTE_SECONDS,
        });
        done = true;
        const run: FreshRun = {
          people: n,
          result,
          firstSyncSeconds: await firstSync,
          callsBeforeBrowsing: before.requests,
        };
        printFresh(run, options.freshSeconds);
        runs.push(run);
        upstream.push(await readUpstream(source));
      } finally {
        done = true;
        started = Date.now();
        await running.stop();
        console.log(`   console stopped (SIGTERM) in ${seconds(started)} s`);
      }
    } finally {
      await database?.drop();
    }
  }
  return { runs, upstream };
}
