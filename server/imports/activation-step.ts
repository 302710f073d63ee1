import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import { directoryStudents } from '@/server/db/schema';
import type { OrganizationSlug } from '@/lib/partner-api/organization-slugs';
import type { ChunkSummary, JobRecord } from './job-store';
import type { RunnerDeps } from './types';
import type { StepResult } from './job-step';
import { attempted, rowByRowStep } from './row-by-row';

/**
 * Part of updateStudent's window (100 a minute, spec §8) an activation may use: people edit and activate students
 * with the same window, so the runner leaves them half of it.
 */
export const activationShare = 0.5;

/** A row statuses: the API added the organization; the console's copy said it was there already; refused. */
const activationStatuses = {
  activated: 'activated',
  already: 'already_activated',
  rejected: 'rejected',
  notActivated: 'not_activated',
} as const;

/**
 * One step of an activation job (kind `activation`: each row one student, activated for `job.organization`): the
 * next row's updateStudent with `activatedPlatformsThisSeason: [slug]` (spec §4.3), through the row-by-row loop
 * (row-by-row.ts). A student the console's copy already shows activated there (the slug or `common`) is skipped
 * without a call and recorded as such. A row found marked `sending` after a restart is simply sent again:
 * updateStudent only adds to the list (rule 5) and the same body twice equals once (rule 8), so resending is safe
 * and no row is lost or counted twice.
 */
export function activationStep(deps: RunnerDeps, job: JobRecord, chunk: ChunkSummary): Promise<StepResult> {
  const slug = job.organization ?? '';
  const studentIdOf = (row: Record<string, unknown>) => String(row.studentId ?? '');
  return rowByRowStep(deps, job, chunk, {
    operation: 'updateStudent',
    share: activationShare,
    isDone: isActivated,
    // Already activated in the console's copy (kept current by every activation, below): no call is spent.
    decideWithoutCall: async (row) =>
      (await activatedInCopy(deps, studentIdOf(row), slug))
        ? { status: activationStatuses.already, studentId: studentIdOf(row) }
        : null,
    sending: (row) => ({ status: attempted, studentId: studentIdOf(row) }),
    send: async (row) => {
      const studentId = studentIdOf(row);
      // Resending after a restart is safe: the slug is added once however often it is sent (spec §4.3 rules 5, 8).
      const answer = await deps.api.updateStudent(
        studentId,
        { activatedPlatformsThisSeason: [slug as OrganizationSlug] },
        { share: activationShare },
      );
      await noteActivated(deps, studentId, answer.data.activatedPlatformsThisSeason);
      return {
        result: {
          status: activationStatuses.activated,
          studentId,
          username: answer.data.username,
          requestId: answer.requestId,
        },
        requestId: answer.requestId,
      };
    },
    refused: (row, error, which) => ({
      status: which === 'this' ? activationStatuses.rejected : activationStatuses.notActivated,
      studentId: studentIdOf(row),
      error: error.message,
      ...(which === 'this' ? { requestId: error.requestId } : {}),
    }),
    cancelled: { code: 'activationCancelled' },
    notDone: (n, total) => `${n} of ${total} student(s) were not activated.`,
  });
}

/** A row done: activated now or found activated already. */
const isActivated = (r: ChunkRowResult) =>
  r.status === activationStatuses.activated || r.status === activationStatuses.already;

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
