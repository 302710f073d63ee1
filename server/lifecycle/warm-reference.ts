import 'server-only';
import { directoryConfig } from '@/server/directory/config';
import { loadCategories } from '@/server/exams/queries';
import { componentLogger } from '@/server/log/logger';
import { withCallPolicy } from '@/server/partner';
import { getAccountPermissions } from '@/server/partner-permissions/account-permissions';
import { listOrganizations } from '@/server/reference/organizations';

const log = componentLogger('lifecycle');

/**
 * Reads, as background work, the reference data nearly every page waits for on its first view in a process: the
 * organizations, each one's exam categories and the account's permissions (the client's and the permissions'
 * in-memory caches, per instance). Afterwards those caches read themselves again before they expire while the
 * console is in use (server/partner/client.ts), so no view waits for them. A failure only logs: pages read as before.
 */
export async function warmReferenceData(): Promise<void> {
  try {
    await withCallPolicy({ priority: 'background' }, async () => {
      const organizations = await listOrganizations();
      await Promise.all([getAccountPermissions(), ...organizations.map((o) => loadCategories(o._id))]);
    });
  } catch (error) {
    log.warn({ err: error }, 'could not read the reference data ahead');
  }
}

/** At start-up: warmReferenceData once, when the directory sync's first tick comes (the API is reachable then). */
export function startReferenceWarm(): void {
  setTimeout(() => void warmReferenceData(), directoryConfig().startDelaySeconds * 1000).unref();
}
