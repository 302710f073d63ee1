import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { directoryRowOf } from '@/lib/directory/to-row';
import type { Pagination } from '@/lib/partner-api/schemas/envelope';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { Db } from '@/server/db/client';
import { errorSummary } from '@/server/db/safe-values';
import { directoryStudents as t, mirroredApplications, storedCopies, type SignedInPassState } from '@/server/db/schema';
import { forgetDirectoryFacets } from './facets';
import {
  clearOrganizationsStaging,
  nextOrganization,
  recordApplicationsPage,
  recordOrgStudentsPage,
  signedInOf,
  skipOrganization,
  startOrganizationsPass,
  vouchedOrganizations,
  type OrganizationRef,
  type OrganizationsPassDeps,
} from './organizations-pass';
import { componentLogger } from '@/server/log/logger';
import { directorySize, upsertDirectoryRows } from './store';
import { claimSyncLease, readSyncState, releaseSyncLease, saveWithLease, type SyncState } from './sync-state';

export const SYNC_PAGE_LIMIT = 100;

export interface SyncDeps extends OrganizationsPassDeps {
  db: Db;
  /** One page of listStudents (limit 100) with the share of the rate window this call may use. */
  listStudents(
    page: number,
    share: number,
  ): Promise<{ data: ResolvedStudent[]; pagination: Pagination; requestId: string }>;
  /** Keeps the whole records of a page, as read at `readAt` (the read model's student copies); never throws. */
  keepStudents?(students: readonly ResolvedStudent[], readAt: Date): Promise<void>;
  /**
   * Once an organization's students and applications were listed to the end: keeps its cards (the read model's
   * organization cards), as of when the organization was first read; never throws.
   */
  keepOrganizationCards?(runId: string, organization: OrganizationRef, readAt: Date): Promise<void>;
  /** 0.5 while people use the console, 1 when idle (DIRECTORY_SYNC_ACTIVE_MINUTES). */
  share(): Promise<number>;
  /** Who holds the lease (host, process, random). */
  owner: string;
  /** A new run starts this long after the last one completed. */
  intervalMs: number;
  leaseSeconds?: number;
  /** Stop after this many requests of either pass (tests: a "crash" mid-run). */
  maxPages?: number;
  now?: () => Date;
}

export type TickOutcome = 'not-due' | 'busy' | 'completed' | 'stopped' | 'lost-lease' | 'failed';

function isDue(s: SyncState, now: Date, intervalMs: number): boolean {
  if (s.runId || s.requestedAt || !s.lastCompletedAt) return true;
  return now.getTime() - s.lastCompletedAt.getTime() >= intervalMs;
}

/**
 * One tick of the directory sync (the console's mirror of the account): when a run is under way or due, claims
 * the lease and continues the run from the stored cursor, writing progress after each page (so a restart
 * resumes). A run has two passes: for each organization its students (both sign-in states) and its applications,
 * kept aside for the run, after which the organization's cards are written; then listStudents, whose rows are
 * written with their signed-in organizations (one write per row).
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
        runId: randomUUID(),
        runStartedAt: now(),
        nextPage: 1,
        totalPages: null,
        total: null,
        firstTotal: null,
        seen: 0,
        requests: 0,
        requestedAt: null,
        phase: 'signed-in',
        signedInPass: null,
      });
      if (!started) return 'lost-lease';
      state = started;
    }
    const run: Run = { deps, runId: state.runId!, now, leaseSeconds, pages: 0 };
    if (state.phase === 'signed-in') {
      const after = await organizationsPass(run, state);
      if (typeof after === 'string') return after;
      state = after;
    }
    const after = await studentsPass(run, state);
    if (typeof after === 'string') return after;
    return await complete(deps, after, run.runId, now());
  } catch (error) {
    // The reason only: a database error's message carries every value of the failed write.
    const requestId = (error as { requestId?: unknown }).requestId;
    await releaseSyncLease(db, owner, {
      lastError: errorSummary(error),
      lastErrorRequestId: typeof requestId === 'string' ? requestId : null,
      lastErrorAt: now(),
    });
    return 'failed';
  } finally {
    await releaseSyncLease(db, owner).catch(() => {});
  }
}

interface Run {
  deps: SyncDeps;
  runId: string;
  now: () => Date;
  leaseSeconds: number;
  /** Requests made by this tick (both passes), for maxPages. */
  pages: number;
}

const stopHere = (run: Run) => run.deps.maxPages !== undefined && run.pages >= run.deps.maxPages;
const clearError = { lastError: null, lastErrorRequestId: null, lastErrorAt: null };

/**
 * For each organization (slug order): pages through its students (listOrgStudents) and then its applications
 * (listApplications) from the stored cursor, keeping them for the run and saving the cursor after each page; once
 * both lists were read to the end without moving, the organization's cards are written.
 */
async function organizationsPass(run: Run, from: SyncState): Promise<SyncState | TickOutcome> {
  const { deps, runId } = run;
  let state = from;
  const organizations = await deps.organizations();
  const save = async (pass: SignedInPassState) => {
    // After the last organization the run goes on to the students, in the same write.
    const done = pass.index >= pass.orgs.length ? { phase: 'students' as const } : {};
    const saved = await saveWithLease(deps.db, deps.owner, run.leaseSeconds, {
      signedInPass: pass,
      ...done,
      ...clearError,
    });
    if (saved) state = saved;
    return saved;
  };
  if (!state.signedInPass) {
    await clearOrganizationsStaging(deps.db, runId, 'others');
    if (!(await save(startOrganizationsPass(organizations)))) return 'lost-lease';
  }
  const bySlug = new Map(organizations.map((o) => [o.slug, o]));
  while (state.phase === 'signed-in') {
    const pass = state.signedInPass!;
    const organization = bySlug.get(pass.orgs[pass.index]!);
    if (!organization) {
      if (!(await save(skipOrganization(pass)))) return 'lost-lease';
      continue;
    }
    if (stopHere(run)) return 'stopped';
    const share = await deps.share();
    if ((pass.step ?? 'students') === 'students') {
      const answer = await deps.listOrgStudents(organization.id, pass.nextPage, share);
      run.pages += 1;
      if (!(await save(await recordOrgStudentsPage(deps.db, runId, pass, answer, run.now())))) return 'lost-lease';
      continue;
    }
    const answer = await deps.listApplications(organization.id, pass.nextPage, share);
    run.pages += 1;
    const after = await recordApplicationsPage(deps.db, runId, pass, answer);
    if (!after.ended) {
      if (!(await save(after.pass))) return 'lost-lease';
      continue;
    }
    // Lists that moved while being read may have skipped a student or an application: no card is written from them.
    const whole = !after.pass.unstable.includes(organization.slug);
    if (whole) {
      const readAt = after.pass.orgStartedAt ? new Date(after.pass.orgStartedAt) : run.now();
      await deps.keepOrganizationCards?.(runId, organization, readAt);
    }
    if (!(await save(nextOrganization(after.pass, whole)))) return 'lost-lease';
  }
  return state;
}

/**
 * Pages through listStudents from the stored cursor, saving rows and progress after each page. A row is
 * written with the organizations that listed the student as signed in; one the signed-in pass could not
 * vouch for keeps what the row had. (A run begun before the signed-in pass existed leaves them alone.)
 */
async function studentsPass(run: Run, from: SyncState): Promise<SyncState | TickOutcome> {
  const { deps, runId } = run;
  const pass = from.signedInPass;
  const vouched = pass ? { signedInVouched: vouchedOrganizations(pass) } : {};
  let state = from;
  for (;;) {
    if (stopHere(run)) return 'stopped';
    const page = state.nextPage;
    const requestedAt = run.now();
    const answer = await deps.listStudents(page, await deps.share());
    run.pages += 1;
    const at = run.now();
    await deps.keepStudents?.(answer.data, requestedAt);
    const orgs = pass
      ? await signedInOf(
          deps.db,
          runId,
          answer.data.map((s) => s._id),
        )
      : null;
    const rows = answer.data.map((s) =>
      directoryRowOf(s, at, { seenRun: runId, signedInOrgs: orgs ? (orgs.get(s._id) ?? []) : null }),
    );
    await upsertDirectoryRows(deps.db, rows, vouched);
    const saved = await saveWithLease(deps.db, deps.owner, run.leaseSeconds, {
      nextPage: page + 1,
      totalPages: answer.pagination.totalPages,
      total: answer.pagination.total,
      firstTotal: state.firstTotal ?? answer.pagination.total,
      seen: state.seen + answer.data.length,
      requests: state.requests + 1,
      ...clearError,
    });
    if (!saved) return 'lost-lease';
    state = saved;
    if (answer.data.length === 0 || page >= answer.pagination.totalPages) return state;
  }
}

const syncLog = componentLogger('directory');

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
    directorySize.forget(db);
  }
  const [seen] = await db.select({ n: count() }).from(t).where(eq(t.seenRun, runId));
  forgetDirectoryFacets(db);
  const saved = await saveWithLease(db, deps.owner, 60, {
    runId: null,
    lastCompletedAt: at,
    lastCompletedCount: seen?.n ?? 0,
    lastRemoved: removed,
    phase: 'students',
    // A "sync now" pressed during this run asks for one more.
    requestedAt:
      state.requestedAt && state.runStartedAt && state.requestedAt > state.runStartedAt ? state.requestedAt : null,
  });
  if (!saved) return 'lost-lease';
  await clearOrganizationsStaging(db, runId, 'this');
  await refreshPlannerStatistics(db);
  return 'completed';
}

/**
 * The tables a run fills, vacuumed and analyzed once it completes, one at a time (on PGlite other statements go in
 * between). PGlite runs no autovacuum. Without statistics the planner may walk a broad index of stored_copies
 * instead of Home's partial ones (server/db/schema/stored-copies.ts). Without a vacuum, a run writes every row
 * again and the old versions are never reclaimed (each run of the 20,000-student account added about 100 MB), and
 * no page is marked all-visible, so an index-only scan still reads each row it counts from the table (Home's
 * awaiting-payments total over 6,400 cards: 6.0 ms, 0.75 ms vacuumed). The vacuum holds PGlite's one thread about
 * 0.25 s longer than the analysis alone did (20,000 students: 1.05 s against 0.8 s, the longest table 0.65 s).
 * PostgreSQL's autovacuum would get to it later. A failure here only leaves the tables as they were.
 */
async function refreshPlannerStatistics(db: Db): Promise<void> {
  try {
    for (const table of [storedCopies, t, mirroredApplications]) await db.execute(sql`vacuum (analyze) ${table}`);
  } catch (error) {
    syncLog.warn({ error: errorSummary(error) }, 'could not vacuum and analyze the tables the directory sync wrote');
  }
}
