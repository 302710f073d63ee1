import 'server-only';
import { bySunset, deprecationDate, sunsetDate, type RetiringOperation } from '@/lib/activity/api-lifecycle';
import { getDb, type Db } from '@/server/db/client';
import { keptPerDb } from '@/server/db/kept-per-db';
import { apiLifecycle } from '@/server/db/schema';

/**
 * Every operation whose answers carried `Deprecation` or `Sunset` (kept by server/partner), soonest sunset first.
 * Home shows them on every view and they change seldom: read at most every 5 s per process (one statement of
 * Home's five); the request log's write forgets them (`retiringOperations.forget`), so this process sees its own
 * at once, another instance's within 5 s.
 */
export const retiringOperations = keptPerDb(5_000, readRetiringOperations);

/** The retiring operations of the console's database. */
export async function listRetiringOperations(): Promise<RetiringOperation[]> {
  return retiringOperations(await getDb());
}

async function readRetiringOperations(db: Db): Promise<RetiringOperation[]> {
  const rows = await db.select().from(apiLifecycle);
  return rows
    .map((r) => ({
      operation: r.operation,
      deprecation: r.deprecation,
      deprecatedAt: deprecationDate(r.deprecation),
      sunset: r.sunset,
      sunsetAt: sunsetDate(r.sunset),
      firstSeenAt: r.firstSeenAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
    }))
    .sort(bySunset);
}
