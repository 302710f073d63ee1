import 'server-only';
import { sql } from 'drizzle-orm';
import type { ImportItem, ImportsSummary } from '@/lib/home/home-view';
import type { Db } from '@/server/db/client';
import type { Row } from '@/server/db/rows-of';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { finishedStatuses } from '@/server/imports/job-view';
import type { HomeViewer } from './directory-scope';

const WEEK_MS = 7 * 24 * 3600_000;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());

function toItem(job: Row): ImportItem {
  return {
    id: String(job.id),
    fileName: String(job.file_name),
    userEmail: String(job.user_email),
    status: String(job.status),
    totalRows: Number(job.total_rows),
    registered: Number(job.registered),
    createdAt: iso(job.created_at)!,
    finishedAt: iso(job.finished_at),
    href: `/imports/${String(job.id)}`,
  };
}

const columns = sql.raw('id, file_name, user_email, status, total_rows, registered, created_at, finished_at');
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Imports in progress and the last finished one: a coordinator's own (they see only the imports they started),
 * everyone's for admin and support, who also get the imports that failed in the last 7 days.
 */
export async function importsSummary(
  db: Db,
  viewer: HomeViewer,
  now: number,
  rows: ReadRows = rowsOneByOne(db),
): Promise<ImportsSummary> {
  const mine = viewer.role === 'coordinator' ? sql`user_id = ${viewer.id}` : sql`true`;
  const [running, [last], failed] = await Promise.all([
    rows(sql`select ${columns} from import_jobs where ${mine} and status in ('queued', 'running')
      order by created_at desc limit 10`),
    rows(sql`select ${columns} from import_jobs where ${mine} and status in (${inList([...finishedStatuses])})
      order by finished_at desc, created_at desc limit 1`),
    viewer.role === 'coordinator'
      ? null
      : rows(sql`select ${columns} from import_jobs
          where status = 'failed' and finished_at >= ${new Date(now - WEEK_MS).toISOString()}::timestamptz
          order by finished_at desc limit 10`),
  ]);
  return {
    inProgress: running.map(toItem),
    lastFinished: last ? toItem(last) : null,
    failedThisWeek: failed ? failed.map(toItem) : null,
  };
}
