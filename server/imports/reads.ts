import 'server-only';
import { importKeys } from '@/lib/query/keys/imports';
import type { ConsoleUser } from '@/server/auth/roles';
import { defineRead } from '@/server/action-runner/define-read';
import { getDb } from '@/server/db/client';
import { jobIdInput, listJobsInput } from './action-schemas';
import { getVisibleJob, type JobViewer } from './job-access';
import { buildJobResults, type ResultsFile, type ResultsFormat } from './results-file';
import { loadJobList, loadJobView } from './service';
import { buildTemplateCsv, buildTemplateXlsx } from '@/lib/spreadsheet/template';
import { xlsxContentType } from '@/lib/spreadsheet/table-file';
import { resultsFileWords, templateFileWords } from './file-words';
import { loadTemplateLists } from './template-lists';
import { z } from 'zod';
import { listOrganizations } from '@/server/reference/organizations';
import { activationSchools } from './activation-job';

/**
 * Every dashboard role imports students; a coordinator sees only the jobs they created
 * (server/imports/job-access.ts): another user's job is not found, exactly as an unknown id.
 */
const roles = ['admin', 'support', 'coordinator'] as const;

/** One import job as its progress page shows it. */
export const importJobRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: 'database',
  schema: jobIdInput,
  queryKey: ({ jobId }) => importKeys.job(jobId),
  load: ({ jobId }, user) => loadJobView(user, jobId),
});

/** A page of the import jobs the user may see. */
export const importJobsRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: 'database',
  schema: listJobsInput,
  queryKey: ({ page }) => importKeys.list(page),
  load: ({ page }, user) => loadJobList(user, page),
});

/** The job's kind (`import`, `activation`) when it exists and is the user's to see, else null (the job page's not-found, before it streams). */
export async function visibleJobKind(user: JobViewer, jobId: string): Promise<string | null> {
  return (await getVisibleJob(await getDb(), user, jobId))?.kind ?? null;
}

/** What the Students list's bulk activation offers: the organizations, and the schools (a coordinator's own) with their students. */
export const activationOptionsRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['database', 'live'],
  schema: z.strictObject({}),
  load: async (_input, user) => {
    const [organizations, schools] = await Promise.all([
      listOrganizations().catch(() => []),
      getDb().then((db) => activationSchools(db, user)),
    ]);
    return { organizations: organizations.map((o) => ({ slug: o.slug, name: o.name })), schools };
  },
});

/**
 * The import's result file for its download route, its own words in the reader's language; null when the job is
 * not the user's to see.
 */
export async function importResultsFile(
  user: JobViewer,
  jobId: string,
  only: 'all' | 'failed',
  format: ResultsFormat,
): Promise<ResultsFile | null> {
  return buildJobResults(await getDb(), user, jobId, only, format, await resultsFileWords());
}

/**
 * The import template for its download route: the columns in the reader's language (the import recognises them in
 * every language) and drop-downs fed by lists of the user's (a coordinator's hold their schools).
 */
export async function importTemplateFile(user: ConsoleUser, format: 'csv' | 'xlsx'): Promise<ResultsFile> {
  const [lists, words] = await Promise.all([loadTemplateLists(await getDb(), user), templateFileWords()]);
  if (format === 'csv')
    return {
      fileName: 'students-template.csv',
      contentType: 'text/csv; charset=utf-8',
      body: buildTemplateCsv(lists, words),
    };
  return {
    fileName: 'students-template.xlsx',
    contentType: xlsxContentType,
    body: buildTemplateXlsx(lists, words),
  };
}
