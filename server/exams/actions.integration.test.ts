import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
// Pages rendered here run outside a Next request: no response whose end could free a turn of the view gate.
vi.mock('@/server/fairness/admit-page-view', () => ({ admitThisPageView: async () => {} }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const notFound = { ok: false, error: { status: 404, message: 'Student not found.', say: { key: 'studentNotFound' } } };
const unknownId = 'c'.repeat(24);
let fixture: ScopeFixture;
beforeAll(async () => {
  fixture = await startScopeFixture();
});
afterAll(async () => fixture?.stop());

/** Runs a page's default export and answers the digest of what it threw (notFound() is NEXT_HTTP_ERROR_FALLBACK;404). */
async function pageDigest(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}
const notFoundDigest = 'NEXT_HTTP_ERROR_FALLBACK;404';

describe('exams: a coordinator is kept to their schools’ students', () => {
  it('available exams: another school’s student answers as an unknown one; their own and support see theirs', async () => {
    const { loadAvailableExamsAction } = await import('./actions');
    session.user = scopeUsers.coordinator;
    expect(await loadAvailableExamsAction({ slug: 'stem', studentId: fixture.other._id })).toEqual(notFound);
    expect(await loadAvailableExamsAction({ slug: 'stem', studentId: unknownId })).toEqual(notFound);
    expect(await loadAvailableExamsAction({ slug: 'stem', studentId: fixture.mine._id })).toMatchObject({
      ok: true,
      data: { student: { _id: fixture.mine._id, school: mySchool } },
    });
    session.user = scopeUsers.support;
    expect(await loadAvailableExamsAction({ slug: 'stem', studentId: fixture.other._id })).toMatchObject({
      ok: true,
      data: { student: { _id: fixture.other._id } },
    });
    // Admin and support keep the API's own answer for an unknown student.
    expect(await loadAvailableExamsAction({ slug: 'stem', studentId: unknownId })).toMatchObject({
      ok: false,
      error: { status: 404, requestId: expect.any(String) },
    });
  });

  it('available exams page: notFound() for another school’s student, rendered for their own', async () => {
    const { default: AvailableExamsPage } = await import('@/app/(console)/exams/[slug]/available/[studentId]/page');
    const open = (studentId: string) =>
      pageDigest(() => AvailableExamsPage({ params: Promise.resolve({ slug: 'stem', studentId }) }));
    session.user = scopeUsers.coordinator;
    expect(await open(fixture.other._id)).toBe(notFoundDigest);
    expect(await open(unknownId)).toBe(notFoundDigest);
    expect(await open(fixture.mine._id)).toBeNull();
    session.user = scopeUsers.admin;
    expect(await open(fixture.other._id)).toBeNull();
    // An id nobody has is not found for admin too (the API's 404), never an error page.
    expect(await open(unknownId)).toBe(notFoundDigest);
  });

  it('why: the action and the page (with or without an exam) answer not found for another school’s student', async () => {
    const { loadWhyAction } = await import('./actions');
    const { default: WhyPage } = await import('@/app/(console)/exams/[slug]/why/page');
    const examId = 'e'.repeat(24);
    const open = (search: { exam?: string; student?: string }) =>
      pageDigest(() => WhyPage({ params: Promise.resolve({ slug: 'stem' }), searchParams: Promise.resolve(search) }));
    session.user = scopeUsers.coordinator;
    expect(await loadWhyAction({ slug: 'stem', examId, studentId: fixture.other._id })).toEqual(notFound);
    expect(await loadWhyAction({ slug: 'stem', examId, studentId: fixture.mine._id })).toMatchObject({
      ok: true,
      data: { student: { _id: fixture.mine._id }, exam: null },
    });
    expect(await open({ student: fixture.other._id })).toBe(notFoundDigest);
    expect(await open({ exam: examId, student: fixture.other._id })).toBe(notFoundDigest);
    expect(await open({ student: fixture.mine._id })).toBeNull();
    expect(await open({ exam: examId, student: fixture.mine._id })).toBeNull();
    session.user = scopeUsers.support;
    expect(await loadWhyAction({ slug: 'stem', examId, studentId: fixture.other._id })).toMatchObject({
      ok: true,
      data: { student: { _id: fixture.other._id } },
    });
    expect(await open({ student: fixture.other._id })).toBeNull();
  });

  it('the student picker and "apply many" find only their schools’ students; the others are missing like unknown ones', async () => {
    const { findStudentsAction } = await import('./actions');
    const input = { emails: [fixture.mine.email, fixture.other.email], ids: [fixture.other._id, unknownId] };
    session.user = scopeUsers.coordinator;
    expect(await findStudentsAction(input)).toEqual({
      ok: true,
      data: {
        found: [expect.objectContaining({ _id: fixture.mine._id })],
        missing: [fixture.other.email, fixture.other._id, unknownId],
      },
    });
    session.user = scopeUsers.admin;
    const all = await findStudentsAction(input);
    expect(all.ok && all.data.found.map((s) => s._id)).toEqual([fixture.mine._id, fixture.other._id]);
    expect(all.ok && all.data.missing).toEqual([unknownId]);
  });

  it('apply (one student or many, one call each): another school’s student is refused before the API is asked', async () => {
    const { applyAction } = await import('./actions');
    const { applicableExam } = await import('@/test/support/exams/exam-test-helpers');
    const { otherSchool } = await import('@/test/support/directory/scope-fixture');
    const theirs = await applicableExam(fixture, 'stem', otherSchool);
    const ours = await applicableExam(fixture, 'stem', mySchool);
    const count = () => fixture.sandbox.state.exams.applications.length;
    const before = count();
    session.user = scopeUsers.coordinator;
    expect(await applyAction({ slug: 'stem', studentId: theirs.studentId, examId: theirs.examId })).toEqual(notFound);
    expect(count()).toBe(before);
    expect(await applyAction({ slug: 'stem', studentId: ours.studentId, examId: ours.examId })).toMatchObject({
      ok: true,
      data: { created: true, studentId: ours.studentId },
    });
    expect(count()).toBe(before + 1);
    session.user = scopeUsers.support;
    expect(await applyAction({ slug: 'stem', studentId: theirs.studentId, examId: theirs.examId })).toMatchObject({
      ok: true,
      data: { created: true },
    });
    expect(count()).toBe(before + 2);
  });
});
