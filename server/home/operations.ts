import 'server-only';
import { sql } from 'drizzle-orm';
import type { BudgetUse, DirectoryFreshness, UpstreamProblems } from '@/lib/home/home-view';
import type { Db } from '@/server/db/client';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { directorySyncStatus } from '@/server/directory/status';
import type { SyncState } from '@/server/directory/sync-state';
import { callsOfRun } from './coverage';
import { getPartnerClient } from '@/server/partner';

const DAY_MS = 24 * 3600_000;

export async function directoryFreshness(
  db: Db,
  state: SyncState,
  rows: ReadRows = rowsOneByOne(db),
): Promise<DirectoryFreshness> {
  const [s, calls] = await Promise.all([directorySyncStatus(db, state, rows), callsOfRun(db, state, rows)]);
  const due = s.lastCompletedAt && !s.running && s.intervalSeconds > 0;
  return {
    lastCompletedAt: s.lastCompletedAt,
    running: s.running,
    rows: s.rows,
    intervalSeconds: s.intervalSeconds,
    lastError: s.lastError ? { message: s.lastError.message, at: s.lastError.at } : null,
    nextAt: due ? new Date(Date.parse(s.lastCompletedAt!) + s.intervalSeconds * 1000).toISOString() : null,
    calls,
  };
}

/**
 * The request log's last 24 hours: failed connections and 5xx answers, and 429s, per operation. Counted from the
 * request log's 5-minute counts (request_log_counts): the ones that start inside the day, and the rows of the one
 * it starts in from the log itself, so the day is exact and no more than 5 minutes of rows are read.
 */
export async function upstreamProblems(
  db: Db,
  now: number,
  read: ReadRows = rowsOneByOne(db),
): Promise<UpstreamProblems> {
  const since = sql`${new Date(now - DAY_MS).toISOString()}::timestamptz`;
  const first = sql`date_bin('5 minutes', ${since}, timestamptz '2000-01-01 00:00:00+00')`;
  const rows = await read(sql`
      select operation, sum(requests)::int as requests, sum(errors)::int as errors, sum(too_many)::int as too_many
      from (
        select operation, requests, errors, too_many from request_log_counts where starts_at > ${first}
        union all
        select operation, 1, (status = 0 or status >= 500)::int, (status = 429)::int
        from request_log where at >= ${since} and at < ${first} + interval '5 minutes'
      ) counted
      group by operation`);
  const byOperation = rows
    .map((r) => ({ operation: String(r.operation), errors: Number(r.errors), tooManyRequests: Number(r.too_many) }))
    .filter((r) => r.errors > 0 || r.tooManyRequests > 0)
    .sort(
      (a, b) => b.errors + b.tooManyRequests - (a.errors + a.tooManyRequests) || a.operation.localeCompare(b.operation),
    );
  return {
    byOperation,
    requests: rows.reduce((n, r) => n + Number(r.requests), 0),
    errors: byOperation.reduce((n, r) => n + r.errors, 0),
    tooManyRequests: byOperation.reduce((n, r) => n + r.tooManyRequests, 0),
  };
}

/**
 * Each operation's current rate window as this console holds it (no API call): used of the limit, and waiting calls.
 * Shared by instances, the windows are a table; `read` sends its query with the page's others.
 */
export async function budgetUse(now: number, read?: ReadRows): Promise<BudgetUse[]> {
  const states = await getPartnerClient().budgetState(read);
  return states
    .map((s) => {
      const open = s.windowEndsAt !== null && s.windowEndsAt > now;
      return {
        operation: s.operation,
        limit: s.limit,
        used: open ? Math.max(0, Math.min(s.limit, s.limit - s.remaining)) : 0,
        queued: s.queued,
        windowEndsAt: open ? new Date(s.windowEndsAt!).toISOString() : null,
        pausedUntil: s.pausedUntil !== null && s.pausedUntil > now ? new Date(s.pausedUntil).toISOString() : null,
      };
    })
    .sort((a, b) => b.used / b.limit - a.used / a.limit || a.operation.localeCompare(b.operation));
}
