import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { directoryRowOf } from '@/lib/directory/to-row';
import type { Pagination } from '@/lib/partner-api/schemas/envelope';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { Db } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { forgetDirectoryFacets } from './facets';
import { upsertDirectoryRows } from './store';
import { claimSyncLease, readSyncState, releaseSyncLease, saveWithLease, type SyncState } from './sync-state';

export const SYNC_PAGE_LIMIT = 100;

export interface SyncDeps {
  db: Db;
  /** One page of listStudents (limit 100) with the share of the rate window this call may use. */
  listStudents(page: number, share: number): Promise<{ data: ResolvedStudent[]; pagination: Pagination; requestId: string }>;
  /** 0.5 while people use the console, 1 when idle (DIRECTORY_SYNC_ACTIVE_MINUTES). */
  share(): Promise<number>;
  /** Who holds the lease (host, process, random). */
  owner: string;
  /** A new run starts this long after the last one completed. */
  intervalMs: number;
  leaseSeconds?: number;
  /** Stop after this many pages (tests: a "crash" mid-run). */
  maxPages?: number;
  now?: () => Date;
}

export type TickOutcome = 'not-due' | 'busy' | 'completed' | 'stopped' | 'lost-lease' | 'failed';

function isDue(s: SyncState, now: Date, intervalMs: number): boolean {
  if (s.runId || s.requestedAt || !s.lastCompletedAt) return true;
  return now.getTime() - s.lastCompletedAt.getTime() >= intervalMs;
}

/**
 * One tick of the directory sync: when a run is under way or due, claims the lease and pages through
 * listStudents from the stored cursor, writing rows and progress after each page (so a restart resumes).
 * At the end of a complete run, rows the run did not see (and nobody wrote since it began) are removed,
 * unless the list's total moved during the run (paging then may skip records: spec §8).
 */
export async function runDirectorySyncTick(deps: SyncDeps): Promise<TickOutcome> {
  const { db, owner } = deps;
  const now = deps.now ?? (() => new Date());
  const leaseSeconds = deps.leaseSeconds ?? 180;
  if (!isDue(await readSyncState(db), now(), deps.intervalMs)) return 'not-due';
  let state = await claimSyncLease(db, owner, leaseSeconds);
  if (!state) return 'busy';
  try {
    if (!state.runId) {
      const started = await saveWithLease(db, owner, leaseSeconds, {
        runId: randomUUID(), runStartedAt: now(), nextPage: 1, totalPages: null, total: null, firstTotal: null, seen: 0, requests: 0, requestedAt: null,
      });
      if (!started) return 'lost-lease';
      state = started;
    }
    const runId = state.runId!;
    let pages = 0;
    for (;;) {
      if (deps.maxPages !== undefined && pages >= deps.maxPages) return 'stopped';
      const page = state.nextPage;
      const answer = await deps.listStudents(page, await deps.share());
      pages += 1;
      const at = now();
      await upsertDirectoryRows(db, answer.data.map((s) => directoryRowOf(s, at, { seenRun: runId })));
      const saved = await saveWithLease(db, owner, leaseSeconds, {
        nextPage: page + 1,
        totalPages: answer.pagination.totalPages,
        total: answer.pagination.total,
        firstTotal: state.firstTotal ?? answer.pagination.total,
        seen: state.seen + answer.data.length,
        requests: state.requests + 1,
        lastError: null, lastErrorRequestId: null, lastErrorAt: null,
      });
      if (!saved) return 'lost-lease';
      state = saved;
      if (answer.data.length === 0 || page >= answer.pagination.totalPages) break;
    }
    return await complete(deps, state, runId, now());
  } catch (error) {
    const e = error as { message?: string; requestId?: string };
    await releaseSyncLease(db, owner, {
      lastError: e.message ?? String(error), lastErrorRequestId: e.requestId ?? null, lastErrorAt: now(),
    });
    return 'failed';
  } finally {
    await releaseSyncLease(db, owner).catch(() => {});
  }
}

async function complete(deps: SyncDeps, state: SyncState, runId: string, at: Date): Promise<TickOutcome> {
  const { db } = deps;
  const stable = state.firstTotal === state.total;
  let removed: number | null = null;
  if (stable && state.runStartedAt) {
    const gone = await db
      .delete(t)
      .where(and(sql`${t.seenRun} is distinct from ${runId}`, lt(t.syncedAt, state.runStartedAt)))
      .returning({ id: t.id });
    removed = gone.length;
  }
  const [seen] = await db.select({ n: count() }).from(t).where(eq(t.seenRun, runId));
  forgetDirectoryFacets(db);
  await saveWithLease(db, deps.owner, 60, {
    runId: null, lastCompletedAt: at, lastCompletedCount: seen?.n ?? 0, lastRemoved: removed,
    // A "sync now" pressed during this run asks for one more.
    requestedAt: state.requestedAt && state.runStartedAt && state.requestedAt > state.runStartedAt ? state.requestedAt : null,
  });
  return 'completed';
}
