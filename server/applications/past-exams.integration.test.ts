import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

/**
 * /exams/{slug}'s past sittings (server/applications/past-exams.ts): the API lists open exams only, so the exams of
 * past sittings are those of the mirror's copy of the applications that listExams does not hold; each leads to
 * /applications?exam=…, which listExamApplications answers for a past sitting too (spec §4.6).
 */
let fixture: ScopeFixture;
let stemId = '';

beforeAll(async () => {
  fixture = await startScopeFixture();
  const { resetPartnerClientForTests } = await import('@/server/partner');
  resetPartnerClientForTests();
  const { organizationIdOf } = await import('@/test/support/exams/exam-test-helpers');
  stemId = await organizationIdOf('stem');
}, 60_000);
afterAll(async () => {
  const { getReadModel } = await import('@/server/read-model');
  await getReadModel().settled();
  await fixture?.stop();
});

/** The API's own answer: every application of stem (listApplications, read to its end) not on an open exam. */
async function oracle(keep: (studentId: string) => boolean) {
  const { partner } = await import('@/server/partner');
  const { readAllPages } = await import('@/server/partner/read-all-pages');
  const scope = { organizationId: stemId };
  const [open, applications] = await Promise.all([
    readAllPages((page, limit) => partner.listExams(scope, { page, limit })),
    readAllPages((page, limit) => partner.listApplications(scope, { page, limit })),
  ]);
  const openIds = new Set(open.map((e) => e._id));
  const counts = new Map<string, number>();
  for (const a of applications) {
    const examId = a.exam?._id;
    if (!examId || openIds.has(examId) || !a.user.mainId || !keep(a.user.mainId)) continue;
    counts.set(examId, (counts.get(examId) ?? 0) + 1);
  }
  return counts;
}

describe("an organization's past sittings", () => {
  it('before the mirror has read the applications, none are listed and the page says so', async () => {
    const { loadPastExams } = await import('./past-exams');
    const past = await loadPastExams(scopeUsers.admin, 'stem');
    expect(past).toMatchObject({ exams: [], asOf: null });
  });

  it("after the mirror's pass: every exam no longer open that has applications, with their number, named", async () => {
    const { kickDirectorySync } = await import('@/server/directory/scheduler');
    expect(await kickDirectorySync()).toBe('completed');
    const { loadPastExams } = await import('./past-exams');
    const past = await loadPastExams(scopeUsers.admin, 'stem');
    const expected = await oracle(() => true);
    expect(expected.size, 'the seed has applications on past sittings').toBeGreaterThan(0);
    expect(new Map(past.exams.map((e) => [e.examId, e.applications]))).toEqual(expected);
    expect(past.exams.every((e) => e.exam?._id === e.examId && e.exam.category)).toBe(true);
    expect(past.asOf).not.toBeNull();

    // A coordinator counts their schools' students only.
    const school = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
    const coordinator = await loadPastExams(scopeUsers.coordinator, 'stem');
    const theirs = await oracle((id) => scopeUsers.coordinator.schools.includes(school.get(id) ?? ''));
    expect(new Map(coordinator.exams.map((e) => [e.examId, e.applications]))).toEqual(theirs);
  });

  it("a past sitting's applications: listExamApplications read live answers them, each named by the mirror's record", async () => {
    const { loadPastExams } = await import('./past-exams');
    const { listApplicationsPage } = await import('./queries');
    const { partner } = await import('@/server/partner');
    const [first] = (await loadPastExams(scopeUsers.admin, 'stem')).exams;
    expect(first).toBeDefined();
    const filters = { organization: 'stem', exam: first!.examId, page: 1, limit: 100 };
    const page = await listApplicationsPage(scopeUsers.admin, filters, { force: true });
    const live = await partner.listExamApplications({ organizationId: stemId }, first!.examId, { limit: 100 });
    expect(page.rows.map((r) => r._id).sort()).toEqual(live.data.map((a) => a._id).sort());
    expect(page.rows).toHaveLength(first!.applications);
    expect(page.rows.every((r) => r.exam?._id === first!.examId)).toBe(true);
  });
});
