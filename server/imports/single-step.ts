import 'server-only';
import type { StudentRegistrationBody } from '@/lib/partner-api/student-rules/body-schemas';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import { isPartnerApiError } from '@/server/partner';
import { readShares } from './chunk-follower';
import { learnImportedStudents } from './directory-learn';
import type { ChunkSummary, JobRecord } from './job-store';
import type { RunnerDeps } from './types';
import type { StepResult } from './job-step';
import { attempted, rowByRowStep } from './row-by-row';

/**
 * Part of registerStudent's window (100 a minute, spec §8) the runner may use: people register students on the
 * Students page with the same window, so the runner leaves them half of it, as it does with listStudents.
 */
export const singleShare = readShares.listStudents;

/**
 * One step of a part registered one by one (lib/imports/chunk-plan.ts: rows that cannot form an import): one
 * row's registerStudent (spec §4.8), through the row-by-row loop (row-by-row.ts). A row found marked `sending`
 * after a restart (the console stopped between the API's answer and the write) is first looked up by its address
 * among the account's students (listStudents `email`, spec §4.3), and registered again only if it is not there.
 * So no row is registered twice; a row whose first answer was lost is recorded as registered with the student the
 * API made. Once the part ends, the directory learns its students.
 */
export function singleStep(deps: RunnerDeps, job: JobRecord, chunk: ChunkSummary): Promise<StepResult> {
  const { api } = deps;
  return rowByRowStep(deps, job, chunk, {
    operation: 'registerStudent',
    share: singleShare,
    isDone: (r) => r.status === 'registered',
    recover: async (row) => {
      const email = String(row.email ?? '');
      const found = await api.listStudents({ email: [email], limit: 1 }, { share: readShares.listStudents });
      const student = found.data.find((s) => s.email.toLowerCase() === email.toLowerCase());
      return student
        ? {
            result: { status: 'registered', studentId: student._id, username: student.username },
            requestId: found.requestId,
          }
        : null;
    },
    sending: () => ({ status: attempted }),
    send: async (row) => {
      const answer = await api.registerStudent(registrationBody(row), { share: singleShare });
      return {
        result: { status: 'registered', studentId: answer.data._id, username: answer.data.username },
        requestId: answer.requestId,
      };
    },
    refused: (_row, error, which) => ({
      status: which === 'this' ? 'rejected' : 'not_registered',
      error: error.message,
    }),
    cancelled: { code: 'importCancelled' },
    notDone: (n, total) => `${n} of ${total} row(s) were not registered.`,
    ended: (rows, results) => learnRegistered(deps, rows, results),
  });
}

/** The registered students as listStudents answers them (resolved, one call for the part), for the directory. */
async function learnRegistered(
  deps: RunnerDeps,
  rows: readonly Record<string, unknown>[],
  results: readonly ChunkRowResult[],
) {
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
