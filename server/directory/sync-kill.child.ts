import 'server-only';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { openDatabase } from '@/server/db/client';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { runDirectorySyncTick } from './sync-run';

/**
 * The directory sync in a process of its own, for sync-kill.integration.test.ts: runs one tick against the API at
 * argv[2] and the PostgreSQL database at argv[3], printing "page N" after each list page it has saved, until the
 * test kills it.
 */
const [baseUrl, databaseUrl] = process.argv.slice(2);
const handle = await openDatabase({ kind: 'postgres', url: databaseUrl! });
const api = createPartnerApi(createPartnerClient({ baseUrl: baseUrl!, ...sandboxDemoAccount }));
let pages = 0;
const saved = async <T>(answer: Promise<T>): Promise<T> => {
  const value = await answer;
  // Printed on the next page's request: by then the page before it was saved with the cursor.
  process.stdout.write(`page ${++pages}\n`);
  return value;
};
const outcome = await runDirectorySyncTick({
  db: handle.db,
  owner: 'child',
  intervalMs: 600_000,
  leaseSeconds: 3,
  share: async () => 1,
  listStudents: (page, share) => saved(api.listStudents({ page, limit: 100 }, { share })),
  organizations: async () =>
    (await api.listOrganizations({ limit: 100 })).data.map((o) => ({ id: o._id, slug: o.slug, name: o.name })),
  listOrgStudents: (organizationId, page, share) =>
    saved(api.listOrgStudents({ organizationId }, { page, limit: 100 }, { share })),
  listApplications: (organizationId, page, share) =>
    saved(api.listApplications({ organizationId }, { page, limit: 100 }, { share })),
});
process.stdout.write(`outcome ${outcome}\n`);
await handle.close();
