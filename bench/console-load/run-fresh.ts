import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseSeedStudents } from '@/server/sandbox/seed-size';
import { seedSandboxDataFile } from '@/server/sandbox/seed-data-file';
import { sleep } from './browse';
import { startInstances } from './console-process';
import { createFreshDatabase, type FreshDatabase } from './fresh-database';
import { FIRST_MINUTE_SECONDS } from './fresh-figures';
import type { ConsoleLoadOptions, Variant } from './options';
import { crowdOf, type SignedInPerson } from './people';
import { readPeoplesCalls } from './peoples-calls';
import { printFresh } from './print-fresh';
import { runScenario } from './run-scenario';
import {
  embeddedSandbox,
  readUpstream,
  standaloneSandbox,
  type UpstreamCounts,
  type UpstreamSource,
} from './sandbox-stats';
import { signInPeople } from './sign-in-people';
import { readSiteTargets, type SiteTargets } from './site-targets';
import { sharedConsoleEnv, startStandaloneSandbox } from './standalone-sandbox';
import { readInstanceMetrics, readSyncState } from './sync-state';
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

/** The fresh consoles of one crowd, running: where people browse, where the API's calls are counted. */
interface FreshConsoles {
  baseUrls: string[];
  upstream: UpstreamSource;
  people: SignedInPerson[];
  site: SiteTargets;
  /** When the last console first answered /api/health. */
  healthyAt: number;
  stop(): Promise<void>;
}

/**
 * One console on its embedded sandbox (seeded before it starts), on PGlite in dataDir or on `database`; or, with
 * --instances=2, two consoles on `database` (always PostgreSQL) calling one standalone sandbox, as behind a load
 * balancer: each person keeps to one of them (runScenario: person i on baseUrls[i % 2]).
 */
async function startFreshConsoles(
  n: number,
  variant: Variant,
  options: ConsoleLoadOptions,
  dataDir: string,
  database: FreshDatabase | null,
): Promise<FreshConsoles> {
  // The sandbox's file is seeded before the console starts (as the console would seed it on its first call),
  // so the bench knows the ids to open without waiting for the console or calling the API.
  const sandboxFile = path.join(dataDir, 'sandbox.json');
  await seedSandboxDataFile(sandboxFile, { students: parseSeedStudents(process.env.SANDBOX_SEED_STUDENTS) });
  const site = readSiteTargets(dataDir);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    let shared: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    let upstream: UpstreamSource | null = null;
    if (options.instances === 2) {
      const sandbox = await startStandaloneSandbox(options.port + 10, sandboxFile, `${dataDir}-sandbox.log`);
      stops.push(sandbox.stop);
      shared = sharedConsoleEnv(database!.url, sandbox.root, options.port);
      upstream = standaloneSandbox(sandbox.root);
    }
    let started = Date.now();
    const people = signInPeople({
      dataDir: options.instances === 2 ? path.join(dataDir, 'setup') : dataDir,
      port: options.port,
      variant,
      people: crowdOf(n),
      shared,
    });
    console.log(
      `\n   fresh console${options.instances === 2 ? 's' : ''} for ${n} people: created and signed in in ${seconds(started)} s (DATA_DIR ${path.relative(process.cwd(), dataDir)}${database ? `, database ${database.name}` : ''})`,
    );
    started = Date.now();
    const baseUrls = await startInstances(
      { dataDir, port: options.port, variant, instances: options.instances, shared },
      stops,
    );
    return {
      baseUrls,
      upstream: upstream ?? embeddedSandbox(baseUrls[0]!),
      people,
      site,
      healthyAt: Date.now(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The fresh scenario: for each crowd size, a brand-new console (a fresh DATA_DIR with a freshly seeded sandbox
 * file, and with --database=postgres a fresh database; with --instances=2 two consoles on one fresh database and
 * one standalone sandbox) whose people start browsing FRESH_START_SECONDS after it first answered /api/health,
 * whatever its directory sync has done by then. Answers each crowd's run and the whole run's upstream counts
 * (every fresh console's, from start to stop).
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
    const dataDir = path.join(root, `${variant}-fresh-${n}${options.instances === 2 ? '-two' : ''}`);
    for (const leftover of [dataDir, `${dataDir}.lock`]) rmSync(leftover, { recursive: true, force: true });
    for (const log of readdirSync(root).filter((f) => f.startsWith(`${path.basename(dataDir)}-`) && f.endsWith('.log')))
      rmSync(path.join(root, log), { force: true });
    mkdirSync(dataDir, { recursive: true });
    let database: FreshDatabase | null = null;
    try {
      if (options.database === 'postgres')
        database = await createFreshDatabase(
          options.databaseUrl!,
          `${variant}_fresh_${n}${options.instances === 2 ? '_two' : ''}`,
        );
      const consoles = await startFreshConsoles(n, variant, options, dataDir, database);
      const { baseUrls, healthyAt } = consoles;
      let done = false;
      let started = Date.now();
      let run: FreshRun;
      try {
        console.log(
          `   ${baseUrls.length === 2 ? `consoles ${baseUrls.join(' and ')} answered` : 'console answered'} /api/health; the people begin ${FRESH_START_SECONDS} s later`,
        );
        const firstSync = watchFirstSync(baseUrls[0]!, healthyAt, () => done);
        await sleep(Math.max(0, healthyAt + FRESH_START_SECONDS * 1000 - Date.now()));
        const before = await readUpstream(consoles.upstream);
        const metricsBefore = await Promise.all(baseUrls.map(readInstanceMetrics));
        const cpuBefore = metricsBefore.map((m) => m.cpuSeconds);
        const sync = await readSyncState(baseUrls[0]!);
        console.log(
          `   the people begin: ${before.requests} upstream calls so far; directory sync ` +
            (sync.lastCompletedAt
              ? 'has completed its first run'
              : sync.running
                ? 'running its first run'
                : 'not started or not complete'),
        );
        const result = await runScenario(consoles.people, null, consoles.site, {
          baseUrls,
          upstream: consoles.upstream,
          seconds: options.freshSeconds,
          thinkSeconds: options.thinkSeconds,
          viewTimeoutMs: options.viewTimeoutSeconds * 1000,
          greedyPages: options.greedyPages,
          greedyEverySeconds: options.greedyEverySeconds,
          splitAfterSeconds: FIRST_MINUTE_SECONDS,
        });
        done = true;
        const instanceOf = new Map(result.people.map((p, at) => [p.email, at % baseUrls.length]));
        const after = await Promise.all(baseUrls.map(readInstanceMetrics));
        run = {
          people: n,
          result,
          firstSyncSeconds: await firstSync,
          callsBeforeBrowsing: before.requests,
          consoleCpuSeconds: after.map((m, at) => m.cpuSeconds - cpuBefore[at]!),
          consoleGcSeconds: after.map((m, at) => m.gcSeconds - metricsBefore[at]!.gcSeconds),
          instances:
            baseUrls.length === 2
              ? after.map((metrics, at) => ({
                  ...metrics,
                  baseUrl: baseUrls[at]!,
                  views: result.views.filter((v) => instanceOf.get(v.by) === at),
                  cpuSeconds: metrics.cpuSeconds - cpuBefore[at]!,
                }))
              : undefined,
        };
        upstream.push(await readUpstream(consoles.upstream));
      } finally {
        done = true;
        started = Date.now();
        await consoles.stop();
        console.log(`   console${baseUrls.length === 2 ? 's' : ''} stopped (SIGTERM) in ${seconds(started)} s`);
      }
      // The request log is written in the background: read once the consoles have stopped (and flushed it).
      if (database)
        run.peoplesCalls = await readPeoplesCalls(database.url, run.result.startedAt, FIRST_MINUTE_SECONDS).catch(
          () => undefined,
        );
      printFresh(run, options.freshSeconds);
      runs.push(run);
    } finally {
      await database?.drop();
    }
  }
  return { runs, upstream };
}
