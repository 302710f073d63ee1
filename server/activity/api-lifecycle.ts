import 'server-only';
import { bySunset, deprecationDate, sunsetDate, type RetiringOperation } from '@/lib/activity/api-lifecycle';
import { getDb, type Db } from '@/server/db/client';
import { apiLifecycle } from '@/server/db/schema';

/** Every operation whose answers carried `Deprecation` or `Sunset` (kept by server/partner), soonest sunset first. */
export async function listRetiringOperations(db?: Db): Promise<RetiringOperation[]> {
  const rows = await (db ?? (await getDb())).select().from(apiLifecycle);
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
