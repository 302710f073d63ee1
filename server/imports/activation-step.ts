import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import { directoryStudents } from '@/server/db/schema';
import type { OrganizationSlug } from '@/lib/partner-api/organization-slugs';
import { isPartnerApiError } from '@/server/partner';
import { readChunkRows } from './job-rows';
import { updateChunk, type ChunkSummary, type JobRecord } from './job-store';
import { logChunkEnded } from './import-telemetry';
import type { RunnerDeps } from './types';
import { waitAfterFailure, waitBeforeCall } from './window-wait';
import type { StepResult } from './job-step';

type ChunkValues = Parameters<typeof updateChunk>[3];

/**
 * Part of updateStudent's window (100 a minute, spec §8) an activation may use: people edit and activate students
 * with the same window, so the runner leaves them half of it.
 */
export const activationShare = 0.5;

/** A row statuses: the API added the organization; the console's copy said it was there already; refused. */
export const activationStatuses = {
  activated: 'activated',
  already: 'already_activated',
  rejected: 'rejected',
  notActivated: 'not_activated',
} as const;

/** A row whose updateStudent was sent but whose answer was not stored (a crash, no answer, a 5xx). */
const attempted = 'sending';

/**
 * One step of an activation job (kind `activation`: each row one student, activated for `job.organization`): the
 * next row's updateStudent with `activatedPlatformsThisSeason: [slug]` (spec §4.3), its outcome stored in the
 * chunk's results before the next row. A student the console's copy already shows activated there (the slug or
 * `common`) is skipped without a call and recorded as such. Before each call the row is marked `sending`; a row
 * found so marked after a restart is simply sent again: updateStudent only adds to the list (rule 5) and the same
 * body twice equals once (rule 8), so resending is safe and no row is lost or counted twice. Cancelling stops
 * between rows.
 */
export async function activationStep(deps: RunnerDeps, job: JobRecord, chunk: ChunkSummary): Promise<StepResult> {
  const { db, api, clock } = deps;
  const slug = job.organization ?? '';
  const stored = await readChunkRows(db, job.id, chunk.index);
  if (!stored) return { kind: 'done' };
  const results: ChunkRowResult[] = Array.from(
    { length: stored.rows.length },
    (_, i) => stored.results?.[i] ?? { status: 'pending' },
  );
  const save = (values: ChunkValues = {}) =>
    updateChunk(db, job.id, chunk.index, { results, registered: doneCount(results), ...values });
  const next = results.findIndex((r) => r.status === 'pending' || r.status === attempted);

  if (next === -1 || (job.cancelRequestedAt && results[next]?.status === 'pending')) {
    return endActivation(deps, job, chunk, results, save);
  }
  const studentId = String(stored.rows[next]?.studentId ?? '');
  const now = clock.now();
  if (chunk.status === 'queued' || chunk.status === 'sending')
    await updateChunk(db, job.id, chunk.index, { status: 'running', sentAt: chunk.sentAt ?? new Date(now) });

  // Already activated in the console's copy (kept current by every activation, below): no call is spent.
  if (results[next]!.status === 'pending' && (await activatedInCopy(deps, studentId, slug))) {
    results[next] = { status: activationStatuses.already, studentId };
    await save();
    return { kind: 'again' };
  }
  const wait = await waitBeforeCall(deps, job, chunk, 'updateStudent', activationShare);
  if (wait) return wait;

  try {
    results[next] = { status: attempted, studentId };
    await save();
    // Resending after a restart is safe: the slug is added once however often it is sent (spec §4.3 rules 5, 8).
    const answer = await api.updateStudent(
      studentId,
      { activatedPlatformsThisSeason: [slug as OrganizationSlug] },
      { share: activationShare },
    );
    results[next] = {
      status: activationStatuses.activated,
      studentId,
      username: answer.data.username,
      requestId: answer.requestId,
    };
    await save({ waitingReason: null, nextAttemptAt: null, requestId: answer.requestId });
    await noteActivated(deps, studentId, answer.data.activatedPlatformsThisSeason);
    return { kind: 'again' };
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    // Nothing was decided: the row stays `sending` and is sent again (safe, see above).
    const retry = await waitAfterFailure(deps, job, chunk, error, save);
    if (retry) return retry;
    if (error.status === 401 || error.status === 403) {
      // The account may no longer update students: the remaining rows are not sent.
      for (const [i, r] of results.entries())
        if (r.status === 'pending' || r.status === attempted)
          results[i] = {
            status: i === next ? activationStatuses.rejected : activationStatuses.notActivated,
            studentId: String(stored.rows[i]?.studentId ?? ''),
            error: error.message,
            ...(i === next ? { requestId: error.requestId } : {}),
          };
      return endActivation(deps, job, chunk, results, save, {
        code: error.status === 403 ? 'forbidden' : error.code,
        message: error.message,
        requestId: error.requestId,
      });
    }
    // 400, 404 (not this account's student), 409: this row is refused with the API's words and id; the next goes on.
    results[next] = {
      status: activationStatuses.rejected,
      studentId,
      error: error.message,
      requestId: error.requestId,
    };
    await save({ requestId: error.requestId, waitingReason: null, nextAttemptAt: null });
    return { kind: 'again' };
  }
}

/** Rows done: activated now or found activated already. */
export function doneCount(results: readonly ChunkRowResult[]): number {
  return results.filter((r) => r.status === activationStatuses.activated || r.status === activationStatuses.already)
    .length;
}

async function activatedInCopy(deps: RunnerDeps, studentId: string, slug: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ yes: sql<boolean>`${directoryStudents.platforms} && array[${slug}, 'common']::text[]` })
    .from(directoryStudents)
    .where(eq(directoryStudents.id, studentId));
  return row?.yes === true;
}

/** The console's copies learn the new list: the directory row's platforms at once, the student's stored reads next view. */
async function noteActivated(deps: RunnerDeps, studentId: string, platforms: readonly string[]): Promise<void> {
  await deps.db
    .update(directoryStudents)
    .set({ platforms: [...platforms] })
    .where(eq(directoryStudents.id, studentId));
  await Promise.resolve(deps.invalidate?.([studentId])).catch(() => {});
}

/** Every row is decided (or the rest was cancelled): the part ends. */
async function endActivation(
  deps: RunnerDeps,
  job: JobRecord,
  chunk: ChunkSummary,
  results: ChunkRowResult[],
  save: (values: ChunkValues) => Promise<void>,
  failure?: { code: string; message: string; requestId: string },
): Promise<StepResult> {
  const cancelled = results.some((r) => r.status === 'pending');
  for (const [i, r] of results.entries())
    if (r.status === 'pending') results[i] = { ...r, status: 'cancelled', note: { code: 'activationCancelled' } };
  const done = doneCount(results);
  const status = cancelled ? 'cancelled' : done === results.length ? 'succeeded' : 'failed';
  logChunkEnded(job, chunk, status, done, failure?.code ?? null, failure?.requestId);
  await save({
    status,
    failureCode: status === 'succeeded' ? null : (failure?.code ?? (cancelled ? 'cancelled' : 'rows_rejected')),
    failureMessage:
      status === 'succeeded'
        ? null
        : (failure?.message ?? `${results.length - done} of ${results.length} student(s) were not activated.`),
    ...(failure ? { requestId: failure.requestId } : {}),
    finishedAt: new Date(deps.clock.now()),
    waitingReason: null,
    nextAttemptAt: null,
  });
  return { kind: 'again' };
}
