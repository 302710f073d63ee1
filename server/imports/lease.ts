import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { importJobs } from '@/server/db/schema';
import { unfinishedJobStatuses } from './types';

/**
 * Claims the oldest unfinished job for `owner` (docs/architecture.md): `SELECT … FOR UPDATE SKIP LOCKED`, then the
 * lease is written in the same transaction. Jobs run one at a time, oldest first (one unfinished import
 * per account, spec §8): while another instance holds the oldest job's lease, nothing is claimed.
 * A lease that ran out (a crashed instance) is taken over.
 */
export async function claimJob(db: Db, owner: string, nowMs: number, leaseMs: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: importJobs.id, leaseOwner: importJobs.leaseOwner, leaseExpiresAt: importJobs.leaseExpiresAt })
      .from(importJobs)
      .where(inArray(importJobs.status, [...unfinishedJobStatuses]))
      .orderBy(asc(importJobs.createdAt), asc(importJobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return null;
    const held =
      job.leaseOwner !== null &&
      job.leaseOwner !== owner &&
      job.leaseExpiresAt !== null &&
      job.leaseExpiresAt.getTime() > nowMs;
    if (held) return null;
    await tx
      .update(importJobs)
      .set({ leaseOwner: owner, leaseExpiresAt: new Date(nowMs + leaseMs), updatedAt: new Date(nowMs) })
      .where(eq(importJobs.id, job.id));
    return job.id;
  });
}

/** Extends the lease; false when this owner no longer holds it (another instance took the job over). */
export async function renewLease(
  db: Db,
  jobId: string,
  owner: string,
  nowMs: number,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(importJobs)
    .set({ leaseExpiresAt: new Date(nowMs + leaseMs) })
    .where(and(eq(importJobs.id, jobId), eq(importJobs.leaseOwner, owner)))
    .returning({ id: importJobs.id });
  return rows.length > 0;
}

/** Gives the job back (stopping, or the job ended). */
export async function releaseLease(db: Db, jobId: string, owner: string): Promise<void> {
  await db
    .update(importJobs)
    .set({ leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(importJobs.id, jobId), eq(importJobs.leaseOwner, owner)));
}
