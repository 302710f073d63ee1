import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ConsoleUser } from '@/server/auth/roles';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

let fixture: ScopeFixture;
let stem: Organization;
let upstream: string[] = [];

beforeAll(async () => {
  fixture = await startScopeFixture({ onUpstreamCall: (call) => upstream.push(call) });
  const { listOrganizations } = await import('@/server/reference/organizations');
  stem = (await listOrganizations()).find((o) => o.slug === 'stem')!;
}, 60_000);
afterAll(async () => fixture?.stop());
beforeEach(() => {
  upstream = [];
});

/** The calls made to the organization's own operations (getOrgStudent, applications, certificates, reports). */
const organizationCalls = () => upstream.filter((call) => call.startsWith(`GET /${stem._id}/`));

/** Students of the sandbox seed: signed in to stem with a certificate and a report there, or never signed in. */
function seeded(school?: string) {
  const { documents } = fixture.sandbox.state.exams;
  const { orgCopies } = fixture.sandbox.state.students;
  const ofSchool = fixture.students.filter((s) => school === undefined || s.school?.name === school);
  const withDocuments = ofSchool.filter((s) =>
    documents.some((d) => d.organizationId === stem._id && d.studentId === s._id),
  );
  const signedIn = ofSchool.filter((s) => orgCopies.some((c) => c.organizationId === stem._id && c.mainId === s._id));
  const neverSignedIn = ofSchool.filter(
    (s) =>
      s.activatedPlatformsThisSeason.some((p) => p === 'stem' || p === 'common') &&
      !orgCopies.some((c) => c.organizationId === stem._id && c.mainId === s._id),
  );
  return { withDocuments, signedIn, neverSignedIn };
}

const documentsOf = (student: ResolvedStudent, kind: 'certificate' | 'report') =>
  fixture.sandbox.state.exams.documents.filter(
    (d) => d.kind === kind && d.organizationId === stem._id && d.studentId === student._id,
  );

describe("a student's certificates and reports (read model kind student-documents)", () => {
  it('a first read calls listStudentCertificates and listStudentReports once each and stores the copy; the next read asks the API nothing', async () => {
    const { readStudentDocumentsAction } = await import('./actions');
    const student = seeded().withDocuments[0];
    expect(student, 'the seed has a stem certificate and report').toBeDefined();
    // A coordinator of the student's school: the stored record is their scope check.
    session.user = { ...scopeUsers.coordinator, schools: [student!.school!.name] };
    const input = { studentId: student!._id, organization: 'stem' };

    const cold = await readStudentDocumentsAction(input);
    expect(organizationCalls()).toEqual([
      `GET /${stem._id}/certificate/${student!._id}`,
      `GET /${stem._id}/report/${student!._id}`,
    ]);
    if (!cold.ok) throw new Error(cold.error.message);
    const { certificates, reports, freshness } = cold.data;
    const expected = (kind: 'certificate' | 'report') => documentsOf(student!, kind).map((d) => d._id);
    expect(expected('certificate').length).toBeGreaterThan(0);
    expect(certificates.ok && certificates.data.items.map((d) => d._id)).toEqual(expected('certificate'));
    expect(certificates.ok && certificates.data.total).toBe(expected('certificate').length);
    expect(reports.ok && reports.data.items.map((d) => d._id)).toEqual(expected('report'));
    expect(freshness).toMatchObject({ stale: false, busy: false });

    const { getPartnerClient } = await import('@/server/partner');
    const { copyStore } = await import('@/server/read-model/copies');
    const { getDb } = await import('@/server/db/client');
    const copy = await copyStore(getDb).get({
      accountKey: getPartnerClient().apiKey,
      kind: 'student-documents',
      key: `${student!._id}:${stem._id}`,
    });
    expect(copy?.data).toEqual({ certificates, reports });

    upstream = [];
    const warm = await readStudentDocumentsAction(input);
    expect(upstream).toEqual([]);
    expect(warm).toEqual(cold);

    // Refresh reads both lists again.
    const refreshed = await readStudentDocumentsAction({ ...input, force: true });
    expect(refreshed.ok).toBe(true);
    expect(organizationCalls()).toHaveLength(2);
  });

  it('a student who never signed in: the 409 is shown in each list and not stored', async () => {
    const { readStudentDocumentsAction } = await import('./actions');
    const student = seeded(mySchool).neverSignedIn[0];
    expect(student, 'the seed has a stem-activated student who never signed in').toBeDefined();
    session.user = scopeUsers.support;
    const input = { studentId: student!._id, organization: 'stem' };
    const first = await readStudentDocumentsAction(input);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.data.certificates).toMatchObject({ ok: false, error: { status: 409 } });
    expect(first.data.reports).toMatchObject({ ok: false, error: { status: 409 } });
    upstream = [];
    await readStudentDocumentsAction(input);
    expect(organizationCalls()).toHaveLength(2);
  });

  it("a coordinator gets not found for another school's student, without reading their documents", async () => {
    const { readStudentDocumentsAction } = await import('./actions');
    const student = seeded(fixture.other.school!.name).signedIn[0] ?? fixture.other;
    session.user = scopeUsers.coordinator;
    const answer = await readStudentDocumentsAction({ studentId: student._id, organization: 'stem' });
    expect(answer).toMatchObject({ ok: false, error: { status: 404 } });
    expect(organizationCalls()).toEqual([]);
    const { loadStoredStudentDocuments } = await import('./student-documents');
    const { isStudentNotFound } = await import('@/server/access/scope');
    expect(
      isStudentNotFound(await loadStoredStudentDocuments(scopeUsers.coordinator, student, stem).catch((e) => e)),
    ).toBe(true);
    expect(organizationCalls()).toEqual([]);
  });
});

describe('the organization card without certificates and reports', () => {
  it('a cold card of a signed-in student makes exactly 2 calls: getOrgStudent and listStudentApplications', async () => {
    const { loadStoredOrganizationCard } = await import('./student-organizations');
    // A student no other test here has read a card of.
    const student = seeded(mySchool).signedIn.at(-1)!;
    expect(student).toBeDefined();
    const card = await loadStoredOrganizationCard(scopeUsers.admin, student, stem);
    expect(organizationCalls()).toEqual([
      `GET /${stem._id}/student/${student._id}`,
      `GET /${stem._id}/application/student-applications/${student._id}`,
    ]);
    expect(card.data).toMatchObject({ activated: true, orgStudent: { ok: true, data: { signedIn: true } } });
    expect(card.data.applications?.ok).toBe(true);
    expect(Object.keys(card.data).sort()).toEqual(['activated', 'applications', 'orgStudent', 'organization']);
  });

  it('a card stored before the split, with certificates and reports, is read without them', async () => {
    const { loadStoredOrganizationCard, organizationCardCopy } = await import('./student-organizations');
    const { getReadModel } = await import('@/server/read-model');
    const student = seeded(mySchool).signedIn.at(-2)!;
    const spec = organizationCardCopy(scopeUsers.admin, student, stem);
    const section = { ok: true, data: { items: [], total: 0 } };
    const oldCard = {
      organization: { _id: stem._id, name: stem.name, slug: stem.slug },
      activated: true,
      orgStudent: { ok: true, data: { signedIn: true, supervisor: null } },
      applications: section,
      certificates: section,
      reports: section,
    };
    await getReadModel().read({ ...spec, load: async () => oldCard as never, seed: undefined });
    upstream = [];
    const card = await loadStoredOrganizationCard(scopeUsers.admin, student, stem);
    expect(upstream).toEqual([]);
    expect(card.data).toEqual({
      organization: oldCard.organization,
      activated: true,
      orgStudent: oldCard.orgStudent,
      applications: section,
    });
  });
});

describe('lists read to their end, past the first page (pages of 100, spec §8)', () => {
  it("a student's 130 certificates are all read (2 pages) and stored; the reports' one page too", async () => {
    const { readStudentDocumentsAction } = await import('./actions');
    const { issueDocuments } = await import('@/server/sandbox/exams/control-actions');
    const student = seeded(mySchool).signedIn.at(-3)!;
    expect(student).toBeDefined();
    const { total } = issueDocuments(fixture.sandbox, student._id, stem._id, {
      kind: 'certificate',
      count: 130,
      title: 'Paged certificate',
    });
    expect(total).toBeGreaterThanOrEqual(130);
    session.user = scopeUsers.admin;
    upstream = [];
    const answer = await readStudentDocumentsAction({ studentId: student._id, organization: 'stem' });
    if (!answer.ok) throw new Error(answer.error.message);
    const { certificates } = answer.data;
    if (!certificates.ok) throw new Error(certificates.error.message);
    expect(certificates.data.total).toBe(total);
    expect(certificates.data.items).toHaveLength(total);
    expect(new Set(certificates.data.items.map((d) => d._id))).toEqual(
      new Set(documentsOf(student, 'certificate').map((d) => d._id)),
    );
    expect(certificates.data.items.map((d) => d.title)).toContain('Paged certificate 130');
    expect(organizationCalls().filter((call) => call.includes('/certificate/'))).toHaveLength(2);
    expect(organizationCalls().filter((call) => call.includes('/report/'))).toHaveLength(1);

    // The stored copy holds them all: the next read shows the 130 with no call.
    upstream = [];
    const warm = await readStudentDocumentsAction({ studentId: student._id, organization: 'stem' });
    expect(upstream).toEqual([]);
    expect(warm.ok && warm.data.certificates.ok && warm.data.certificates.data.items).toHaveLength(total);
  });

  it("a student's card holds every application, read past the first 100", async () => {
    const { loadStoredOrganizationCard } = await import('./student-organizations');
    const student = seeded(mySchool).signedIn.at(-4)!;
    const { applications } = fixture.sandbox.state.exams;
    const own = applications.find((a) => a.organizationId === stem._id && a.studentId === student._id);
    const template = own ?? applications.find((a) => a.organizationId === stem._id)!;
    const copy = fixture.sandbox.state.students.orgCopies.find(
      (c) => c.organizationId === stem._id && c.mainId === student._id,
    )!;
    for (let i = 0; i < 120; i++) {
      const { payment: _payment, ...rest } = template;
      applications.push({ ...rest, _id: fixture.sandbox.newId(), studentId: student._id, user: copy._id });
    }
    const expected = applications.filter((a) => a.organizationId === stem._id && a.studentId === student._id);
    upstream = [];
    const card = await loadStoredOrganizationCard(scopeUsers.admin, student, stem, { force: true });
    const section = card.data.applications;
    if (!section?.ok) throw new Error('the applications were not read');
    expect(section.data.total).toBe(expected.length);
    expect(new Set(section.data.items.map((a) => a._id))).toEqual(new Set(expected.map((a) => a._id)));
    expect(organizationCalls().filter((call) => call.includes('/student-applications/'))).toHaveLength(2);
  });
});
