import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  scopeUsers,
  recordUpstreamCalls,
  startScopeFixture,
  mySchool,
  type ScopeFixture,
} from '@/server/directory/testing-scope';

let fixture: ScopeFixture;
let upstream: string[] = [];
/** The students the test passes offered, in order. */
const offered: string[] = [];

beforeAll(async () => {
  fixture = await startScopeFixture();
  recordUpstreamCalls(fixture.baseUrl, (call) => upstream.push(call));
  const { resetPartnerClientForTests } = await import('@/server/partner');
  resetPartnerClientForTests();
  await recordSignIns();
});
afterAll(async () => fixture?.stop());
beforeEach(() => {
  upstream = [];
});

/** What the directory sync's signed-in pass records: each student's organizations with a sign-in. */
async function recordSignIns() {
  const { partner } = await import('@/server/partner');
  const { getDb } = await import('@/server/db/client');
  const { directoryStudents } = await import('@/server/db/schema');
  const signedIn = new Map<string, string[]>(fixture.students.map((s) => [s._id, []]));
  for (const organization of (await partner.listOrganizations({ limit: 100 })).data) {
    for (let page = 1; ; page++) {
      const answer = await partner.listOrgStudents(
        { organizationId: organization._id },
        { page, limit: 100, signedIn: true },
      );
      for (const s of answer.data) signedIn.get(s.mainId ?? s._id)?.push(organization.slug);
      if (page >= answer.pagination.totalPages) break;
    }
  }
  const db = await getDb();
  for (const [id, orgs] of signedIn)
    await db.update(directoryStudents).set({ signedInOrgs: orgs }).where(eq(directoryStudents.id, id));
  return signedIn;
}

/** A pass over a few students of the coordinator's school, so that it fits in the background share of the rate windows. */
async function pass(stopping = () => false) {
  const { runWarmUpPass } = await import('./pass');
  const { warmUpCandidates } = await import('./candidates');
  const schoolOf = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
  async function* mySchoolOnly() {
    let left = 8;
    for await (const batch of warmUpCandidates(await getDb(), [])) {
      const mine = batch.filter((c) => schoolOf.get(c.id) === mySchool).slice(0, left);
      left -= mine.length;
      offered.push(...mine.map((c) => c.id));
      yield mine;
    }
  }
  const { getDb } = await import('@/server/db/client');
  const { getReadModel } = await import('@/server/read-model');
  const { listOrganizations } = await import('@/server/reference/organizations');
  return runWarmUpPass({
    db: await getDb(),
    reader: getReadModel(),
    organizations: await listOrganizations(),
    stopping,
    candidates: mySchoolOnly(),
  });
}

describe('the warm-up of stored copies', () => {
  it('puts coordinators’ schools first, and skips students whose pages cost nothing', async () => {
    const { getDb } = await import('@/server/db/client');
    const { user } = await import('@/server/db/schema');
    const { warmUpCandidates } = await import('./candidates');
    const db = await getDb();
    await db
      .insert(user)
      .values({ id: 'u-c', name: 'C', email: 'c@example.test', role: 'coordinator', schools: [mySchool] });
    const order: string[] = [];
    const { coordinatorSchools } = await import('./candidates');
    for await (const batch of warmUpCandidates(db, await coordinatorSchools(db), 7))
      order.push(...batch.map((c) => c.id));
    const schoolOf = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
    const firstOthers = order.findIndex((id) => schoolOf.get(id) !== mySchool);
    expect(firstOthers).toBeGreaterThan(0);
    expect(order.slice(firstOthers).every((id) => schoolOf.get(id) !== mySchool)).toBe(true);
    expect(new Set(order).size).toBe(order.length);
    expect(upstream).toEqual([]);
  });

  it('a shutdown stops the pass before it reads anything more', async () => {
    expect(await pass(() => true)).toEqual({ students: 0, read: 0, failed: 0, cutShort: 'stopping' });
    expect(upstream).toEqual([]);
  });

  it('reads each card once and reuses it for the exams page; afterwards those pages make no upstream call', async () => {
    const report = await pass();
    expect(report).toMatchObject({ failed: 0, cutShort: null });
    expect(report.students).toBeGreaterThan(3);
    const orgStudentReads = upstream.filter((call) => /^GET \/[0-9a-f]{24}\/student\/[0-9a-f]{24}$/.test(call));
    expect(orgStudentReads.length).toBeGreaterThan(3);
    expect(new Set(orgStudentReads).size).toBe(orgStudentReads.length);
    const applicationReads = upstream.filter((call) => call.includes('/application/student-applications/'));
    expect(new Set(applicationReads).size).toBe(applicationReads.length);
    expect(upstream.filter((call) => call.includes('/exam/available/')).length).toBeGreaterThan(2);

    const signedIn = await recordSignIns();
    upstream = [];
    const studentId = offered.find((id) => signedIn.get(id)!.length > 0)!;
    const orgs = signedIn.get(studentId)!;
    const { loadStudentPage } = await import('@/server/students/student-page');
    const { loadStoredOrganizationCard } = await import('@/server/students/student-organizations');
    const { loadAvailableExams } = await import('@/server/exams/available-exams');
    const page = await loadStudentPage(scopeUsers.coordinator, studentId);
    expect(page.kind).toBe('found');
    if (page.kind !== 'found') return;
    const cards = await Promise.all(
      page.organizations.map((o) => loadStoredOrganizationCard(scopeUsers.coordinator, page.student, o)),
    );
    expect(
      cards
        .filter((c) => c.data.orgStudent?.ok && c.data.orgStudent.data.signedIn)
        .map((c) => c.data.organization.slug)
        .sort(),
    ).toEqual([...orgs].sort());
    const exams = await loadAvailableExams(scopeUsers.coordinator, orgs[0]!, studentId);
    expect(exams.access.signedIn).toBe(true);
    expect(upstream.filter((call) => call !== 'GET /organization')).toEqual([]);

    upstream = [];
    expect(await pass()).toEqual({ students: 0, read: 0, failed: 0, cutShort: null });
    expect(upstream.filter((call) => call !== 'GET /organization')).toEqual([]);
  });

  it('reads again what a write invalidated', async () => {
    const { getReadModel } = await import('@/server/read-model');
    const studentId = offered[0]!;
    await getReadModel().invalidate([studentId]);
    const report = await pass();
    expect(report.students).toBe(1);
    expect(report.read).toBeGreaterThan(0);
    expect(upstream).toContain(`GET /student/${studentId}`);
  });
});
