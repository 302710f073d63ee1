import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import type { RequestContext } from '@/server/log/request-context';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { challengeWorld } from '@/test/support/group-challenges/group-challenge-test-world';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

let fixture: ScopeFixture;
let upstream: string[] = [];

beforeAll(async () => {
  fixture = await startScopeFixture({ onUpstreamCall: (call) => upstream.push(call) });
});
afterAll(async () => fixture?.stop());
beforeEach(() => {
  upstream = [];
});

/** What the student page reads: the student, then each organization's card. */
async function viewStudentPage(user: ConsoleUser, studentId: string) {
  const { studentPageRead } = await import('@/server/students/reads');
  const { loadStoredOrganizationCard } = await import('@/server/students/student-organizations');
  const page = await studentPageRead.load(user, { studentId });
  if (page.kind !== 'found') return { page, cards: [] };
  const cards = await Promise.all(page.organizations.map((o) => loadStoredOrganizationCard(user, page.student, o)));
  return { page, cards };
}

describe('the student page on the read model', () => {
  it('a first view reads the API and stores it; the next view makes no upstream call and says when it was read', async () => {
    const cold = await viewStudentPage(scopeUsers.admin, fixture.mine._id);
    expect(cold.page.kind).toBe('found');
    expect(upstream).toContain(`GET /student/${fixture.mine._id}`);
    expect(upstream.filter((call) => call.endsWith(`/student/${fixture.mine._id}`)).length).toBeGreaterThan(1);
    upstream = [];
    const warm = await viewStudentPage(scopeUsers.admin, fixture.mine._id);
    expect(upstream).toEqual([]);
    expect(warm.page.kind === 'found' && warm.page.stored.stale).toBe(false);
    expect(warm.cards.map((c) => c.fetchedAt)).toEqual(cold.cards.map((c) => c.fetchedAt));
    expect(warm.cards.map((c) => c.data)).toEqual(cold.cards.map((c) => c.data));
  });

  it("a coordinator is kept to their schools on stored copies: another school's stored student is not found, without an upstream call", async () => {
    await viewStudentPage(scopeUsers.admin, fixture.other._id);
    upstream = [];
    const { page } = await viewStudentPage(scopeUsers.coordinator, fixture.other._id);
    expect(page.kind).toBe('not-found');
    expect(upstream).toEqual([]);
    const { loadStoredOrganizationCard } = await import('@/server/students/student-organizations');
    const { isStudentNotFound } = await import('@/server/access/scope');
    const { listOrganizations } = await import('@/server/reference/organizations');
    const [organization] = await listOrganizations();
    const refused = await loadStoredOrganizationCard(scopeUsers.coordinator, fixture.other, organization!).catch(
      (e: unknown) => e,
    );
    expect(isStudentNotFound(refused)).toBe(true);
  });

  it('a write through a server action invalidates the copies it changes: the next view reads the API and shows the change', async () => {
    const student = fixture.students.find(
      (s) => s.school?.name === fixture.mine.school?.name && !s.activatedPlatformsThisSeason.includes('common'),
    );
    expect(student).toBeDefined();
    const before = await viewStudentPage(scopeUsers.coordinator, student!._id);
    const notActivated = before.cards.find((c) => !c.data.activated);
    expect(notActivated).toBeDefined();
    const slug = notActivated!.data.organization.slug;

    session.user = scopeUsers.coordinator;
    const { activatePlatformsAction } = await import('@/server/students/actions');
    expect(await activatePlatformsAction({ studentId: student!._id, platforms: [slug] })).toMatchObject({ ok: true });
    upstream = [];
    const after = await viewStudentPage(scopeUsers.coordinator, student!._id);
    expect(upstream.some((call) => call === `GET /student/${student!._id}`)).toBe(true);
    expect(after.page.kind === 'found' && after.page.student.activatedPlatformsThisSeason).toContain(slug);
    expect(after.cards.find((c) => c.data.organization.slug === slug)?.data.activated).toBe(true);
  });

  it('a write the API refuses invalidates the copies too: what the person acted on may be out of date', async () => {
    await viewStudentPage(scopeUsers.support, fixture.mine._id);
    session.user = scopeUsers.support;
    const { linkSupervisorAction } = await import('@/server/students/actions');
    const refused = await linkSupervisorAction({
      studentId: fixture.mine._id,
      organization: 'stem',
      supervisorUsername: 'nobody-by-this-name',
    });
    expect(refused.ok).toBe(false);
    upstream = [];
    await viewStudentPage(scopeUsers.support, fixture.mine._id);
    expect(upstream).toContain(`GET /student/${fixture.mine._id}`);
  });

  it('Refresh reads the API now, even when the copy is fresh', async () => {
    session.user = scopeUsers.support;
    const { readOrganizationCardAction, getStudentAction } = await import('@/server/students/actions');
    const first = await viewStudentPage(scopeUsers.support, fixture.mine._id);
    const slug = first.cards[0]!.data.organization.slug;
    upstream = [];
    const kept = await readOrganizationCardAction({ studentId: fixture.mine._id, organization: slug, force: false });
    expect(upstream).toEqual([]);
    expect(kept).toMatchObject({ ok: true, data: { fetchedAt: first.cards[0]!.fetchedAt } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refreshed = await readOrganizationCardAction({
      studentId: fixture.mine._id,
      organization: slug,
      force: true,
    });
    expect(refreshed.ok && refreshed.data.fetchedAt > first.cards[0]!.fetchedAt).toBe(true);
    const student = await getStudentAction({ studentId: fixture.mine._id, force: true });
    expect(student.ok && student.data.stale).toBe(false);
    expect(upstream).toContain(`GET /student/${fixture.mine._id}`);
  });
});

describe("a student's available exams on the read model", () => {
  it('the second view asks the API nothing; Refresh asks it again', async () => {
    const { loadAvailableExams } = await import('@/server/exams/available-exams');
    const { getReadModel } = await import('@/server/read-model');
    const cold = await loadAvailableExams(scopeUsers.support, 'stem', fixture.mine._id);
    // With the student's card stored, the first view may be the prediction (docs/read-model.md), confirmed by a
    // background read of the tree.
    await getReadModel().settled();
    expect(
      upstream.some((call) => call.includes(`/available-exams/${fixture.mine._id}`) || call.includes('/exam/')),
    ).toBe(true);
    upstream = [];
    const { requestStorage } = await import('@/server/log/request-context');
    const context: RequestContext = { requestId: 'req-available', method: 'GET', path: '/exams' };
    const warm = await requestStorage.run(context, () =>
      loadAvailableExams(scopeUsers.support, 'stem', fixture.mine._id),
    );
    expect(upstream).toEqual([]);
    // The stored student and the stored tree, each read once (the fresh tree is not read again after its check).
    expect(context.dbQueries).toBe(2);
    expect(warm.freshness).toMatchObject({ stale: false, busy: false });
    expect(warm.freshness.fetchedAt >= cold.freshness.fetchedAt).toBe(true);
    expect(warm.tree).toEqual(cold.tree);
    const refreshed = await loadAvailableExams(scopeUsers.support, 'stem', fixture.mine._id, { force: true });
    expect(upstream).not.toEqual([]);
    expect(refreshed.freshness.fetchedAt >= cold.freshness.fetchedAt).toBe(true);
  });
});

describe('a group of a group challenge on the read model', () => {
  it('many open pages polling one group make one upstream read; a coordinator is kept to their schools on the stored group', async () => {
    const world = await challengeWorld(fixture);
    upstream = [];
    const { loadGroup, loadActivity } = await import('@/server/group-challenges/group-queries');
    const scope = { organizationId: world.organizationId, challengeId: world.challengeId, groupId: world.mixed._id };
    const params = { page: 1, limit: 100 };
    for (let poll = 0; poll < 3; poll++) {
      await Promise.all(
        Array.from({ length: 8 }, () =>
          Promise.all([loadGroup(scope, scopeUsers.support), loadActivity(scope, params, scopeUsers.support)]),
        ),
      );
    }
    const groupReads = upstream.filter((call) => call.endsWith(`/group/${world.mixed._id}`));
    expect(groupReads).toHaveLength(1);
    expect(upstream.filter((call) => call.includes('/activity'))).toHaveLength(1);

    const arch = world.seedGroups.get('The Arch Team')!;
    const archScope = { ...scope, groupId: arch._id };
    await loadGroup(archScope, scopeUsers.admin);
    upstream = [];
    const { isStudentNotFound } = await import('@/server/access/scope');
    expect(isStudentNotFound(await loadGroup(archScope, scopeUsers.coordinator).catch((e: unknown) => e))).toBe(true);
    expect(upstream).toEqual([]);
    const mixed = await loadGroup(scope, scopeUsers.coordinator);
    expect(mixed.group.yourStudents.map((s) => s.studentId)).toEqual([world.mine.studentId]);
    expect(mixed.freshness.stale).toBe(false);
  });
});

describe("a challenge's groups and students tabs on the read model", () => {
  it('store each API page: a second view asks nothing, a coordinator is narrowed on the stored pages, a write in the challenge reads them again', async () => {
    const world = await challengeWorld(fixture);
    const { loadGroups, loadStandings } = await import('@/server/group-challenges/queries');
    const scope = { organizationId: world.organizationId, challengeId: world.challengeId };
    const params = { page: 1, limit: 20 };
    upstream = [];
    const cold = await loadGroups(scope, params, scopeUsers.support);
    await loadStandings(scope, params, scopeUsers.support);
    expect(
      upstream.filter((call) => call.endsWith('/group') || call.endsWith('/student')).length,
    ).toBeGreaterThanOrEqual(2);
    upstream = [];
    const warm = await loadGroups(scope, params, scopeUsers.support);
    expect(warm.groups).toEqual(cold.groups);
    expect(warm.freshness).toEqual(cold.freshness);
    await loadStandings(scope, params, scopeUsers.support);
    expect(upstream.filter((call) => call.endsWith('/group') || call.endsWith('/student'))).toEqual([]);
    // A coordinator's tab reads the API's largest pages and keeps their schools' groups: stored the same way.
    await loadGroups(scope, params, scopeUsers.coordinator);
    upstream = [];
    const mine = await loadGroups(scope, params, scopeUsers.coordinator);
    expect(mine.groups.map((g) => g._id)).toContain(world.mixed._id);
    expect(mine.groups.map((g) => g._id)).not.toContain(world.seedGroups.get('The Arch Team')!._id);
    expect(upstream).toEqual([]);

    const { getReadModel } = await import('@/server/read-model');
    await getReadModel().invalidate([world.challengeId]);
    await loadGroups(scope, params, scopeUsers.support);
    expect(upstream.filter((call) => call.endsWith('/group'))).toHaveLength(1);
    const refreshed = await loadStandings(scope, params, scopeUsers.support, { force: true });
    expect(refreshed.freshness?.stale).toBe(false);
    expect(upstream.filter((call) => call.endsWith('/student'))).toHaveLength(1);
  });

  it("a student's standing is stored too, and read again after a write in the challenge", async () => {
    const world = await challengeWorld(fixture);
    const { loadStanding } = await import('@/server/group-challenges/queries');
    const scope = {
      organizationId: world.organizationId,
      challengeId: world.challengeId,
      studentId: world.mine.studentId,
    };
    upstream = [];
    const cold = await loadStanding(scope);
    const warm = await loadStanding(scope);
    expect(warm).toEqual(cold);
    expect(upstream.filter((call) => call.endsWith(`/student/${world.mine.studentId}`))).toHaveLength(1);
    const { getReadModel } = await import('@/server/read-model');
    await getReadModel().invalidate([world.challengeId]);
    expect((await loadStanding(scope)).standing.studentId).toBe(world.mine.studentId);
    expect(upstream.filter((call) => call.endsWith(`/student/${world.mine.studentId}`))).toHaveLength(2);
  });
});

describe('organization cards seeded from the directory', () => {
  it('a student the last sync saw signed in nowhere: the cards show that as of the sync, without asking the API', async () => {
    const { directoryRowOf } = await import('@/lib/directory/to-row');
    const { upsertDirectoryRows } = await import('@/server/directory/store');
    const { getDb } = await import('@/server/db/client');
    // From the end of the list: a student no test above has viewed, so nothing is stored for them yet.
    const student = [...fixture.students]
      .reverse()
      .find((s) => s.activatedPlatformsThisSeason.length > 0 && s.school?.name === fixture.mine.school?.name)!;
    const syncedAt = new Date(Date.now() - 30_000);
    await upsertDirectoryRows(await getDb(), [
      directoryRowOf(student, syncedAt, { seenRun: 'test', signedInOrgs: [] }),
    ]);
    upstream = [];
    const { cards } = await viewStudentPage(scopeUsers.coordinator, student._id);
    const activated = cards.filter((c) => c.data.activated);
    expect(activated.length).toBeGreaterThan(0);
    for (const card of activated) {
      expect(card).toMatchObject({
        data: { orgStudent: { ok: true, data: { signedIn: false } } },
        fetchedAt: syncedAt.toISOString(),
        stale: false,
      });
    }
    expect(upstream.filter((call) => /\/[0-9a-f]{24}\/student\//.test(call))).toEqual([]);
  });
});
