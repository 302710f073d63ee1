import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalJson } from '@/lib/exams/predict';
import type { AvailableExams } from '@/lib/partner-api/schemas/exam';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { buildAvailableTree } from '@/server/sandbox/exams/tree';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const logged = vi.hoisted(() => [] as Array<{ fields: Record<string, unknown>; message: string }>);
vi.mock('@/server/log/logger', async (original) => {
  const real = await original<typeof import('@/server/log/logger')>();
  return {
    ...real,
    componentLogger: (component: string) => {
      const logger = real.componentLogger(component);
      if (component !== 'exams') return logger;
      return new Proxy(logger, {
        get: (target, key) =>
          key === 'info'
            ? (fields: Record<string, unknown>, message: string) => logged.push({ fields, message })
            : Reflect.get(target, key),
      });
    },
  };
});

let fixture: ScopeFixture;
let upstream: string[] = [];
const user = scopeUsers.admin;

beforeAll(async () => {
  fixture = await startScopeFixture({ onUpstreamCall: (call) => upstream.push(call) });
});
afterAll(async () => fixture?.stop());

const examIds = (tree: AvailableExams | null) =>
  (tree ?? []).flatMap((c) => c.sessions.flatMap((s) => s.languages.map((l) => l.matchedExam._id)));

async function differencesCounted(): Promise<number> {
  const { metrics } = await import('@/server/metrics/registry');
  const value = (await metrics().predictionDifferences.get()).values.find(
    (v) => v.labels.operation === 'listAvailableExams',
  );
  return value?.value ?? 0;
}

/** Students of stem signed in there, with a grade and something offered (from the sandbox's own state). */
async function signedInStudents(organizationId: string): Promise<ResolvedStudent[]> {
  const state = fixture.sandbox.state;
  const signedIn = new Set(
    state.students.orgCopies.filter((c) => c.organizationId === organizationId).map((c) => c.mainId),
  );
  return fixture.students.filter((s) => {
    const stored = state.students.students.find((r) => r._id === s._id)!;
    return (
      s.grade &&
      signedIn.has(s._id) &&
      isActivatedFor(s.activatedPlatformsThisSeason, 'stem') &&
      buildAvailableTree(state.exams, organizationId, stored, fixture.sandbox.now()).length > 0
    );
  });
}

/**
 * What the background mirror keeps (another engineer's work): the student's record and their stem card; and
 * what the console learned before: the organization's open exams and categories, and a tree naming the
 * sittings and languages (as the exams overview's fillDirectory does). No available-exams copy is stored.
 */
async function storeInputs(studentId: string, options: { learnTree?: boolean } = {}) {
  const { getReadModel } = await import('@/server/read-model');
  const { loadStoredStudentInScope } = await import('@/server/access/student-access');
  const { organizationCardCopy } = await import('@/server/students/student-organizations');
  const { requireOrganization } = await import('@/server/reference/organizations');
  const { categoriesCopy, openExamsCopy } = await import('./queries');
  const { learnFromTree } = await import('./exam-directory');
  const { partner } = await import('@/server/partner');
  const organization = await requireOrganization('stem');
  const student = (await loadStoredStudentInScope(user, studentId)).data;
  const card = await getReadModel().read(organizationCardCopy(user, student, organization));
  expect(card.data.applications?.ok).toBe(true);
  await getReadModel().read(openExamsCopy(organization._id));
  await getReadModel().read(categoriesCopy(organization._id));
  if (options.learnTree !== false)
    await learnFromTree(
      organization._id,
      (await partner.listAvailableExams({ organizationId: organization._id }, studentId)).data,
    );
  return organization;
}

describe('available exams: predicted from stored copies, then confirmed by the API', () => {
  it('shows the prediction at once (as of its oldest input, stale), confirms it with one listAvailableExams, counts nothing when they agree', async () => {
    const { loadAvailableExams } = await import('./available-exams');
    const { getReadModel } = await import('@/server/read-model');
    const { requireOrganization } = await import('@/server/reference/organizations');
    const stem = await requireOrganization('stem');
    const student = (await signedInStudents(stem._id))[1]!;
    await storeInputs(student._id);
    const before = await differencesCounted();
    upstream = [];

    // The names the page shows are kept a minute per process: read them first, so the count below is the view's own.
    const { examDirectory } = await import('./exam-directory');
    await examDirectory(stem._id);
    const context: RequestContext = { requestId: 'req-predicted', method: 'GET', path: '/' };
    const predicted = await requestStorage.run(context, () => loadAvailableExams(user, 'stem', student._id));
    expect(predicted.freshness).toMatchObject({ stale: true, busy: false });
    // The student; the stored answer with the card the prediction rests on (one statement); the open exams with the
    // categories; the sittings and languages learned.
    expect(context.dbQueries).toBe(4);
    expect(examIds(predicted.tree).length).toBeGreaterThan(0);
    expect(predicted.access).toEqual({ signedIn: true, visible: true });
    // Only the confirm reads the API: the tree alone (sign-in state, applications and categories come from the copies).
    await getReadModel().settled();
    expect(upstream).toEqual([`GET /${stem._id}/exam/available/${student._id}`]);
    expect(await differencesCounted()).toBe(before);

    // The page's one re-query of a stale view: the API's answer, stored by the confirm, fresh now.
    const confirmed = await loadAvailableExams(user, 'stem', student._id);
    expect(confirmed.freshness.stale).toBe(false);
    expect(Date.parse(confirmed.freshness.fetchedAt)).toBeGreaterThan(Date.parse(predicted.freshness.fetchedAt));
    expect(canonicalJson(confirmed.tree)).toBe(canonicalJson(predicted.tree));
  });

  it('an organizer switches an exam off (control plane): the prediction still offers it, the API does not; the view ends on the API’s answer and the difference is counted once', async () => {
    const { loadAvailableExams } = await import('./available-exams');
    const { getReadModel } = await import('@/server/read-model');
    const { requireOrganization } = await import('@/server/reference/organizations');
    const stem = await requireOrganization('stem');
    const student = (await signedInStudents(stem._id))[2]!;
    await storeInputs(student._id);
    const { partner } = await import('@/server/partner');
    const examId = examIds((await partner.listAvailableExams({ organizationId: stem._id }, student._id)).data)[0]!;

    const control = `${fixture.baseUrl.replace(/\/v1$/, '')}/__sandbox/exams/${examId}`;
    const patched = await fetch(control, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preventApplication: true }),
    });
    expect(patched.status).toBe(200);
    const before = await differencesCounted();
    logged.length = 0;

    const predicted = await loadAvailableExams(user, 'stem', student._id);
    expect(predicted.freshness.stale).toBe(true);
    expect(examIds(predicted.tree)).toContain(examId);
    await getReadModel().settled();
    expect(await differencesCounted()).toBe(before + 1);
    const line = logged.find((l) => l.message === 'predicted available exams differ from the API');
    // Ids only: no names, dates or other values.
    expect(line?.fields).toEqual({ organizationId: stem._id, studentId: student._id, examIds: [examId] });

    const shown = await loadAvailableExams(user, 'stem', student._id);
    expect(shown.freshness.stale).toBe(false);
    expect(examIds(shown.tree)).not.toContain(examId);
    expect(await differencesCounted()).toBe(before + 1);
  });

  it('without the sittings and languages no tree has shown yet, the prediction is incomplete: the page reads live, as before', async () => {
    const { loadAvailableExams } = await import('./available-exams');
    const { getReadModel } = await import('@/server/read-model');
    const { examRecords } = await import('./exam-directory');
    const { requireOrganization } = await import('@/server/reference/organizations');
    const stem = await requireOrganization('stem');
    const student = (await signedInStudents(stem._id))[3]!;
    await storeInputs(student._id, { learnTree: false });
    // Forget what the earlier tests' trees showed (as on a console that never read a tree of stem).
    const { getDb } = await import('@/server/db/client');
    const { examNames } = await import('@/server/db/schema');
    await (await getDb()).delete(examNames);
    expect(Object.keys((await examRecords(stem._id)).sittings)).toEqual([]);
    const before = await differencesCounted();
    upstream = [];
    const view = await loadAvailableExams(user, 'stem', student._id);
    expect(view.freshness.stale).toBe(false);
    expect(upstream).toContain(`GET /${stem._id}/exam/available/${student._id}`);
    expect(examIds(view.tree).length).toBeGreaterThan(0);
    await getReadModel().settled();
    expect(await differencesCounted()).toBe(before);
  });
});
