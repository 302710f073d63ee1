import 'server-only';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { isPartnerApiError } from '@/server/partner';
import { chunkKindOf } from '@/lib/imports/chunk-plan';
import { collectRowResults, readImportState } from './chunk-follower';
import { sendChunk } from './chunk-sender';
import { learnImportedStudents } from './directory-learn';
import { untilNextPoll } from './poll-timing';
import { readChunkRows } from './job-rows';
import { cancelQueuedChunks, isCancelRequested, updateChunk, type ChunkSummary, type JobRecord } from './job-store';
import type { RunnerDeps } from './types';
import { logChunkEnded, logChunkSent, logChunkWaiting } from './import-telemetry';
import { singleStep } from './single-step';
import { activationStep } from './activation-step';
import { waitBeforeCall } from './window-wait';

/** What the runner does next after one step. */
export type StepResult = { kind: 'again' } | { kind: 'sleep'; ms: number } | { kind: 'done' };

const endedApiStatuses = new Set(['succeeded', 'failed', 'cancelled']);
export const finishedChunkStatuses = new Set(['succeeded', 'failed', 'cancelled']);
const unsentChunkStatuses = new Set(['queued', 'sending']);

/**
 * One step of a job: the first unfinished chunk is sent, waited for, or read; a part of rows registered one by
 * one (fewer than an import takes, lib/imports/chunk-plan.ts) registers its next row (single-step.ts). Once its import has ended
 * in the API the next chunk is sent at once (one unfinished import per account, spec §8), and only then
 * are the ended chunk's rows read, so that reading overlaps the API's work on the next one. Everything a
 * step learns is written to the database before it returns, so a new runner after a restart continues
 * from there: the first unfinished chunk is read again, a next chunk already `sent` is followed, and one
 * in `sending` is sent again (the API answers the same import).
 */
export async function stepJob(deps: RunnerDeps, job: JobRecord, chunks: ChunkSummary[]): Promise<StepResult> {
  const { db, api, clock } = deps;
  const position = chunks.findIndex((c) => !finishedChunkStatuses.has(c.status));
  const chunk = chunks[position];
  if (!chunk) return { kind: 'done' };
  if (job.kind === 'activation') return activationStep(deps, job, chunk);
  if (chunkKindOf(chunk.size) === 'single') return singleStep(deps, job, chunk);

  if (unsentChunkStatuses.has(chunk.status)) {
    if (job.cancelRequestedAt) {
      await cancelQueuedChunks(db, job.id);
      if (chunk.status === 'sending') await updateChunk(db, job.id, chunk.index, { status: 'queued' });
      return { kind: 'again' };
    }
    return sendStep(deps, job, chunk);
  }

  // sent or running: follow the API's import until it ends.
  if (!chunk.apiImportId) {
    await updateChunk(db, job.id, chunk.index, { status: 'queued' });
    return { kind: 'again' };
  }
  const sinceSent = chunk.sentAt ? clock.now() - chunk.sentAt.getTime() : Infinity;
  // A just-queued import has not ended: its first read waits one poll.
  if (sinceSent < deps.pollMs) return { kind: 'sleep', ms: deps.pollMs - sinceSent };
  try {
    const state = await readImportState(api, chunk.apiImportId);
    if (!endedApiStatuses.has(state.status)) {
      if (state.status === 'running' && chunk.status !== 'running')
        await updateChunk(db, job.id, chunk.index, { status: 'running', waitingReason: null, nextAttemptAt: null });
      return { kind: 'sleep', ms: untilNextPoll(deps.pollMs, Number.isFinite(sinceSent) ? sinceSent : 0) };
    }
    const next = chunks[position + 1];
    const nextIsImport = next && chunkKindOf(next.size) === 'import';
    // The job is read again: a cancel recorded while this chunk's poll was in flight stops the next chunk too.
    if (nextIsImport && unsentChunkStatuses.has(next.status) && !(await isCancelRequested(db, job.id)))
      await sendStep(deps, job, next);
    const { results, students } = await collectRowResults(api, chunk.apiImportId, chunk.size, state.firstPage);
    await learnImportedStudents(db, students, new Date(clock.now()));
    logChunkEnded(job, chunk, state.status, state.registered, state.failure?.code ?? null);
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
      await updateChunk(db, job.id, chunk.index, {
        status: 'failed',
        failureCode: 'internal_error',
        failureMessage: 'The API no longer knows this import.',
        requestId: error.requestId,
        finishedAt: new Date(clock.now()),
      });
      return { kind: 'again' };
    }
    await updateChunk(db, job.id, chunk.index, {
      waitingReason: 'api_error',
      failureMessage: error.message,
      requestId: error.requestId,
    });
    return { kind: 'sleep', ms: Math.max(deps.pollMs, 5_000) };
  }
}

/** Sends a queued (or `sending`) chunk unless its wait or the creation window says later; the outcome is stored. */
async function sendStep(deps: RunnerDeps, job: JobRecord, chunk: ChunkSummary): Promise<StepResult> {
  const { db, api, clock } = deps;
  // The creation window (10 an hour, spec §8): only the runner creates imports, so it may use all of it.
  const wait = await waitBeforeCall(deps, job, chunk, 'createStudentImport', 1);
  if (wait) return wait;
  const stored = await readChunkRows(db, job.id, chunk.index);
  if (!stored) return { kind: 'done' };
  await updateChunk(db, job.id, chunk.index, { status: 'sending', attempts: chunk.attempts + 1 });
  const outcome = await sendChunk(
    api,
    {
      jobId: job.id,
      index: chunk.index,
      rows: stored.rows,
      fileRows: stored.fileRows,
      mapping: job.mapping as ColumnMapping,
      headers: job.headers,
    },
    clock.now(),
    chunk.attempts,
  );
  const at = new Date(clock.now());
  if (outcome.kind === 'sent') {
    logChunkSent(job, chunk, outcome.importId, outcome.requestId);
    await updateChunk(db, job.id, chunk.index, {
      status: 'sent',
      apiImportId: outcome.importId,
      requestId: outcome.requestId,
      sentAt: at,
      waitingReason: null,
      nextAttemptAt: null,
    });
    return { kind: 'again' };
  }
  if (outcome.kind === 'wait') {
    logChunkWaiting(job, chunk, outcome.reason, outcome.untilMs, outcome.requestId);
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
  logChunkEnded(job, chunk, 'failed', 0, code, outcome.requestId);
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
