import 'server-only';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import type { ResultNote } from '@/lib/csv/export';
import { isPartnerApiError, type PartnerApiError } from '@/server/partner';
import { readChunkRows } from './job-rows';
import { updateChunk, type ChunkSummary, type JobRecord } from './job-store';
import { logChunkEnded } from './import-telemetry';
import type { RunnerDeps } from './types';
import { waitAfterFailure, waitBeforeCall } from './window-wait';
import type { StepResult } from './job-step';

type ChunkValues = Parameters<typeof updateChunk>[3];
type Row = Record<string, unknown>;

/** A row whose call was sent but whose answer was not stored (a crash, no answer, a 5xx). */
export const attempted = 'sending';

/** What a part worked through one row and one call at a time does with a row (single-step.ts, activation-step.ts). */
export interface RowByRow {
  /** The operation each row's call spends, and the part of its window this job may use. */
  operation: 'registerStudent' | 'updateStudent';
  share: number;
  /** Whether a row's result counts as done (the job's "N of M"). */
  isDone(result: ChunkRowResult): boolean;
  /** A row decided with no call (before waiting for the window), or null. */
  decideWithoutCall?(row: Row): Promise<ChunkRowResult | null>;
  /** A row marked `sending` (sent before, its answer lost): its result if it is found done, or null to send again. */
  recover?(row: Row): Promise<{ result: ChunkRowResult; requestId: string } | null>;
  /** The row as marked while its call is under way. */
  sending(row: Row): ChunkRowResult;
  /** The row's call and its result. */
  send(row: Row): Promise<{ result: ChunkRowResult; requestId: string }>;
  /** The API refused the row (`this`), or the account may no longer make the call and the row is not sent (`rest`). */
  refused(row: Row, error: PartnerApiError, which: 'this' | 'rest'): ChunkRowResult;
  /** The note of a row not sent because the job was cancelled. */
  cancelled: ResultNote;
  /** The part's failure in English, for logs: how many rows of all were not done. */
  notDone(count: number, total: number): string;
  /** Once every row is decided, before the part ends. */
  ended?(rows: readonly Row[], results: readonly ChunkRowResult[]): Promise<void>;
}

/**
 * One step of such a part: the next row's call, its outcome stored in the chunk's results before the next row, so
 * a restart goes on from there. Before each call the row is marked `sending`; a row found so marked after a restart
 * is first given to `recover` (has its call been done?) and sent again only if not. Cancelling stops between rows.
 * A 401 or 403 ends the part (the remaining rows are not sent); any other refusal is the row's, and the next goes on.
 */
export async function rowByRowStep(
  deps: RunnerDeps,
  job: JobRecord,
  chunk: ChunkSummary,
  kind: RowByRow,
): Promise<StepResult> {
  const { db, clock } = deps;
  const stored = await readChunkRows(db, job.id, chunk.index);
  if (!stored) return { kind: 'done' };
  const results: ChunkRowResult[] = Array.from(
    { length: stored.rows.length },
    (_, i) => stored.results?.[i] ?? { status: 'pending' },
  );
  const save = (values: ChunkValues = {}) =>
    updateChunk(db, job.id, chunk.index, { results, registered: results.filter(kind.isDone).length, ...values });
  const next = results.findIndex((r) => r.status === 'pending' || r.status === attempted);

  if (next === -1 || (job.cancelRequestedAt && results[next]?.status === 'pending')) {
    return endPart(deps, job, chunk, kind, stored.rows, results, save);
  }
  const row = stored.rows[next]!;
  const markRunning = async () => {
    if (chunk.status === 'queued' || chunk.status === 'sending')
      await updateChunk(db, job.id, chunk.index, { status: 'running', sentAt: chunk.sentAt ?? new Date(clock.now()) });
  };

  const decided = results[next]!.status === 'pending' ? await kind.decideWithoutCall?.(row) : null;
  if (decided) {
    await markRunning();
    results[next] = decided;
    await save();
    return { kind: 'again' };
  }
  const wait = await waitBeforeCall(deps, job, chunk, kind.operation, kind.share);
  if (wait) return wait;
  await markRunning();

  try {
    if (results[next]!.status === attempted) {
      const found = await kind.recover?.(row);
      if (found) {
        results[next] = found.result;
        await save({ waitingReason: null, nextAttemptAt: null, requestId: found.requestId });
        return { kind: 'again' };
      }
    }
    results[next] = kind.sending(row);
    await save();
    const answer = await kind.send(row);
    results[next] = answer.result;
    await save({ waitingReason: null, nextAttemptAt: null, requestId: answer.requestId });
    return { kind: 'again' };
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    // Nothing was decided: the row stays `sending` and is tried again (after `recover`).
    const retry = await waitAfterFailure(deps, job, chunk, error, save);
    if (retry) return retry;
    if (error.status === 401 || error.status === 403) {
      for (const [i, r] of results.entries())
        if (r.status === 'pending' || r.status === attempted)
          results[i] = kind.refused(stored.rows[i] ?? {}, error, i === next ? 'this' : 'rest');
      return endPart(deps, job, chunk, kind, stored.rows, results, save, {
        code: error.status === 403 ? 'forbidden' : error.code,
        message: error.message,
        requestId: error.requestId,
      });
    }
    // 400 (a rule of the row), 404, 409: this row is refused with the API's words, and the next goes on.
    results[next] = kind.refused(row, error, 'this');
    await save({ requestId: error.requestId, waitingReason: null, nextAttemptAt: null });
    return { kind: 'again' };
  }
}

/** Every row is decided (or the rest was cancelled): the part ends. */
async function endPart(
  deps: RunnerDeps,
  job: JobRecord,
  chunk: ChunkSummary,
  kind: RowByRow,
  rows: readonly Row[],
  results: ChunkRowResult[],
  save: (values: ChunkValues) => Promise<void>,
  failure?: { code: string; message: string; requestId: string },
): Promise<StepResult> {
  const cancelled = results.some((r) => r.status === 'pending');
  for (const [i, r] of results.entries())
    if (r.status === 'pending') results[i] = { ...r, status: 'cancelled', note: kind.cancelled };
  const done = results.filter(kind.isDone).length;
  const status = cancelled ? 'cancelled' : done === results.length ? 'succeeded' : 'failed';
  await kind.ended?.(rows, results);
  logChunkEnded(job, chunk, status, done, failure?.code ?? null, failure?.requestId);
  await save({
    status,
    failureCode: status === 'succeeded' ? null : (failure?.code ?? (cancelled ? 'cancelled' : 'rows_rejected')),
    failureMessage:
      status === 'succeeded' ? null : (failure?.message ?? kind.notDone(results.length - done, results.length)),
    ...(failure ? { requestId: failure.requestId } : {}),
    finishedAt: new Date(deps.clock.now()),
    waitingReason: null,
    nextAttemptAt: null,
  });
  return { kind: 'again' };
}
