import 'server-only';
import type { StudentRegistrationBody } from '@/lib/partner-api/student-rules/body-schemas';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import { isPartnerApiError } from '@/server/partner';
import { readShares } from './chunk-follower';
import { learnImportedStudents } from './directory-learn';
import { readChunkRows } from './job-rows';
import { updateChunk, type ChunkSummary, type JobRecord } from './job-store';
import { logChunkEnded } from './import-telemetry';
import type { RunnerDeps } from './types';
import { waitAfterFailure, waitBeforeCall } from './window-wait';
import type { StepResult } from './job-step';

type ChunkValues = Parameters<typeof updateChunk>[3];

/**
 * Part of registerStudent's window (100 a minute, spec §8) the runner may use: people register students on the
 * Students page with the same window, so the runner leaves them half of it, as it does with listStudents.
 */
export const singleShare = readShares.listStudents;

/** A row whose registerStudent was sent but whose answer was not stored (a crash, no answer, a 5xx). */
const attempted = 'sending';

/**
 * One step of a part registered one by one (lib/imports/chunk-plan.ts: rows that cannot form an import): one
 * row's registerStudent (spec §4.8), its outcome stored in the chunk's results before the next row. Before each
 * call the row is marked `sending`; a row found so marked after a restart (the console stopped between the API's
 * answer and the write) is first looked up by its address among the account's students (listStudents `email`,
 * spec §4.3), and registered again only if it is not there. So no row is registered twice; a row whose first
 * answer was lost is recorded as registered with the student the API made. Cancelling stops between rows.
 */
export async function singleStep(deps: RunnerDeps, job: JobRecord, chunk: ChunkSummary): Promise<StepResult> {
  const { db, api, clock } = deps;
  const stored = await readChunkRows(db, job.id, chunk.index);
  if (!stored) return { kind: 'done' };
  const results: ChunkRowResult[] = Array.from(
    { length: stored.rows.length },
    (_, i) => stored.results?.[i] ?? { status: 'pending' },
  );
  const save = (values: ChunkValues = {}) =>
    updateChunk(db, job.id, chunk.index, {
      results,
      registered: results.filter((r) => r.status === 'registered').length,
      ...values,
    });
  const next = results.findIndex((r) => r.status === 'pending' || r.status === attempted);

  if (next === -1 || (job.cancelRequestedAt && results[next]?.status === 'pending')) {
    return endSingles(deps, job, chunk, stored.rows, results, save);
  }
  const wait = await waitBeforeCall(deps, job, chunk, 'registerStudent', singleShare);
  if (wait) return wait;
  const now = clock.now();
  const row = stored.rows[next]!;
  const email = String(row.email ?? '');
  if (chunk.status === 'queued' || chunk.status === 'sending')
    await updateChunk(db, job.id, chunk.index, { status: 'running', sentAt: chunk.sentAt ?? new Date(now) });

  try {
    if (results[next]!.status === attempted) {
      // Sent before, answer not stored: was it registered?
      const found = await api.listStudents({ email: [email], limit: 1 }, { share: readShares.listStudents });
      const student = found.data.find((s) => s.email.toLowerCase() === email.toLowerCase());
      if (student) {
        results[next] = { status: 'registered', studentId: student._id, username: student.username };
        await save({ waitingReason: null, nextAttemptAt: null, requestId: found.requestId });
        return { kind: 'again' };
      }
    }
    results[next] = { status: attempted };
    await save();
    const answer = await api.registerStudent(registrationBody(row), { share: singleShare });
    results[next] = { status: 'registered', studentId: answer.data._id, username: answer.data.username };
    await save({ waitingReason: null, nextAttemptAt: null, requestId: answer.requestId });
    return { kind: 'again' };
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    // Nothing was decided: the row is tried again (a row marked `sending` is looked up first).
    const retry = await waitAfterFailure(deps, job, chunk, error, save);
    if (retry) return retry;
    if (error.status === 401 || error.status === 403) {
      // The account may no longer register students: the remaining rows are not sent.
      for (const [i, r] of results.entries())
        if (r.status === 'pending' || r.status === attempted)
          results[i] = { status: i === next ? 'rejected' : 'not_registered', error: error.message };
      return endSingles(deps, job, chunk, stored.rows, results, save, {
        code: error.status === 403 ? 'forbidden' : error.code,
        message: error.message,
        requestId: error.requestId,
      });
    }
    // 400 (a rule of the row), 409 (the address is registered already), 404: this row is refused, the next goes on.
    results[next] = { status: 'rejected', error: error.message };
    await save({ requestId: error.requestId, waitingReason: null, nextAttemptAt: null });
    return { kind: 'again' };
  }
}

/** Every row is decided (or the rest was cancelled): the part ends, and the directory learns its students. */
async function endSingles(
  deps: RunnerDeps,
  job: JobRecord,
  chunk: ChunkSummary,
  rows: readonly Record<string, unknown>[],
  results: ChunkRowResult[],
  save: (values: ChunkValues) => Promise<void>,
  failure?: { code: string; message: string; requestId: string },
): Promise<StepResult> {
  const cancelled = results.some((r) => r.status === 'pending');
  for (const [i, r] of results.entries())
    if (r.status === 'pending') results[i] = { status: 'cancelled', note: { code: 'importCancelled' } };
  const registered = results.filter((r) => r.status === 'registered');
  const status = cancelled ? 'cancelled' : registered.length === results.length ? 'succeeded' : 'failed';
  const notRegistered = results.length - registered.length;
  await learnRegistered(deps, rows, results);
  logChunkEnded(job, chunk, status, registered.length, failure?.code ?? null, failure?.requestId);
  await save({
    status,
    failureCode: status === 'succeeded' ? null : (failure?.code ?? (cancelled ? 'cancelled' : 'rows_rejected')),
    failureMessage:
      status === 'succeeded'
        ? null
        : (failure?.message ?? `${notRegistered} of ${results.length} row(s) were not registered.`),
    ...(failure ? { requestId: failure.requestId } : {}),
    finishedAt: new Date(deps.clock.now()),
    waitingReason: null,
    nextAttemptAt: null,
  });
  return { kind: 'again' };
}

/** The registered students as listStudents answers them (resolved, one call for the part), for the directory. */
async function learnRegistered(deps: RunnerDeps, rows: readonly Record<string, unknown>[], results: ChunkRowResult[]) {
  const emails = results.flatMap((r, i) => (r.status === 'registered' ? [String(rows[i]?.email ?? '')] : []));
  if (emails.length === 0) return;
  const ids = new Set(results.map((r) => r.studentId));
  try {
    const answer = await deps.api.listStudents({ email: emails, limit: 100 }, { share: readShares.listStudents });
    await learnImportedStudents(
      deps.db,
      answer.data.filter((s) => ids.has(s._id)),
      new Date(deps.clock.now()),
    );
  } catch (error) {
    // The directory sync fills in what could not be learned here.
    if (!isPartnerApiError(error)) throw error;
  }
}

/** An import row as registerStudent takes it: the same fields, less `externalRef` (the import's own, echoed back). */
function registrationBody(row: Record<string, unknown>): StudentRegistrationBody {
  const { externalRef: _externalRef, ...body } = row;
  return body as unknown as StudentRegistrationBody;
}
