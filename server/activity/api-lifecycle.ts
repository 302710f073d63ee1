import 'server-only';
import { bySunset, deprecationDate, sunsetDate, type RetiringOperation } from '@/lib/activity/api-lifecycle';
import { getDb, type Db } from '@/server/db/client';
import { apiLifecycle } from '@/server/db/schema';

const TTL_MS = 5_000;
const cache = new WeakMap<Db, { at: number; value: Promise<RetiringOperation[]> }>();

/**
 * Every operation whose answers carried `Deprecation` or `Sunset` (kept by server/partner), soonest sunset first.
 * Home shows them on every view and they change seldom: read at most every 5 s per process (one statement of
 * Home's five); this process's own writes are seen at once (`forgetRetiringOperations`), another instance's
 * within 5 s.
 */
export async function listRetiringOperations(db?: Db, now = Date.now()): Promise<RetiringOperation[]> {
  const database = db ?? (await getDb());
  const hit = cache.get(database);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = readRetiringOperations(database);
  cache.set(database, { at: now, value });
  value.catch(() => cache.delete(database));
  return value;
}

/** After a write to api_lifecycle: the next list reads the table again. */
export function forgetRetiringOperations(db: Db): void {
  cache.delete(db);
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
