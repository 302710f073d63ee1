import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { runAsActor, withCallPolicy } from '@/server/partner';
import { claimJob, releaseLease, renewLease } from './lease';
import { finishJob } from './finish-job';
import { getJob, listChunkSummaries, setJobStatus } from './job-store';
import { stepJob } from './job-step';
import type { RunnerDeps } from './types';

const maxSleepMs = 5_000;
const log = componentLogger('imports');

export interface ImportRunner {
  start(): void;
  /** Stops after the current step; the lease is given back so another runner may continue at once. */
  stop(): Promise<void>;
  /** A job was queued: look now rather than at the next idle tick. */
  wake(): void;
  readonly running: boolean;
}

/**
 * The background worker of CSV imports (docs/architecture.md): claims the oldest unfinished job through its lease,
 * renews the lease while it works, and steps the job until every chunk has ended. Every step's outcome
 * is in the database, so stopping at any point (a restart, a crash) loses nothing.
 */
export function createImportRunner(deps: RunnerDeps): ImportRunner {
  let stopped = true;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const step = Math.max(0, Math.min(ms, 1_000));
      wakeUp = resolve;
      void deps.clock.sleep(step).then(resolve);
    }).finally(() => (wakeUp = null));

  let woken = false;
  /** Sleeps up to `ms`, waking early on stop() or wake(). */
  async function rest(ms: number) {
    woken = false;
    const end = deps.clock.now() + ms;
    while (!stopped && !woken && deps.clock.now() < end) await nap(end - deps.clock.now());
  }

  async function runJob(jobId: string) {
    let lost = false;
    const renew = setInterval(
      () => {
        renewLease(deps.db, jobId, deps.owner, deps.clock.now(), deps.leaseMs)
          .then((held) => (lost ||= !held))
          .catch(() => {});
      },
      Math.max(50, Math.floor(deps.leaseMs / 3)),
    );
    try {
      const first = await getJob(deps.db, jobId);
      if (!first) return;
      if (first.status === 'queued')
        await setJobStatus(deps.db, jobId, 'running', { startedAt: first.startedAt ?? new Date(deps.clock.now()) });
      // The job's user is named in the request log, but the runner is background work: people go first.
      await runAsActor({ id: first.userId, email: first.userEmail }, () =>
        withCallPolicy({ priority: 'background' }, async () => {
          while (!stopped && !lost) {
            const job = await getJob(deps.db, jobId);
            if (!job) return;
            const chunks = await listChunkSummaries(deps.db, jobId);
            const next = await stepJob(deps, job, chunks);
            if (next.kind === 'done') {
              await finishJob(deps.db, job, await listChunkSummaries(deps.db, jobId), deps.clock.now());
              return;
            }
            // Long waits (a rate window, a pause) are taken in short steps, so that a cancel made on
            // another instance is seen within seconds.
            if (next.kind === 'sleep') await rest(Math.min(next.ms, maxSleepMs));
          }
        }),
      );
    } finally {
      clearInterval(renew);
      await releaseLease(deps.db, jobId, deps.owner).catch(() => {});
    }
  }

  async function run() {
    while (!stopped) {
      try {
        const jobId = await claimJob(deps.db, deps.owner, deps.clock.now(), deps.leaseMs);
        if (jobId) {
          await runJob(jobId);
          continue;
        }
      } catch (error) {
        log.error({ err: error }, 'import runner step failed');
      }
      await rest(deps.idleMs);
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      loop = run();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
      loop = null;
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    get running() {
      return !stopped;
    },
  };
}
