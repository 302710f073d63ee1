import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { ConsoleUser } from '@/server/auth/roles';
import {
  mySchool,
  otherSchool,
  scopeUsers,
  startScopeFixture,
  type ScopeFixture,
} from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
// Pages rendered here run outside a Next request: no response whose end could free a turn of the view gate.
vi.mock('@/server/fairness/admit-page-view', () => ({ admitThisPageView: async () => {} }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const notFound = { ok: false, error: { status: 404, message: 'Student not found.', say: { key: 'studentNotFound' } } };
const notFoundDigest = 'NEXT_HTTP_ERROR_FALLBACK;404';
let fixture: ScopeFixture;
let organizationId: string;
/** Seeded stem applications of a student of the coordinator's school and of another school. */
let ours: ResolvedApplication;
let theirs: ResolvedApplication;
let upstream: string[] = [];
const schoolOf = (a: ResolvedApplication) => fixture.students.find((s) => s._id === a.user.mainId)?.school?.name;

beforeAll(async () => {
  fixture = await startScopeFixture({ onUpstreamCall: (call) => upstream.push(call) });
  const { organizationIdOf } = await import('@/test/support/exams/exam-test-helpers');
  const { partner } = await import('@/server/partner');
  organizationId = await organizationIdOf('stem');
  const seeded = (await partner.listApplications({ organizationId }, { limit: 100 })).data;
  const find = (school: string) =>
    seeded.find((a) => schoolOf(a) === school) ??
    (() => {
      throw new Error(`no stem application of ${school}`);
    })();
  ours = find(mySchool);
  theirs = find(otherSchool);
});
afterAll(async () => fixture?.stop());

/** A new stem application of a student of the coordinator's school, made straight through the API. */
async function applyOwnStudent() {
  const { applicableExam } = await import('@/test/support/exams/exam-test-helpers');
  const { partner } = await import('@/server/partner');
  const fresh = await applicableExam(fixture, 'stem', mySchool);
  const created = (
    await partner.createApplication({ organizationId }, { studentId: fresh.studentId, examId: fresh.examId })
  ).data;
  return { fresh, created };
}

async function pageDigest(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}

describe('applications: a coordinator is kept to their schools’ students', () => {
  it('the organization’s and an exam’s lists show a coordinator only their schools’ rows; admin sees all', async () => {
    const { listApplicationsAction } = await import('./actions');
    const list = async (filters: Record<string, unknown>) => {
      const answer = await listApplicationsAction({ organization: 'stem', page: '1', limit: '100', ...filters });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data;
    };
    session.user = scopeUsers.coordinator;
    const mine = await list({});
    expect(mine.schools).toEqual([mySchool]);
    expect(mine.rows.map((r) => r._id)).toContain(ours._id);
    expect(
      new Set(mine.rows.map((r) => fixture.students.find((s) => s._id === r.student.mainId)?.school?.name)),
    ).toEqual(new Set([mySchool]));
    const examOfTheirs = await list({ exam: theirs.exam?._id });
    expect(examOfTheirs.rows.map((r) => r._id)).not.toContain(theirs._id);
    session.user = scopeUsers.admin;
    const all = await list({});
    expect(all.schools).toBeNull();
    expect(all.rows.map((r) => r._id)).toEqual(expect.arrayContaining([ours._id, theirs._id]));
    expect((await list({ exam: theirs.exam?._id })).rows.map((r) => r._id)).toContain(theirs._id);
  });

  it('one student’s list: another school’s student is not found (action and page); their own is listed', async () => {
    const { listApplicationsAction } = await import('./actions');
    const { default: ApplicationsPage } = await import('@/app/(console)/applications/page');
    const open = (student: string) =>
      pageDigest(() => ApplicationsPage({ searchParams: Promise.resolve({ organization: 'stem', student }) }));
    session.user = scopeUsers.coordinator;
    expect(
      await listApplicationsAction({ organization: 'stem', student: theirs.user.mainId, page: '1', limit: '100' }),
    ).toEqual(notFound);
    expect(
      await listApplicationsAction({ organization: 'stem', student: ours.user.mainId, page: '1', limit: '100' }),
    ).toMatchObject({
      ok: true,
      data: {
        mode: 'student',
        schools: null,
        rows: expect.arrayContaining([expect.objectContaining({ _id: ours._id })]),
      },
    });
    expect(await open(theirs.user.mainId ?? '')).toBe(notFoundDigest);
    expect(await open(ours.user.mainId ?? '')).toBeNull();
    session.user = scopeUsers.support;
    expect(
      await listApplicationsAction({ organization: 'stem', student: theirs.user.mainId, page: '1', limit: '100' }),
    ).toMatchObject({
      ok: true,
      data: { rows: expect.arrayContaining([expect.objectContaining({ _id: theirs._id })]) },
    });
  });

  it('an application of another school’s student: not found to read (action and page), move or delete, and left as it was', async () => {
    const actions = await import('./actions');
    const { default: ApplicationPage } = await import('@/app/(console)/applications/[slug]/[applicationId]/page');
    const { partner } = await import('@/server/partner');
    const open = (applicationId: string) =>
      pageDigest(() => ApplicationPage({ params: Promise.resolve({ slug: 'stem', applicationId }) }));
    const target = { slug: 'stem', applicationId: theirs._id };
    session.user = scopeUsers.coordinator;
    expect(await actions.loadApplicationAction(target)).toEqual(notFound);
    expect(await actions.loadApplicationAction({ slug: 'stem', applicationId: 'a'.repeat(24) })).toEqual(notFound);
    expect(await actions.moveApplicationAction({ ...target, examId: ours.exam?._id })).toEqual(notFound);
    expect(await actions.deleteApplicationAction(target)).toEqual(notFound);
    expect((await partner.getApplication({ organizationId }, theirs._id)).data).toMatchObject({
      _id: theirs._id,
      exam: { _id: theirs.exam?._id },
    });
    expect(await open(theirs._id)).toBe(notFoundDigest);
    expect(await actions.loadApplicationAction({ slug: 'stem', applicationId: ours._id })).toMatchObject({
      ok: true,
      data: { application: { _id: ours._id }, student: { _id: ours.user.mainId } },
    });
    expect(await open(ours._id)).toBeNull();
    session.user = scopeUsers.support;
    expect(await actions.loadApplicationAction(target)).toMatchObject({
      ok: true,
      data: { application: { _id: theirs._id } },
    });
    expect(await open(theirs._id)).toBeNull();
  });

  it('a coordinator deletes an application of their own school’s student', async () => {
    const { deleteApplicationAction } = await import('./actions');
    const { fresh, created } = await applyOwnStudent();
    session.user = scopeUsers.coordinator;
    expect(await deleteApplicationAction({ slug: 'stem', applicationId: created._id })).toMatchObject({
      ok: true,
      data: { applicationId: created._id, studentId: fresh.studentId },
    });
    expect(fixture.sandbox.state.exams.applications.some((a) => a._id === created._id)).toBe(false);
  });

  it('an application page reads its stored copy: a second view asks the API nothing, Refresh and a delete read it again', async () => {
    const actions = await import('./actions');
    const { created } = await applyOwnStudent();
    const target = { slug: 'stem', applicationId: created._id };
    const reads = () => upstream.filter((call) => call === `GET /${organizationId}/application/${created._id}`).length;
    session.user = scopeUsers.support;
    upstream = [];
    const first = await actions.loadApplicationAction(target);
    expect(first).toMatchObject({ ok: true, data: { application: { _id: created._id } } });
    expect(reads(), upstream.join('\n')).toBe(1);
    const second = await actions.loadApplicationAction(target);
    expect(reads()).toBe(1);
    expect(second.ok && first.ok && second.data.freshness.fetchedAt).toBe(first.ok && first.data.freshness.fetchedAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refreshed = await actions.loadApplicationAction({ ...target, force: true });
    expect(reads()).toBe(2);
    expect(refreshed.ok && first.ok && refreshed.data.freshness.fetchedAt > first.data.freshness.fetchedAt).toBe(true);
    expect(await actions.deleteApplicationAction(target)).toMatchObject({ ok: true });
    upstream = [];
    // The delete invalidated the copy: the page reads the API, which no longer has it.
    expect(await actions.loadApplicationAction(target)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(reads()).toBe(1);
  });
});
