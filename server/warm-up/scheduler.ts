import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { getDb } from '@/server/db/client';
import { readSyncState } from '@/server/directory/sync-state';
import { errorSummary } from '@/server/db/safe-values';
import { isPartnerApiError, withCallPolicy } from '@/server/partner';
import { listOrganizations } from '@/server/reference/organizations';
import { getReadModel } from '@/server/read-model';
import { currentReadModelConfig } from '@/server/read-model/freshness';
import { claimWarmUpLease, type WarmUpLease } from './lease';
import { runWarmUpPass, type WarmUpReport } from './pass';

/** A new pass looks for students without copies (new, imported, or changed by a write) this often. */
const passEveryMs = 60_000;
const log = componentLogger('read-model');

const holder = globalThis as typeof globalThis & {
  __warmUp?: {
    first: ReturnType<typeof setTimeout> | null;
    timer: ReturnType<typeof setInterval> | null;
    running: Promise<void> | null;
    stopping: boolean;
    passes: number;
  };
};
const state = () => (holder.__warmUp ??= { first: null, timer: null, running: null, stopping: false, passes: 0 });

const describe = (error: unknown) =>
  isPartnerApiError(error) ? `${error.status} ${error.code} (request ${error.requestId})` : errorSummary(error);

function summary(report: WarmUpReport, seconds: number): string {
  const failed = report.failed ? `; ${report.failed} could not be read` : '';
  const end =
    report.cutShort === 'stopping'
      ? 'stopped for shutdown'
      : report.cutShort === 'failing'
        ? 'ended early: the API is not answering'
        : report.cutShort === 'lease-lost'
          ? 'another console instance took the warm-up over'
          : 'every student page now has its copies';
  return `[read-model] warm-up pass: read ${report.read} copies for ${report.students} students in ${seconds.toFixed(1)} s${failed}; ${end}`;
}

/** Runs one pass now unless one is running in this process. */
export function kickWarmUp(): Promise<void> {
  const s = state();
  if (s.running) return s.running;
  s.running = startPass(s).finally(() => (s.running = null));
  return s.running;
}

async function startPass(s: ReturnType<typeof state>): Promise<void> {
  // The pass walks the directory: until the directory's first sync has completed there is nothing to walk.
  // With several instances on one database, one of them walks it at a time (the warm-up's lease).
  let lease: WarmUpLease | null;
  try {
    const db = await getDb();
    if (!(await readSyncState(db)).lastCompletedAt) return;
    lease = await claimWarmUpLease(db);
  } catch (error) {
    log.warn({ err: error }, "warm-up could not read the directory's state");
    return;
  }
  if (!lease) return;
  const started = Date.now();
  let firstError: string | null = null;
  if (s.passes === 0) log.info('warm-up: first pass started');
  return withCallPolicy({ priority: 'background', share: currentReadModelConfig().backgroundShare }, async () =>
    runWarmUpPass({
      db: await getDb(),
      reader: getReadModel(),
      organizations: await listOrganizations(),
      stopping: () => s.stopping,
      keepLease: lease.keep,
      onError: (error) => void (firstError ??= describe(error)),
    }),
  )
    .then((report) => {
      s.passes += 1;
      // The first pass always says how it went; later ones only when they read something.
      if (s.passes === 1 || report.students > 0)
        log.info({ ...report, seconds: (Date.now() - started) / 1000 }, summary(report, (Date.now() - started) / 1000));
      if (firstError) log.warn({ firstError }, 'warm-up: first failure of the pass');
    })
    .catch((error: unknown) => log.warn({ err: error }, 'warm-up pass failed'))
    .finally(() => lease.release().catch(() => undefined));
}

/**
 * Starts reading ahead (start-up hook) READ_MODEL_WARM_UP_DELAY_SECONDS after start, then a pass every minute:
 * each pass reads only copies that are missing, so a warm console spends nothing.
 */
export function startWarmUp(): void {
  const { warmUp } = currentReadModelConfig();
  const s = state();
  if (!warmUp.enabled) {
    log.info('warm-up of stored copies off (READ_MODEL_WARM_UP=off or READ_MODEL=off)');
    return;
  }
  if (s.first || s.timer) return;
  s.stopping = false;
  s.first = setTimeout(() => {
    s.first = null;
    void kickWarmUp();
    s.timer = setInterval(() => void kickWarmUp(), passEveryMs);
    s.timer.unref();
  }, warmUp.delaySeconds * 1000);
  s.first.unref();
}

/** Stops reading ahead (server shutdown): no new pass, and the pass under way ends after the student in hand. */
export async function stopWarmUp(): Promise<void> {
  const s = state();
  s.stopping = true;
  if (s.first) clearTimeout(s.first);
  if (s.timer) clearInterval(s.timer);
  s.first = s.timer = null;
  await s.running;
}
