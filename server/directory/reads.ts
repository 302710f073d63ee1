import 'server-only';
import { z } from 'zod';
import { directoryKeys } from '@/lib/directory/query-keys';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { defineRead } from '@/server/action-runner/define-read';
import { getDb } from '@/server/db/client';
import { listOrganizations } from '@/server/reference/organizations';
import { loadDirectoryFacets, loadDirectoryPage } from './queries';
import { directorySyncStatus } from './status';

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
