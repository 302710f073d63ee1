import 'server-only';
import type { OperationId } from '@/lib/partner-api/operations';
import type { PartnerApiError } from '@/server/partner';
import { logChunkWaiting } from './import-telemetry';
import { updateChunk, type ChunkSummary, type JobRecord } from './job-store';
import type { RunnerDeps } from './types';

/** After no answer or a failure on the API's side, a row is tried again this much later. */
const apiErrorRetrySeconds = 15;

/**
 * A row's call (one by one: registerStudent, updateStudent) failed without deciding the row: a 429, a pause (503),
 * no answer or a 5xx. The wait is stored on the chunk ("waiting until hh:mm") and the runner sleeps until then, to
 * try the row again. Null for an answer that decides the row (a refusal), which the caller records.
 */
export async function waitAfterFailure(
  deps: RunnerDeps,
  job: JobRecord,
  chunk: ChunkSummary,
  error: PartnerApiError,
  save: (values: Parameters<typeof updateChunk>[3]) => Promise<void>,
): Promise<{ kind: 'sleep'; ms: number } | null> {
  const after = (seconds: number) => deps.clock.now() + Math.max(1, seconds) * 1000;
  const wait =
    error.status === 429
      ? { reason: 'rate_limit' as const, untilMs: after(error.retryAfter ?? 60) }
      : error.status === 503
        ? { reason: 'paused' as const, untilMs: after(error.retryAfter ?? 30) }
        : error.status === 0 || error.status >= 500
          ? { reason: 'api_error' as const, untilMs: after(apiErrorRetrySeconds) }
          : null;
  if (!wait) return null;
  logChunkWaiting(job, chunk, wait.reason, wait.untilMs, error.requestId);
  await save({
    waitingReason: wait.reason,
    nextAttemptAt: new Date(wait.untilMs),
    requestId: error.requestId,
    failureMessage: error.message,
  });
  return { kind: 'sleep', ms: wait.untilMs - deps.clock.now() };
}

/**
 * Before the runner sends a chunk's call: the chunk's own wait (a 429, a pause, a retry), then the operation's
 * window as the client knows it, spent down to what the runner leaves to others (`share`: 1 for the import
 * creation window, which only the runner uses; 0.5 where people use the same window) or paused. The wait is
 * stored on the chunk ("waiting until hh:mm"); null when the call may go now.
 */
export async function waitBeforeCall(
  deps: RunnerDeps,
  job: JobRecord,
  chunk: ChunkSummary,
  operation: OperationId,
  share: number,
): Promise<{ kind: 'sleep'; ms: number } | null> {
  const now = deps.clock.now();
  if (chunk.nextAttemptAt && chunk.nextAttemptAt.getTime() > now)
    return { kind: 'sleep', ms: chunk.nextAttemptAt.getTime() - now };
  const until = await windowOpensAt(deps, operation, share, now);
  if (until === null) return null;
  await updateChunk(deps.db, job.id, chunk.index, { waitingReason: 'rate_limit', nextAttemptAt: new Date(until) });
  return { kind: 'sleep', ms: until - now };
}

/** When the window is spent (down to the part left to others) or paused: the epoch ms it opens again, else null. */
async function windowOpensAt(
  deps: RunnerDeps,
  operation: OperationId,
  share: number,
  now: number,
): Promise<number | null> {
  if (!deps.budgetState) return null;
  const state = (await deps.budgetState()).find((s) => s.operation === operation);
  if (!state) return null;
  if (state.pausedUntil !== null && state.pausedUntil > now) return state.pausedUntil;
  const floor = state.limit * (1 - share);
  if (state.remaining <= floor && state.windowEndsAt !== null && state.windowEndsAt > now) return state.windowEndsAt;
  return null;
}
