import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { cache } from 'react';
import type { Db } from '@/server/db/client';
import { keptPerDb } from '@/server/db/kept-per-db';
import { preparedStatement } from '@/server/db/prepared';
import { directorySync } from '@/server/db/schema';

export const SYNC_ID = 'students';
export type SyncState = typeof directorySync.$inferSelect;
export type SyncPatch = Partial<Omit<SyncState, 'id' | 'leaseOwner' | 'leaseExpiresAt' | 'updatedAt'>>;

const lease = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** A run's row by its id: read on nearly every page view, so kept prepared (server/db/prepared.ts). */
const syncStateById = preparedStatement('sync_state_by_id', (db, name) =>
  db
    .select()
    .from(directorySync)
    .where(eq(directorySync.id, sql.placeholder('id')))
    .prepare(name),
);

/**
 * `id`: the run whose row it is: the sync (`students`), or another run that needs one holder at a time. One
 * statement once the row exists (every page view after the first); it is created when missing.
 */
export async function readSyncState(db: Db, id: string = SYNC_ID): Promise<SyncState> {
  const [found] = await syncStateById(db).execute({ id });
  if (found) return found;
  await db.insert(directorySync).values({ id }).onConflictDoNothing();
  const [row] = await db.select().from(directorySync).where(eq(directorySync.id, id));
  return row!;
}

/**
 * The sync's row as page views show it (Home, the students pages, their export notes and the sync status): nearly
 * every view reads it, so it is kept 2 s per process, and read once per request (React's `cache`) however many parts
 * of the page show it. This process's writes below forget it at once; another instance's (a run's progress, "Sync
 * now") shows within the 2 s. Code that writes the row, or decides from it, uses readSyncState.
 */
export const keptSyncState = keptPerDb(2_000, (db) => readSyncState(db));
export const readSyncStateOnce = cache((db: Db): Promise<SyncState> => keptSyncState(db));

/** After a write of run `id`'s row: page views read the sync's again. */
function written(db: Db, id: string): void {
  if (id === SYNC_ID) keptSyncState.forget(db);
}

/**
 * Claims the sync for `owner` until the lease runs out (docs/architecture.md): one conditional UPDATE, so of several
 * instances exactly one wins; a crashed holder's lease expires and another takes over. Null: held elsewhere.
 */
export async function claimSyncLease(
  db: Db,
  owner: string,
  seconds: number,
  id: string = SYNC_ID,
): Promise<SyncState | null> {
  await readSyncState(db, id);
  const [row] = await db
    .update(directorySync)
    .set({ leaseOwner: owner, leaseExpiresAt: lease(seconds), updatedAt: sql`now()` })
    .where(
      and(
        eq(directorySync.id, id),
        or(
          isNull(directorySync.leaseOwner),
          lt(directorySync.leaseExpiresAt, sql`now()`),
          eq(directorySync.leaseOwner, owner),
        ),
      ),
    )
    .returning();
  written(db, id);
  return row ?? null;
}

/** Writes the run's progress and renews the lease in one statement; null when the lease was lost. */
export async function saveWithLease(
  db: Db,
  owner: string,
  seconds: number,
  patch: SyncPatch,
  id: string = SYNC_ID,
): Promise<SyncState | null> {
  const [row] = await db
    .update(directorySync)
    .set({ ...patch, leaseExpiresAt: lease(seconds), updatedAt: sql`now()` })
    .where(and(eq(directorySync.id, id), eq(directorySync.leaseOwner, owner)))
    .returning();
  written(db, id);
  return row ?? null;
}

export async function releaseSyncLease(
  db: Db,
  owner: string,
  patch: SyncPatch = {},
  id: string = SYNC_ID,
): Promise<void> {
  await db
    .update(directorySync)
    .set({ ...patch, leaseOwner: null, leaseExpiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(directorySync.id, id), eq(directorySync.leaseOwner, owner)));
  written(db, id);
}

/** "Sync now": the next tick starts a run even if one completed recently. */
export async function requestSync(db: Db): Promise<void> {
  await readSyncState(db);
  await db
    .update(directorySync)
    .set({ requestedAt: sql`now()` })
    .where(eq(directorySync.id, SYNC_ID));
  written(db, SYNC_ID);
}
