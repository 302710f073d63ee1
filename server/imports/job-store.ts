import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { LeftOutRow } from '@/lib/imports/job-view';
import { importChunks, importJobs } from '@/server/db/schema';
import type { ChunkStatus, JobKind, JobStatus } from './types';

export type JobRecord = typeof importJobs.$inferSelect;

/** A chunk without its row bodies: what progress needs. */
export const chunkSummaryColumns = {
  index: importChunks.index,
  status: importChunks.status,
  size: sql<number>`jsonb_array_length(${importChunks.rows})`.mapWith(Number),
  apiImportId: importChunks.apiImportId,
  requestId: importChunks.requestId,
  registered: importChunks.registered,
  /** Rows of an activation found activated already (server/imports/activation-step.ts). */
  skipped:
    sql<number>`(select count(*) from jsonb_array_elements(coalesce(${importChunks.results}, '[]'::jsonb)) r where r->>'status' = 'already_activated')`.mapWith(
      Number,
    ),
  failureCode: importChunks.failureCode,
  failureMessage: importChunks.failureMessage,
  attempts: importChunks.attempts,
  nextAttemptAt: importChunks.nextAttemptAt,
  waitingReason: importChunks.waitingReason,
  sentAt: importChunks.sentAt,
  finishedAt: importChunks.finishedAt,
};

export interface ChunkSummary {
  index: number;
  status: string;
  size: number;
  apiImportId: string | null;
  requestId: string | null;
  registered: number;
  skipped: number;
  failureCode: string | null;
  failureMessage: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  waitingReason: string | null;
  sentAt: Date | null;
  finishedAt: Date | null;
}

export interface NewJob {
  id: string;
  user: { id: string; email: string };
  fileName: string;
  headers: string[];
  delimiter: string;
  mapping: Record<string, number | null>;
  totalRows: number;
  chunkCount: number;
  leftOut?: LeftOutRow[];
  /** `activation`: each row one student to activate for `organization` (server/imports/activation-job.ts). */
  kind?: JobKind;
  organization?: string;
}

export async function insertJob(db: Db, job: NewJob): Promise<void> {
  await db.insert(importJobs).values({
    id: job.id,
    kind: job.kind ?? 'import',
    organization: job.organization ?? null,
    userId: job.user.id,
    userEmail: job.user.email,
    fileName: job.fileName,
    headers: job.headers,
    delimiter: job.delimiter,
    mapping: job.mapping,
    totalRows: job.totalRows,
    chunkCount: job.chunkCount,
    leftOut: job.leftOut ?? [],
    status: 'draft',
  });
}

export async function getJob(db: Db, jobId: string): Promise<JobRecord | null> {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, jobId));
  return job ?? null;
}

export async function isCancelRequested(db: Db, jobId: string): Promise<boolean> {
  const [job] = await db
    .select({ cancelRequestedAt: importJobs.cancelRequestedAt })
    .from(importJobs)
    .where(eq(importJobs.id, jobId));
  return Boolean(job?.cancelRequestedAt);
}

export async function listChunkSummaries(db: Db, jobId: string): Promise<ChunkSummary[]> {
  return db
    .select(chunkSummaryColumns)
    .from(importChunks)
    .where(eq(importChunks.jobId, jobId))
    .orderBy(asc(importChunks.index));
}

export async function setJobStatus(
  db: Db,
  jobId: string,
  status: JobStatus,
  extra: Partial<JobRecord> = {},
): Promise<void> {
  await db
    .update(importJobs)
    .set({ ...extra, status, updatedAt: new Date() })
    .where(eq(importJobs.id, jobId));
}

export async function updateChunk(
  db: Db,
  jobId: string,
  index: number,
  values: Partial<typeof importChunks.$inferInsert> & { status?: ChunkStatus },
): Promise<void> {
  await db
    .update(importChunks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(importChunks.jobId, jobId), eq(importChunks.index, index)));
}

/** Queued chunks of a job become cancelled (cancelling between chunks). */
export async function cancelQueuedChunks(db: Db, jobId: string): Promise<void> {
  await db
    .update(importChunks)
    .set({
      status: 'cancelled',
      failureCode: 'cancelled',
      failureMessage: 'Cancelled in the console before it was sent.',
      waitingReason: null,
      nextAttemptAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(importChunks.jobId, jobId), inArray(importChunks.status, ['queued'])));
}

export interface JobListPage {
  jobs: JobRecord[];
  total: number;
}

/** A page of jobs, newest first; `userId` keeps the jobs one user created (null: every job). */
export async function listJobs(
  db: Db,
  page: number,
  pageSize: number,
  userId: string | null = null,
): Promise<JobListPage> {
  const where = userId === null ? undefined : eq(importJobs.userId, userId);
  const [jobs, [totals]] = await Promise.all([
    db
      .select()
      .from(importJobs)
      .where(where)
      .orderBy(desc(importJobs.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(importJobs).where(where),
  ]);
  return { jobs, total: totals?.n ?? 0 };
}
