import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { liveList as live } from '@/test/support/applications/live-list';
import { testDatabases } from '@/test/support/db/test-databases';
import { plantedApplication } from '@/test/support/exams/exam-test-helpers';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

/**
 * Pages nobody has opened yet, after the mirror's first complete pass (docs/read-model.md, "The mirror"): the
 * applications lists and the group-challenge lists answer from what the directory sync stored, with no call to
 * the API, and show what the API's lists answer. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const upstream: string[] = [];

type ApplicationsView = Awaited<ReturnType<typeof import('@/server/applications/queries').listApplicationsPage>>;

async function view(filters: Record<string, unknown>): Promise<ApplicationsView> {
  const { listApplicationsAction } = await import('@/server/applications/actions');
  const answer = await listApplicationsAction({ page: 1, limit: 20, ...filters });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data;
}

/** Every page of a list as the applications page shows it (numbered pages, or a coordinator's scanned views). */
async function allPages(filters: Record<string, unknown>): Promise<{ ids: string[]; views: ApplicationsView[] }> {
  const ids: string[] = [];
  const views: ApplicationsView[] = [];
  let next: Record<string, unknown> = { page: 1 };
  for (let i = 0; i < 100; i++) {
    const shown = await view({ ...filters, ...next });
    views.push(shown);
    ids.push(...shown.rows.map((r) => r._id));
    if (shown.paging.kind === 'scan') {
      if (!shown.paging.next) break;
      next = { from: shown.paging.next };
    } else {
      if (shown.paging.pagination.page >= shown.paging.pagination.totalPages) break;
      next = { page: shown.paging.pagination.page + 1 };
    }
  }
  return { ids, views };
}

/**
 * `count` more applications in the organization (planted in the sandbox's state, as creating them through the API
 * would take minutes of its budget), so that its list spans several API pages of 100 and many console pages.
 */
function plantApplications(fixture: ScopeFixture, organizationId: string, count: number): void {
  const { students, orgCopies } = fixture.sandbox.state.students;
  const visible = (mainId: string) =>
    students.find((s) => s._id === mainId)?.activatedPlatformsThisSeason.some((p) => p === 'stem' || p === 'common');
  const copies = orgCopies.filter((c) => c.organizationId === organizationId && visible(c.mainId));
  const exams = fixture.sandbox.state.exams.exams.filter((e) => e.organizationId === organizationId);
  const start = fixture.sandbox.now().getTime() - 86_400_000;
  for (let i = 0; i < count; i++) {
    const copy = copies[i % copies.length]!;
    // Every third made in the same second as the one before: the API's order then also goes by id.
    const at = new Date(start + (i - (i % 3 === 2 ? 1 : 0)) * 1000).toISOString();
    const examId = exams[i % exams.length]!._id;
    const uuid = `M${String(i).padStart(7, '0')}`;
    fixture.sandbox.state.exams.applications.push(
      plantedApplication(fixture, { organizationId, copy, examId, uuid, at }),
    );
  }
}

/** Upstream calls `run` made. */
async function calls<T>(run: () => Promise<T>): Promise<{ result: T; made: string[] }> {
  const before = upstream.length;
  const result = await run();
  const { getReadModel } = await import('@/server/read-model');
  await getReadModel().settled();
  return { result, made: upstream.slice(before) };
}

describe.each(testDatabases())('first views after the mirror’s pass ($name)', (target) => {
  let fixture: ScopeFixture;
  let stemId: string;

  beforeAll(async () => {
    fixture = await startScopeFixture({ database: target, onUpstreamCall: (call) => upstream.push(call) });
    const { organizationIdOf } = await import('@/test/support/exams/exam-test-helpers');
    stemId = await organizationIdOf('stem');
    plantApplications(fixture, stemId, 230);
  }, 60_000);
  afterAll(async () => {
    const { getReadModel } = await import('@/server/read-model');
    await getReadModel().settled();
    await fixture?.stop();
  });

  it('before the mirror covered an organization, its applications are read live', async () => {
    session.user = scopeUsers.admin;
    const { made } = await calls(() => view({ organization: 'stem' }));
    expect(made.some((c) => /\/[0-9a-f]{24}\/application$/.test(c))).toBe(true);
  });

  it('after the pass: every organization’s, an exam’s and a student’s applications cost no call and are the live lists', async () => {
    const { kickDirectorySync } = await import('./scheduler');
    const run = await calls(() => kickDirectorySync());
    expect(run.result).toBe('completed');
    console.log(`one mirror run: ${run.made.length} calls`);
    const { partner } = await import('@/server/partner');
    session.user = scopeUsers.admin;
    let compared = 0;
    for (const organization of fixture.sandbox.state.reference.organizations) {
      const scope = { organizationId: organization._id };
      const oracle = await live((page) => partner.listApplications(scope, { page, limit: 100 }));
      const { result, made } = await calls(() => allPages({ organization: organization.slug }));
      expect(made, organization.slug).toEqual([]);
      expect(result.ids, organization.slug).toEqual(oracle.map((a) => a._id));
      // "As of" the mirror's read, not now.
      expect(result.views[0]!.freshness).toMatchObject({ stale: false, busy: false });
      compared += oracle.length;
    }
    expect(compared).toBeGreaterThan(250);

    const stem = fixture.sandbox.state.exams.applications.filter((a) => a.organizationId === stemId);
    const byExam = new Map<string, number>();
    for (const a of stem) byExam.set(a.exam, (byExam.get(a.exam) ?? 0) + 1);
    const examId = [...byExam].sort((a, b) => b[1] - a[1])[0]![0];
    const examOracle = await live((page) =>
      partner.listExamApplications({ organizationId: stemId }, examId, { page, limit: 100 }),
    );
    const exam = await calls(() => allPages({ organization: 'stem', exam: examId, limit: 5 }));
    expect(exam.made).toEqual([]);
    expect(exam.result.ids).toEqual(examOracle.map((a) => a._id));
    expect(examOracle.length).toBeGreaterThan(5);

    const studentId = stem[0]!.studentId;
    const studentOracle = await live((page) =>
      partner.listStudentApplications({ organizationId: stemId }, studentId, { page, limit: 100 }),
    );
    const student = await calls(() => allPages({ organization: 'stem', student: studentId }));
    expect(student.made).toEqual([]);
    expect(student.result.ids).toEqual(studentOracle.map((a) => a._id));

    // A coordinator's scanned view: their schools' applications only, in the list's order, still no call.
    session.user = scopeUsers.coordinator;
    const schoolOf = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
    const stemOracle = await live((page) => partner.listApplications({ organizationId: stemId }, { page, limit: 100 }));
    const coordinator = await calls(() => allPages({ organization: 'stem', limit: 5 }));
    expect(coordinator.made).toEqual([]);
    const ours = stemOracle.filter((a) => schoolOf.get(a.user.mainId ?? '') === mySchool).map((a) => a._id);
    expect(ours.length).toBeGreaterThan(0);
    expect(coordinator.result.ids).toEqual(ours);

    // A coordinator's student filter: their student's list is checked against the stored record (no getStudent);
    // another school's student is not found, as on the student's page.
    const mine = stem.find((a) => schoolOf.get(a.studentId) === mySchool)!.studentId;
    const theirs = stem.find((a) => schoolOf.get(a.studentId) !== mySchool)!.studentId;
    const own = await calls(() => allPages({ organization: 'stem', student: mine }));
    expect(own.made).toEqual([]);
    expect(own.result.ids).toEqual(
      (
        await live((page) => partner.listStudentApplications({ organizationId: stemId }, mine, { page, limit: 100 }))
      ).map((a) => a._id),
    );
    const { listApplicationsAction } = await import('@/server/applications/actions');
    const refused = await calls(() =>
      listApplicationsAction({ page: 1, limit: 20, organization: 'stem', student: theirs }),
    );
    expect(refused.made).toEqual([]);
    expect(refused.result).toMatchObject({ ok: false, error: { status: 404 } });
  }, 240_000);

  it('after the pass: the group-challenge overview, an organization’s challenges, each challenge and Home cost no call and are what the API lists', async () => {
    session.user = scopeUsers.admin;
    const { partner, isPartnerApiError } = await import('@/server/partner');
    const { challengeOverviewRead, challengesRead, challengeRead } = await import('@/server/group-challenges/reads');
    const { homeRead } = await import('@/server/home/reads');
    const overview = await calls(() => challengeOverviewRead.action({}));
    expect(overview.made).toEqual([]);
    if (!overview.result.ok) throw new Error(overview.result.error.message);
    const liveLists = new Map<string, string[] | null>();
    for (const organization of fixture.sandbox.state.reference.organizations) {
      const ids = await partner
        .listGroupChallenges({ organizationId: organization._id }, { page: 1, limit: 100 })
        .then((a) => a.data.map((c) => c._id))
        .catch((error: unknown) => {
          if (isPartnerApiError(error) && error.status === 404) return null;
          throw error;
        });
      liveLists.set(organization._id, ids);
    }
    expect([...liveLists.values()].filter(Boolean).flat().length).toBeGreaterThanOrEqual(2);
    for (const { organization, list } of overview.result.data) {
      const live = liveLists.get(organization._id);
      expect(list.enabled, organization.slug).toBe(live ? true : false);
      if (list.enabled) expect(list.challenges.map((c) => c._id)).toEqual(live!.slice(0, 10));
    }

    const stem = fixture.sandbox.state.reference.organizations.find((o) => o._id === stemId)!;
    const input = { organizationId: stemId, slug: stem.slug };
    const page = await calls(() => challengesRead.action({ ...input, params: { page: 1, limit: 20 } }));
    expect(page.made).toEqual([]);
    expect(page.result.ok && page.result.data.enabled && page.result.data.challenges.map((c) => c._id)).toEqual(
      liveLists.get(stemId),
    );
    for (const challengeId of liveLists.get(stemId)!) {
      const shown = await calls(() => challengeRead.action({ ...input, challengeId }));
      expect(shown.made).toEqual([]);
      const live = await partner.getGroupChallenge({ organizationId: stemId, challengeId });
      expect(shown.result.ok && shown.result.data.challenge).toEqual(live.data);
    }

    const home = await calls(() => homeRead.action({}));
    expect(home.made).toEqual([]);
    expect(home.result.ok && home.result.data.attention.challengeProblems).toEqual([]);
  }, 120_000);

  it('an apply through the console shows on the list at once (read live), and Refresh reads live', async () => {
    session.user = scopeUsers.admin;
    const { applicableExam } = await import('@/test/support/exams/exam-test-helpers');
    const { studentId, examId } = await applicableExam(fixture, 'stem', mySchool);
    const { applyAction } = await import('@/server/exams/actions');
    const applied = await applyAction({ slug: 'stem', studentId, examId });
    expect(applied).toMatchObject({ ok: true, data: { created: true } });
    const applicationId = applied.ok ? applied.data.applicationId : '';
    const after = await calls(() => allPages({ organization: 'stem' }));
    expect(after.result.ids).toContain(applicationId);
    expect(after.made.length).toBeGreaterThan(0);
    const forStudent = await view({ organization: 'stem', student: studentId });
    expect(forStudent.rows.map((r) => r._id)).toContain(applicationId);

    // Another organization's copy was not touched by the write: still no call.
    const other = fixture.sandbox.state.reference.organizations.find((o) => o._id !== stemId)!;
    expect((await calls(() => view({ organization: other.slug }))).made).toEqual([]);
    // Refresh reads the API now.
    const { listApplicationsAction } = await import('@/server/applications/actions');
    const refreshed = await calls(() =>
      listApplicationsAction({ organization: other.slug, page: 1, limit: 20, force: true }),
    );
    expect(refreshed.made.length).toBeGreaterThan(0);
  }, 120_000);
});
