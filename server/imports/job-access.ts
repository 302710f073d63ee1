import 'server-only';
import type { ConsoleUser } from '@/server/auth/roles';
import type { Db } from '@/server/db/client';
import { getJob, type JobRecord } from './job-store';

export type JobViewer = Pick<ConsoleUser, 'id' | 'role'>;

/**
 * Whose import jobs a user sees: a coordinator only the jobs they created (their rows name their
 * students), admin and support every job. Null means every job.
 */
export function jobOwnerScope(user: JobViewer): string | null {
  return user.role === 'coordinator' ? user.id : null;
}

export function canSeeJob(user: JobViewer, job: Pick<JobRecord, 'userId'>): boolean {
  const owner = jobOwnerScope(user);
  return owner === null || job.userId === owner;
}

/** The job, or null when it does not exist or is not the user's to see: both answer "not found". */
export async function getVisibleJob(db: Db, user: JobViewer, jobId: string): Promise<JobRecord | null> {
  const job = await getJob(db, jobId);
  return job && canSeeJob(user, job) ? job : null;
}
