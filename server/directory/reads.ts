import 'server-only';
import { z } from 'zod';
import { directoryKeys } from '@/lib/directory/query-keys';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { defineRead } from '@/server/action-runner/define-read';
import { getDb } from '@/server/db/client';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import type { DirectoryStudentView } from '@/lib/directory/types';
import { isStudentNotFound } from '@/server/access/scope';
import { queueAudit } from '@/server/audit/write-audit';
import type { ConsoleUser } from '@/server/auth/roles';
import { listOrganizations } from '@/server/reference/organizations';
import { directoryCsvStream } from './export-csv';
import { loadDirectoryFacets, loadDirectoryPage, loadDirectoryStudent } from './queries';
import { directorySyncStatus } from './status';

/** What the export route answers for a student it may not name (the same words as every "not found"). */
export { studentNotFoundMessage } from '@/server/access/scope';

// The browser's side of these reads stays with the directory's own actions (server/directory/actions.ts:
// searchDirectoryAction, getDirectorySyncStatusAction), which call the same loaders under the same keys.
const roles = ['admin', 'support', 'coordinator'] as const;

/** A page of the directory search (a coordinator's: their schools' students only). */
export const directorySearchRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: 'database',
  schema: directoryQuerySchema,
  queryKey: (query) => directoryKeys.search(query),
  load: (query, user) => loadDirectoryPage(user, query),
});

/** What the search form offers: the directory's facets (a coordinator's schools) and the organizations. */
export const directorySearchFormRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['database', 'live'],
  schema: z.strictObject({}),
  load: (_input, user) => Promise.all([loadDirectoryFacets(user), listOrganizations().catch(() => [])]),
});

/** When the directory sync last completed and how far the current run is. */
export const directorySyncStatusRead = defineRead({
  roles,
  scope: 'account',
  copy: 'database',
  schema: z.strictObject({}),
  queryKey: () => directoryKeys.status(),
  load: async () => directorySyncStatus(await getDb()),
});

/**
 * The directory CSV for its download route: every match of the search (or the one `studentId`) within the user's
 * scope, audited. Null when that student is unknown, or of another school for a coordinator (the route's 404).
 */
export async function directoryExport(
  user: ConsoleUser,
  query: DirectoryQuery,
  studentId: string | undefined,
): Promise<ReadableStream<Uint8Array> | null> {
  let only: DirectoryStudentView | undefined;
  if (studentId) {
    try {
      only = await loadDirectoryStudent(user, studentId);
    } catch (error) {
      if (isStudentNotFound(error)) return null;
      throw error;
    }
  }
  queueAudit({
    user,
    action: 'directory.export',
    targetType: 'directory',
    targetId: studentId ?? 'search',
    summary: studentId ? `Exported directory row ${studentId}` : 'Exported directory search results',
    details: { query },
  });
  return directoryCsvStream(user, query, only);
}
