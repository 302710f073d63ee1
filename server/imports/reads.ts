import 'server-only';
import { importKeys } from '@/lib/query/keys/imports';
import type { ConsoleUser } from '@/server/auth/roles';
import { defineRead } from '@/server/action-runner/define-read';
import { getDb } from '@/server/db/client';
import { jobIdInput, listJobsInput } from './action-schemas';
import { getVisibleJob, type JobViewer } from './job-access';
import { buildJobResults, type ResultsFile, type ResultsFormat } from './results-file';
import { loadJobList, loadJobView } from './service';
import type { TemplateLists } from '@/lib/spreadsheet/template';
import { loadTemplateLists } from './template-lists';

/**
 * Every dashboard role imports students; a coordinator sees only the jobs they created
 * (server/imports/job-access.ts): another user's job is not found, exactly as an unknown id.
 */
const roles = ['admin', 'support', 'coordinator'] as const;

/** One import job as its progress page shows it. */
export const importJobRead = defineRead({
  roles,
  schema: jobIdInput,
  queryKey: ({ jobId }) => importKeys.job(jobId),
  load: ({ jobId }, user) => loadJobView(user, jobId),
});

/** A page of the import jobs the user may see. */
export const importJobsRead = defineRead({
  roles,
  schema: listJobsInput,
  queryKey: ({ page }) => importKeys.list(page),
  load: ({ page }, user) => loadJobList(user, page),
});

/** Whether the job exists and is the user's to see (the job page's not-found, before it streams). */
export async function canSeeImportJob(user: JobViewer, jobId: string): Promise<boolean> {
  return (await getVisibleJob(await getDb(), user, jobId)) !== null;
}

/** The import's result file for its download route, or null when the job is not the user's to see. */
export async function importResultsFile(
  user: JobViewer,
  jobId: string,
  only: 'all' | 'failed',
  format: ResultsFormat,
): Promise<ResultsFile | null> {
  return buildJobResults(await getDb(), user, jobId, only, format);
}

/** The lists of the import template's drop-downs (a coordinator's hold their schools), for its download route. */
export async function importTemplateLists(user: ConsoleUser): Promise<TemplateLists> {
  return loadTemplateLists(await getDb(), user);
}
