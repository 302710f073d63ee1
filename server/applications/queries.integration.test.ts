import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { plantedApplication } from '@/test/support/exams/exam-test-helpers';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

/**
 * A coordinator's organization and exam application lists over a real standalone sandbox, with the
 * coordinator's students' applications spread over many API pages among other schools' (planted in the
 * sandbox's state: creating hundreds through the API would take minutes of its rate budget).
 */
let fixture: ScopeFixture;
let organizationId: string;
/** The exam whose list has only three of the coordinator's applications in its first 500. */
let sparseExam: string;
const fetches = vi.spyOn(globalThis, 'fetch');

/** API requests of one operation's path made while `run` ran (counted at fetch, beside the view's own count). */
async function counting<T>(path: RegExp, run: () => Promise<T>): Promise<{ result: T; requests: number }> {
  const before = fetches.mock.calls.length;
  const result = await run();
  const requests = fetches.mock.calls.slice(before).filter(([url]) => path.test(String(url))).length;
  return { result, requests };
}

/** Plants `count` applications to `examId`, made after everything before them; `mine(i)` picks the coordinator's school. */
function plant(count: number, examId: string, startSecond: number, mine: (i: number) => boolean): void {
  const { students, orgCopies } = fixture.sandbox.state.students;
  const schoolOf = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
  const visible = (mainId: string) =>
    students.find((s) => s._id === mainId)?.activatedPlatformsThisSeason.some((p) => p === 'stem' || p === 'common');
  const copies = orgCopies.filter((c) => c.organizationId === organizationId && visible(c.mainId));
  const ours = copies.filter((c) => schoolOf.get(c.mainId) === mySchool);
  const theirs = copies.filter((c) => schoolOf.get(c.mainId) !== mySchool);
  if (ours.length === 0 || theirs.length === 0) throw new Error('The seed has no stem copies of both kinds of school.');
  const start = fixture.sandbox.now().getTime() + 3600_000;
  for (let i = 0; i < count; i++) {
    const pool = mine(i) ? ours : theirs;
    const copy = pool[i % pool.length]!;
    const at = new Date(start + (startSecond + i) * 1000).toISOString();
    const uuid = `T${String(startSecond + i).padStart(7, '0')}`;
    const application = plantedApplication(fixture, { organizationId, copy, examId, uuid, at });
    fixture.sandbox.state.exams.applications.push(application);
  }
}

/** The coordinator's applications of a list in the API's order, read in full as the account (the oracle). */
async function oursInOrder(exam?: string): Promise<{ ours: string[]; positions: number[]; total: number }> {
  const { partner } = await import('@/server/partner');
  const schoolOf = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
  const all: Array<{ _id: string; user: { mainId?: string | undefined } }> = [];
  for (let page = 1; ; page++) {
    const answer = exam
      ? await partner.listExamApplications({ organizationId }, exam, { page, limit: 100 })
      : await partner.listApplications({ organizationId }, { page, limit: 100 });
    all.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  const positions = all.flatMap((a, i) => (schoolOf.get(a.user.mainId ?? '') === mySchool ? [i + 1] : []));
  return { ours: positions.map((p) => all[p - 1]!._id), positions, total: all.length };
}

async function list(filters: Record<string, unknown>) {
  const { listApplicationsAction } = await import('@/server/applications/actions');
  const answer = await listApplicationsAction({ organization: 'stem', page: 1, limit: 20, ...filters });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data;
}

function scan(view: Awaited<ReturnType<typeof list>>) {
  if (view.paging.kind !== 'scan') throw new Error('expected a coordinator’s scanned view');
  return view.paging;
}

const idsOf = (view: Awaited<ReturnType<typeof list>>) => view.rows.map((r) => r._id);

beforeAll(async () => {
  fixture = await startScopeFixture();
  const { organizationIdOf } = await import('@/test/support/exams/exam-test-helpers');
  organizationId = await organizationIdOf('stem');
  const exams = fixture.sandbox.state.exams.exams.filter((e) => e.organizationId === organizationId);
  const [spread, sparse] = [exams[0]!._id, exams[1]!._id];
  sparseExam = sparse;
  // After the seed's 17: every 9th of 600 is the coordinator's (about 11 an API page) ...
  plant(600, spread, 0, (i) => i % 9 === 4);
  // ... then 600 to another exam with only 2 of theirs in its first 500 and 30 after 540.
  plant(600, sparse, 1000, (i) => i === 10 || i === 300 || (i >= 540 && i < 570));
});
afterAll(async () => fixture?.stop());

describe('a coordinator’s application lists are read over API pages until their page is full', () => {
  it('the organization’s list: a full first page across two API pages, Next continues with no repeat or gap to the end, Previous gives the first page back', async () => {
    const oracle = await oursInOrder();
    session.user = scopeUsers.coordinator;
    const { result: first, requests } = await counting(/\/application\?/, () => list({}));
    expect(idsOf(first)).toEqual(oracle.ours.slice(0, 20));
    expect(first.schools).toEqual([mySchool]);
    // The 20th of theirs is on API page 2, so the view read pages 1 and 2 and nothing more.
    const pagesNeeded = Math.ceil(oracle.positions[19]! / 100);
    expect(pagesNeeded).toBe(2);
    expect(requests).toBe(pagesNeeded);
    expect(scan(first)).toMatchObject({
      previous: null,
      capped: null,
      reads: pagesNeeded,
      total: oracle.total,
      looked: { first: 1, last: oracle.positions[19] },
    });

    const second = await list({ from: scan(first).next });
    expect(idsOf(second)).toEqual(oracle.ours.slice(20, 40));
    expect(idsOf(await list({ before: scan(second).previous }))).toEqual(oracle.ours.slice(0, 20));

    const shown = [...idsOf(first)];
    let next = scan(first).next;
    let views = 1;
    while (next && views < 50) {
      const { result: view, requests: read } = await counting(/\/application\?/, () => list({ from: next }));
      expect(read).toBeLessThanOrEqual(5);
      shown.push(...idsOf(view));
      next = scan(view).next;
      views += 1;
    }
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toEqual(oracle.ours);

    session.user = scopeUsers.admin;
    const all = await list({});
    expect(all.schools).toBeNull();
    expect(all.paging).toEqual({
      kind: 'pages',
      pagination: { page: 1, limit: 20, total: oracle.total, totalPages: Math.ceil(oracle.total / 20) },
    });
    expect(all.rows).toHaveLength(20);
  });

  it('an exam’s list stops after 5 API pages (500 applications) when the page is not full, says so, and Next reads on from the 501st', async () => {
    const oracle = await oursInOrder(sparseExam);
    expect(oracle.positions.filter((p) => p <= 500)).toHaveLength(2);
    session.user = scopeUsers.coordinator;
    const { result: first, requests } = await counting(/exam-applications/, () => list({ exam: sparseExam }));
    expect(requests).toBe(5);
    expect(idsOf(first)).toEqual(oracle.ours.slice(0, 2));
    expect(scan(first)).toMatchObject({
      capped: 'next',
      reads: 5,
      cap: 500,
      looked: { first: 1, last: 500 },
      next: expect.stringMatching(/^6\.0\./),
    });

    const { result: second, requests: secondRequests } = await counting(/exam-applications/, () =>
      list({ exam: sparseExam, from: scan(first).next }),
    );
    expect(secondRequests).toBe(1);
    expect(idsOf(second)).toEqual(oracle.ours.slice(2, 22));
    expect(scan(second).capped).toBeNull();
    const third = await list({ exam: sparseExam, from: scan(second).next });
    expect(idsOf(third)).toEqual(oracle.ours.slice(22));
    expect(scan(third).next).toBeNull();
  });

  it('applications deleted from a page do not make Next skip any', async () => {
    const oracle = await oursInOrder();
    session.user = scopeUsers.coordinator;
    const first = await list({});
    const { deleteApplicationAction } = await import('@/server/applications/actions');
    // Nine fewer before the cursor: by position alone the next view would start past the next one of theirs (every 9th).
    for (const row of first.rows.slice(0, 9))
      expect(await deleteApplicationAction({ slug: 'stem', applicationId: row._id })).toMatchObject({ ok: true });
    expect(idsOf(await list({ from: scan(first).next }))).toEqual(oracle.ours.slice(20, 40));
  });
});
