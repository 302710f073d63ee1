import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { DbHandle } from '@/server/db/client';
import { directorySignedIn, directoryStudents } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { searchDirectory } from './search';
import { directorySyncStatus } from './status';
import { setSignedInOrgs } from './store';
import { runDirectorySyncTick, type SyncDeps } from './sync-run';
import { claimSyncLease, releaseSyncLease, requestSync } from './sync-state';
import { addSandboxStudents, sandboxSyncDeps, signInSandboxStudent } from '@/test/support/directory/sandbox-sync';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';

/** Rows in the directory. */
const rows = async (h: DbHandle) => (await h.db.select({ n: count() }).from(directoryStudents))[0]!.n;
/** Which organizations the added students signed in to (only those they are activated for take effect). */
const signedInOf = (i: number) => (i % 7 === 0 ? ['stem', 'hilingua'] : i % 11 === 0 ? ['coding', 'neo'] : []);

/**
 * The account's size: 20 pages of listStudents, enough for a pass to stop and resume several pages in, and for each
 * organization to span pages (a bigger account only makes the test slower: bench directory-sync measures 20,000).
 */
const total = 2000;

describe.each(testDatabases())('directory sync over 2,000 sandbox students ($name)', (target) => {
  const world = withSandboxAndDatabase(target);
  const stats = { listStudents: 0, listOrgStudents: 0, listApplications: 0, status429: 0 };
  const sandbox = () => world.sandbox;
  const own = () => {
    const owner = sandbox().accounts()[0]!._id;
    return sandbox().state.students.students.filter((s) => s.ownerAccountId === owner);
  };

  /** Each own student's organizations as the API tells them: signed in (a copy exists) and visible (activated). */
  function expectedSignedIn(): Map<string, string[]> {
    const { organizations } = sandbox().state.reference;
    const copies = new Set(sandbox().state.students.orgCopies.map((c) => `${c.organizationId}:${c.mainId}`));
    return new Map(
      own().map((s) => [
        s._id,
        organizations
          .filter((o) => copies.has(`${o._id}:${s._id}`) && isActivatedFor(s.activatedPlatformsThisSeason, o.slug))
          .map((o) => o.slug)
          .sort(),
      ]),
    );
  }
  /** listOrgStudents pages a full organizations pass needs: per organization its activated students / 100, at least 1. */
  function orgPagesNeeded(): number {
    const students = own();
    return sandbox().state.reference.organizations.reduce(
      (n, o) =>
        n +
        Math.max(
          1,
          Math.ceil(students.filter((s) => isActivatedFor(s.activatedPlatformsThisSeason, o.slug)).length / 100),
        ),
      0,
    );
  }
  /** listApplications pages a full organizations pass needs, as the API pages them. */
  async function applicationPagesNeeded(): Promise<number> {
    const probe = sandboxSyncDeps(world.standalone, world.db, { owner: 'probe' });
    let pages = 0;
    for (const o of sandbox().state.reference.organizations)
      pages += Math.max(1, (await probe.listApplications(o._id, 1, 1)).pagination.totalPages);
    return pages;
  }
  async function signedInRows(): Promise<Map<string, string[] | null>> {
    const all = await world.db
      .select({ id: directoryStudents.id, orgs: directoryStudents.signedInOrgs })
      .from(directoryStudents);
    return new Map(all.map((r) => [r.id, r.orgs]));
  }

  beforeAll(() => {
    addSandboxStudents(sandbox(), sandboxDemoAccount.apiKey, total - own().length, 'dir', { signedIn: signedInOf });
  });

  function deps(owner: string, extra: Partial<SyncDeps> = {}): SyncDeps {
    const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      const path = new URL(String(input)).pathname;
      if (path === '/v1/student') stats.listStudents += 1;
      if (/^\/v1\/[0-9a-f]{24}\/student$/.test(path)) stats.listOrgStudents += 1;
      if (/^\/v1\/[0-9a-f]{24}\/application$/.test(path)) stats.listApplications += 1;
      if (response.status === 429) stats.status429 += 1;
      return response;
    }) as typeof fetch;
    return { ...sandboxSyncDeps(world.standalone, world.db, { owner, fetch: counting }), ...extra };
  }

  it('stops in either pass and resumes from the stored cursor (a restart): 20 listStudents requests, the organizations pages separately, no 429', async () => {
    const orgPages = orgPagesNeeded() + (await applicationPagesNeeded());
    expect(orgPages).toBeGreaterThan(12);
    expect(await runDirectorySyncTick(deps('instance-a', { maxPages: 12 }))).toBe('stopped');
    const first = await directorySyncStatus(world.db);
    expect(first).toMatchObject({ running: true, phase: 'signed-in', seen: 0 });
    expect(first.signedIn).toMatchObject({ organizations: 5 });
    expect(first.signedIn!.seen).toBeGreaterThan(0);
    expect(stats.listOrgStudents + stats.listApplications).toBe(12);
    expect(stats.listStudents).toBe(0);

    // Another instance takes over (the first released its lease), ends the organizations pass and stops at page 12 of the students.
    expect(await runDirectorySyncTick(deps('instance-b', { maxPages: orgPages - 12 + 12 }))).toBe('stopped');
    expect(await directorySyncStatus(world.db)).toMatchObject({
      running: true,
      phase: 'students',
      page: 12,
      totalPages: total / 100,
      seen: 1200,
      signedIn: null,
    });

    const kept: string[] = [];
    const keepStudents = async (students: ReadonlyArray<{ _id: string }>) =>
      void kept.push(...students.map((s) => s._id));
    expect(await runDirectorySyncTick(deps('instance-a', { keepStudents }))).toBe('completed');
    // Every page read from there on hands its whole records to the read model (8 pages of 100).
    expect(new Set(kept).size).toBe(total - 1200);
    console.log(
      `sync of ${total} students: ${stats.listStudents} listStudents + ${stats.listOrgStudents} listOrgStudents + ${stats.listApplications} listApplications requests, ${stats.status429} × 429`,
    );
    expect(stats.listStudents).toBeLessThanOrEqual(total / 100 + 2);
    expect(stats.listOrgStudents).toBe(orgPagesNeeded());
    expect(stats.listOrgStudents).toBeLessThanOrEqual(5 * (1 + total / 100));
    expect(stats.listApplications).toBe(await applicationPagesNeeded());
    expect(stats.status429).toBe(0);
    expect(await rows(world.handle)).toBe(total);
    const done = await directorySyncStatus(world.db);
    expect(done).toMatchObject({
      running: false,
      phase: null,
      signedIn: null,
      lastCompletedCount: total,
      rows: total,
      lastError: null,
    });
    expect(done.lastCompletedAt).not.toBeNull();
    expect(await world.db.select().from(directorySignedIn)).toEqual([]);
  }, 180_000);

  it("writes every row's signed-in organizations as the organizations list them; the organization filter finds them", async () => {
    const expected = expectedSignedIn();
    const held = await signedInRows();
    expect(held.size).toBe(expected.size);
    for (const [id, orgs] of expected) expect([id, held.get(id)]).toEqual([id, orgs]);
    const coding = [...expected.values()].filter((o) => o.includes('coding')).length;
    expect(coding).toBeGreaterThan(100);
    const page = await searchDirectory(world.db, null, directoryQuerySchema.parse({ org: 'coding', limit: 100 }));
    expect(page.total).toBe(coding);
    expect(page.rows.every((r) => r.signedInOrgs?.includes('coding'))).toBe(true);
  });

  it('finds "maria" as María, and is not due again until the interval passes', async () => {
    const page = await searchDirectory(world.db, null, directoryQuerySchema.parse({ q: 'maria', limit: 100 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((r) => /mar[ií]a/i.test(r.fullName))).toBe(true);
    expect(page.rows.some((r) => r.fullName.startsWith('María '))).toBe(true);
    expect(await runDirectorySyncTick(deps('instance-a'))).toBe('not-due');
  });

  it('holds the run for the lease holder only', async () => {
    await requestSync(world.db);
    expect(await claimSyncLease(world.db, 'someone-else', 60)).not.toBeNull();
    expect(await runDirectorySyncTick(deps('instance-a'))).toBe('busy');
    await releaseSyncLease(world.db, 'someone-else');
  });

  it('removes students no longer listed, and corrects sign-ins: a new one is added, one not listed is taken away', async () => {
    const gone = own()
      .slice(-3)
      .map((s) => s._id);
    sandbox().state.students.students = sandbox().state.students.students.filter((s) => !gone.includes(s._id));
    const signedInBefore = expectedSignedIn();
    const newcomer = own().find(
      (s) => s.activatedPlatformsThisSeason.includes('common') && !signedInBefore.get(s._id)!.includes('gmath'),
    )!;
    expect(signInSandboxStudent(sandbox(), newcomer, ['gmath'])).toEqual(['gmath']);
    const signedInAfter = expectedSignedIn();
    const stale = own().find((s) => signedInAfter.get(s._id)!.length === 0)!;
    await setSignedInOrgs(world.db, stale._id, ['neo']);
    const before = { ...stats };
    await requestSync(world.db);
    expect(await runDirectorySyncTick(deps('instance-a'))).toBe('completed');
    expect(stats.listStudents - before.listStudents).toBe(total / 100);
    expect(stats.listOrgStudents - before.listOrgStudents).toBe(orgPagesNeeded());
    expect(stats.listApplications - before.listApplications).toBe(await applicationPagesNeeded());
    expect(stats.status429).toBe(0);
    expect(await rows(world.handle)).toBe(total - 3);
    expect(await directorySyncStatus(world.db)).toMatchObject({ lastRemoved: 3, lastCompletedCount: total - 3 });
    const held = await signedInRows();
    expect(held.get(newcomer._id)).toContain('gmath');
    expect(held.get(stale._id)).toEqual([]);
  }, 180_000);

  it("keeps an organization's earlier sign-ins when its list moved while being read, and corrects them on the next run", async () => {
    const expected = expectedSignedIn();
    const stale = own().find(
      (s) => s.activatedPlatformsThisSeason.includes('stem') && !expected.get(s._id)!.includes('stem'),
    )!;
    await setSignedInOrgs(world.db, stale._id, ['stem']);
    const latecomer = own().find(
      (s) =>
        isActivatedFor(s.activatedPlatformsThisSeason, 'stem') &&
        !expected.get(s._id)!.includes('stem') &&
        s._id !== stale._id,
    )!;
    const base = deps('instance-a');
    const stem = sandbox().state.reference.organizations.find((o) => o.slug === 'stem')!;
    let moved = false;
    const listOrgStudents: SyncDeps['listOrgStudents'] = async (organizationId, page, share) => {
      const answer = await base.listOrgStudents(organizationId, page, share);
      // While stem's first page is being read, someone signs in there and a new student is activated there: its total moves.
      if (organizationId === stem._id && !moved) {
        signInSandboxStudent(sandbox(), latecomer, ['stem']);
        moved = addSandboxStudents(sandbox(), sandboxDemoAccount.apiKey, 1, 'late').length === 1;
      }
      return answer;
    };
    await requestSync(world.db);
    expect(await runDirectorySyncTick({ ...base, listOrgStudents })).toBe('completed');
    expect(moved).toBe(true);
    const [row] = await world.db.select().from(directoryStudents).where(eq(directoryStudents.id, stale._id));
    expect(row!.signedInOrgs).toContain('stem');

    await requestSync(world.db);
    expect(await runDirectorySyncTick(deps('instance-a'))).toBe('completed');
    const held = await signedInRows();
    expect(held.get(stale._id)).not.toContain('stem');
    expect(held.get(latecomer._id)).toContain('stem');
    expect(stats.status429).toBe(0);
  }, 180_000);
});
