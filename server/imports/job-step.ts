import 'server-only';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { isPartnerApiError } from '@/server/partner';
import { collectRowResults, readImportState } from './chunk-follower';
import { sendChunk } from './chunk-sender';
import { learnImportedStudents } from './directory-learn';
import { readChunkRows } from './job-rows';
import { cancelQueuedChunks, updateChunk, type ChunkSummary, type JobRecord } from './job-store';
import type { RunnerDeps } from './types';

/** Part of each rate window the runner's reads may use, leaving the rest to people (server/partner `share`). */
export const backgroundShare = 0.5;

/** What the runner does next after one step. */
export type StepResult = { kind: 'again' } | { kind: 'sleep'; ms: number } | { kind: 'done' };

const endedApiStatuses = new Set(['succeeded', 'failed', 'cancelled']);
export const finishedChunkStatuses = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * One step of a job: the first unfinished chunk is sent, waited for, or read; chunks go one after
 * another. Everything it learns is written to the database before it returns, so a new runner after a
 * restart continues from there (a chunk in `sending` is sent again: the API answers the same import).
 */
export async function stepJob(deps: RunnerDeps, job: JobRecord, chunks: ChunkSummary[]): Promise<StepResult> {
  const { db, api, clock } = deps;
  const chunk = chunks.find((c) => !finishedChunkStatuses.has(c.status));
  if (!chunk) return { kind: 'done' };
  const now = clock.now();

  if (chunk.status === 'queued' || chunk.status === 'sending') {
    if (job.cancelRequestedAt) {
      await cancelQueuedChunks(db, job.id);
      if (chunk.status === 'sending') await updateChunk(db, job.id, chunk.index, { status: 'queued' });
      return { kind: 'again' };
    }
    if (chunk.nextAttemptAt && chunk.nextAttemptAt.getTime() > now) return { kind: 'sleep', ms: chunk.nextAttemptAt.getTime() - now };
    const budgetWait = await creationWindowWait(deps, now);
    if (budgetWait !== null) {
      await updateChunk(db, job.id, chunk.index, { waitingReason: 'rate_limit', nextAttemptAt: new Date(budgetWait) });
      return { kind: 'sleep', ms: budgetWait - now };
    }
    const stored = await readChunkRows(db, job.id, chunk.index);
    if (!stored) return { kind: 'done' };
    await updateChunk(db, job.id, chunk.index, { status: 'sending', attempts: chunk.attempts + 1 });
    const outcome = await sendChunk(
      api,
      { jobId: job.id, index: chunk.index, rows: stored.rows, fileRows: stored.fileRows, mapping: job.mapping as ColumnMapping, headers: job.headers },
      clock.now(),
      chunk.attempts,
    );
    const at = new Date(clock.now());
    if (outcome.kind === 'sent') {
      await updateChunk(db, job.id, chunk.index, { status: 'sent', apiImportId: outcome.importId, requestId: outcome.requestId, sentAt: at, waitingReason: null, nextAttemptAt: null });
      return { kind: 'again' };
    }
    if (outcome.kind === 'wait') {
      await updateChunk(db, job.id, chunk.index, {
        status: 'queued',
        waitingReason: outcome.reason,
        nextAttemptAt: new Date(outcome.untilMs),
        requestId: outcome.requestId,
        failureMessage: outcome.message,
      });
      return { kind: 'sleep', ms: outcome.untilMs - clock.now() };
    }
    const code = outcome.kind === 'rejected' ? 'rows_rejected' : outcome.code;
    await updateChunk(db, job.id, chunk.index, {
      status: 'failed',
      failureCode: code,
      failureMessage: outcome.message,
      requestId: outcome.requestId,
      results: outcome.kind === 'rejected' ? outcome.results : null,
      finishedAt: at,
      waitingReason: null,
      nextAttemptAt: null,
    });
    return { kind: 'again' };
  }

  // sent or running: follow the API's import until it ends.
  if (!chunk.apiImportId) {
    await updateChunk(db, job.id, chunk.index, { status: 'queued' });
    return { kind: 'again' };
  }
  try {
    const state = await readImportState(api, chunk.apiImportId, backgroundShare);
    if (!endedApiStatuses.has(state.status)) {
      if (state.status === 'running' && chunk.status !== 'running') await updateChunk(db, job.id, chunk.index, { status: 'running', waitingReason: null, nextAttemptAt: null });
      return { kind: 'sleep', ms: deps.pollMs };
    }
    const { results, students } = await collectRowResults(api, chunk.apiImportId, chunk.size, backgroundShare);
    await learnImportedStudents(db, students, new Date(clock.now()));
    await updateChunk(db, job.id, chunk.index, {
      status: state.status as 'succeeded' | 'failed' | 'cancelled',
      registered: state.registered,
      failureCode: state.failure?.code ?? null,
      failureMessage: state.failure?.message ?? null,
      results,
      finishedAt: new Date(clock.now()),
      waitingReason: null,
      nextAttemptAt: null,
    });
    return { kind: 'again' };
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    if (error.status === 404) {
      await updateChunk(db, job.id, chunk.index, { status: 'failed', failureCode: 'internal_error', failureMessage: 'The API no longer knows this import.', requestId: error.requestId, finishedAt: new Date(clock.now()) });
      return { kind: 'again' };
    }
    await updateChunk(db, job.id, chunk.index, { waitingReason: 'api_error', failureMessage: error.message, requestId: error.requestId });
    return { kind: 'sleep', ms: Math.max(deps.pollMs, 5_000) };
  }
}

/** When the creation window (10 an hour, spec §8) is spent or paused: the epoch ms it opens again, else null. */
async function creationWindowWait(deps: RunnerDeps, now: number): Promise<number | null> {
  if (!deps.budgetState) return null;
  const state = (await deps.budgetState()).find((s) => s.operation === 'createStudentImport');
  if (!state) return null;
  if (state.pausedUntil !== null && state.pausedUntil > now) return state.pausedUntil;
  if (state.remaining <= 0 && state.windowEndsAt !== null && state.windowEndsAt > now) return state.windowEndsAt;
  return null;
}
