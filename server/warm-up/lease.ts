import 'server-only';
import { hostname } from 'node:os';
import type { Db } from '@/server/db/client';
import { claimSyncLease, releaseSyncLease, saveWithLease } from '@/server/directory/sync-state';

/**
 * The warm-up's lease: with several console instances on one PostgreSQL, one of them walks the directory at a
 * time. It is a row of directory_sync (id `warm-up`) beside the sync's own, taken and renewed the same way; a
 * crashed holder's lease runs out and the next pass of another instance takes over.
 */
export const WARM_UP_LEASE_ID = 'warm-up';
export const WARM_UP_LEASE_SECONDS = 120;

export interface WarmUpLease {
  /** Extends the lease when a third of it has gone by; false once another instance holds it. */
  keep(): Promise<boolean>;
  release(): Promise<void>;
}

export const warmUpOwner = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

/** Takes the lease for `owner`, or null while another instance holds it. */
export async function claimWarmUpLease(
  db: Db,
  owner: string = warmUpOwner,
  seconds: number = WARM_UP_LEASE_SECONDS,
  now: () => number = Date.now,
): Promise<WarmUpLease | null> {
  if (!(await claimSyncLease(db, owner, seconds, WARM_UP_LEASE_ID))) return null;
  let renewedAt = now();
  let held = true;
  return {
    async keep() {
      if (!held) return false;
      if (now() - renewedAt < (seconds * 1000) / 3) return true;
      held = (await saveWithLease(db, owner, seconds, {}, WARM_UP_LEASE_ID)) !== null;
      renewedAt = now();
      return held;
    },
    release: () => releaseSyncLease(db, owner, {}, WARM_UP_LEASE_ID),
  };
}
