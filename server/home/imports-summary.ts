import 'server-only';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { ImportItem, ImportsSummary } from '@/lib/home/home-view';
import type { Db } from '@/server/db/client';
import { importJobs } from '@/server/db/schema';
import type { JobRecord } from '@/server/imports/job-store';
import { finishedStatuses } from '@/server/imports/job-view';
import type { HomeViewer } from './directory-scope';

const WEEK_MS = 7 * 24 * 3600_000;
const inProgress = ['queued', 'running'];

function toItem(job: JobRecord): ImportItem {
  return {
    id: job.id,
    fileName: job.fileName,
    userEmail: job.userEmail,
    status: job.status,
    totalRows: job.totalRows,
    registered: job.registered,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    href: `/imports/${job.id}`,
  };
}

/**
 * Imports in progress and the last finished one: a coordinator's own (they see only the imports they started),
 * everyone's for admin and support, who also get the imports that failed in the last 7 days.
 */
export async function importsSummary(db: Db, viewer: HomeViewer, now: number): Promise<ImportsSummary> {
  const mine = viewer.role === 'coordinator' ? eq(importJobs.userId, viewer.id) : undefined;
  const [running, [last], failed] = await Promise.all([
    db
      .select()
      .from(importJobs)
      .where(and(mine, inArray(importJobs.status, inProgress)))
      .orderBy(desc(importJobs.createdAt))
      .limit(10),
    db
      .select()
      .from(importJobs)
      .where(and(mine, inArray(importJobs.status, [...finishedStatuses])))
      .orderBy(desc(importJobs.finishedAt), desc(importJobs.createdAt))
      .limit(1),
    viewer.role === 'coordinator'
      ? null
      : db
          .select()
          .from(importJobs)
          .where(and(eq(importJobs.status, 'failed'), gte(importJobs.finishedAt, new Date(now - WEEK_MS))))
          .orderBy(desc(importJobs.finishedAt))
          .limit(10),
  ]);
  return {
    inProgress: running.map(toItem),
    lastFinished: last ? toItem(last) : null,
    failedThisWeek: failed ? failed.map(toItem) : null,
  };
}
