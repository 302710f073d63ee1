import 'server-only';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import type { DirectoryStudentView } from '@/lib/directory/types';
import type { CopyCompleteness } from '@/lib/exports/tables';
import { studentScopeFor } from '@/server/access/scope';
import { getDb } from '@/server/db/client';
import { streamDirectory } from '@/server/directory/search';
import { readSyncStateOnce } from '@/server/directory/sync-state';
import type { Viewer } from './applications-export';

/**
 * How whole the console's copy of the students list is (the directory, docs/read-model.md "The mirror"): whole as of
 * the last complete run of the directory sync, which saw every student of the account; before the first, the
 * students not read yet are missing.
 */
export async function studentsExportCompleteness(): Promise<CopyCompleteness> {
  const state = await readSyncStateOnce(await getDb());
  if (state.lastCompletedAt) return { state: 'whole', asOf: state.lastCompletedAt.toISOString() };
  return { state: 'partial', asOf: null, missing: [] };
}

/**
 * Every student the Students page's search matches (its filters; name order), a coordinator's limited to their
 * schools as the page is, from the directory, and how whole it is. Reads the database only.
 */
export async function studentsExport(
  user: Viewer,
  query: DirectoryQuery,
): Promise<{ rows: DirectoryStudentView[]; completeness: CopyCompleteness }> {
  const rows: DirectoryStudentView[] = [];
  for await (const batch of streamDirectory(await getDb(), studentScopeFor(user), query)) rows.push(...batch);
  return { rows, completeness: await studentsExportCompleteness() };
}
