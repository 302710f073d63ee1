import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { StudentListParams } from '@/lib/students/list-params';
import type { ConsoleUser } from '@/server/auth/roles';
import type { RequestContext } from '@/server/log/request-context';
import {
  mySchool,
  recordUpstreamCalls,
  scopeUsers,
  startScopeFixture,
  type ScopeFixture,
} from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

let fixture: ScopeFixture;
beforeAll(async () => {
  fixture = await startScopeFixture();
}, 60_000);
afterAll(async () => fixture?.stop());

const unknownId = 'c'.repeat(24);
const params = (over: Partial<StudentListParams> = {}): StudentListParams => ({
  page: 1,
  limit: 20,
  emails: [],
  ...over,
});
const caught = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('student pages and lookups for a coordinator', () => {
  it("student page and edit page loader: another school's student is not-found, like an unknown or malformed id", async () => {
    const { studentPageRead, studentForEditRead } = await import('./reads');
    const loadStudentPage = (user: ConsoleUser, studentId: string) => studentPageRead.load(user, { studentId });
    const { coordinator, support } = scopeUsers;
    for (const id of [fixture.other._id, unknownId, 'nope']) {
      expect(await loadStudentPage(coordinator, id)).toEqual({ kind: 'not-found' });
      expect(await studentForEditRead.load(coordinator, { studentId: id })).toEqual({ kind: 'not-found' });
    }
    expect(await loadStudentPage(coordinator, fixture.mine._id)).toMatchObject({
      kind: 'found',
      student: { _id: fixture.mine._id },
    });
    expect(await loadStudentPage(support, fixture.other._id)).toMatchObject({
      kind: 'found',
      student: { _id: fixture.other._id },
    });
  });

  it("organization cards refuse another school's student", async () => {
    const { loadStudentOrganizationCard } = await import('./student-organizations');
    const { isStudentNotFound } = await import('@/server/access/scope');
    const { listOrganizations } = await import('../reference/organizations');
    const stem = (await listOrganizations()).find((o) => o.slug === 'stem')!;
    expect(
      isStudentNotFound(await caught(loadStudentOrganizationCard(scopeUsers.coordinator, fixture.other, stem))),
    ).toBe(true);
    expect(await loadStudentOrganizationCard(scopeUsers.coordinator, fixture.mine, stem)).toMatchObject({
      organization: { slug: 'stem' },
    });
    expect(await loadStudentOrganizationCard(scopeUsers.admin, fixture.other, stem)).toMatchObject({
      organization: { slug: 'stem' },
    });
  });

  it("documents route: 404 for another school's student, the same answer as for an unknown one", async () => {
    const { GET } =
      await import('@/app/(console)/students/[studentId]/documents/[organization]/[kind]/[documentId]/route');
    const get = async (studentId: string) => {
      const response = await GET(
        new Request(`http://console.test/students/${studentId}/documents/stem/certificate/${'a'.repeat(24)}`),
        {
          params: Promise.resolve({ studentId, organization: 'stem', kind: 'certificate', documentId: 'a'.repeat(24) }),
        },
      );
      return { status: response.status, text: await response.text() };
    };
    session.user = scopeUsers.coordinator;
    const other = await get(fixture.other._id);
    expect(other.status).toBe(404);
    expect(other).toEqual(await get(unknownId));
    expect(other.text).not.toContain(fixture.other.fullName);
    // Their own student gets past the check: the API's answer about the document (not the scope's) comes back.
    expect((await get(fixture.mine._id)).text).not.toBe(other.text);
  });

  it('sign-in links page: another school\'s student by id or e-mail is "none", like an unknown one', async () => {
    const { signInLinkPageRead } = await import('../sign-in-links/reads');
    const loadSignInLinkPage = (user: ConsoleUser, student: string) => signInLinkPageRead.load(user, { student });
    const { coordinator, support } = scopeUsers;
    for (const wanted of [fixture.other._id, fixture.other.email, unknownId, 'nobody@example.com']) {
      expect(await loadSignInLinkPage(coordinator, wanted)).toEqual({ kind: 'none' });
    }
    for (const wanted of [fixture.mine._id, fixture.mine.email.toUpperCase()]) {
      expect(await loadSignInLinkPage(coordinator, wanted)).toMatchObject({
        kind: 'found',
        student: { _id: fixture.mine._id },
      });
    }
    expect(await loadSignInLinkPage(support, fixture.other.email)).toMatchObject({
      kind: 'found',
      student: { _id: fixture.other._id },
    });
  });
});

describe('the students list', () => {
  const mineAll = () => fixture.students.filter((s) => s.school?.name === mySchool);

  it("a coordinator's list comes from the directory: their school only, in even pages", async () => {
    const { listStudentsAction } = await import('@/server/students/actions');
    session.user = scopeUsers.coordinator;
    const expected = mineAll()
      .map((s) => s._id)
      .sort();
    expect(expected.length).toBeGreaterThan(3);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await listStudentsAction(params({ page, limit: 3 }));
      if (!answer.ok) throw new Error(answer.error.message);
      const { data, pagination, source } = answer.data;
      expect({ source, total: pagination.total }).toEqual({
        source: 'directory',
        total: expected.length,
      });
      expect(data.length).toBe(Math.min(3, expected.length - seen.length));
      for (const row of data) expect(row.school).toMatchObject({ name: mySchool });
      seen.push(...data.map((s) => s._id));
      if (page >= pagination.totalPages) break;
    }
    expect(seen.sort()).toEqual(expected);
    // Past the last page no row carries the count: it is read on its own.
    const past = await listStudentsAction(params({ page: Math.ceil(expected.length / 3) + 1, limit: 3 }));
    expect(past.ok && past.data).toMatchObject({ data: [], pagination: { total: expected.length } });
  });

  it("a coordinator's e-mail filter stays within their school", async () => {
    const { loadStudentList } = await import('./queries');
    const byEmail = await loadStudentList(
      scopeUsers.coordinator,
      params({ emails: [fixture.mine.email.toUpperCase(), fixture.other.email] }),
    );
    expect(byEmail.data.map((s) => s._id)).toEqual([fixture.mine._id]);
  });

  it("the search's organization filter keeps a coordinator to their school; “not yet signed in” uses what the directory learned", async () => {
    const { loadDirectoryPage } = await import('@/server/directory/queries');
    const { parseDirectoryParams } = await import('@/lib/directory/query-schema');
    const { getDb } = await import('@/server/db/client');
    const { setSignedInOrgs } = await import('@/server/directory/store');
    const stemMine = mineAll().filter((s) => isActivatedFor(s.activatedPlatformsThisSeason, 'stem'));
    expect(stemMine.length).toBeGreaterThan(2);
    const [signedIn, never] = stemMine;
    const db = await getDb();
    await setSignedInOrgs(db, signedIn!._id, ['stem', 'neo']);
    await setSignedInOrgs(db, never!._id, ['neo']);
    const ids = async (signedInFilter: 'yes' | 'no') =>
      (
        await loadDirectoryPage(
          scopeUsers.coordinator,
          parseDirectoryParams({ org: 'stem', signedIn: signedInFilter, limit: '100' }),
        )
      ).rows.map((s) => s.id);
    expect(await ids('yes')).toEqual([signedIn!._id]);
    // A student the directory has not learned about yet (signedInOrgs null) is in neither answer.
    expect(await ids('no')).toEqual([never!._id]);
    const supportNo = await loadDirectoryPage(
      scopeUsers.support,
      parseDirectoryParams({ org: 'stem', signedIn: 'no', limit: '100' }),
    );
    expect(supportNo.rows.map((s) => s.id)).toEqual([never!._id]);
  });

  it('admin and support: the API list until a sync completed, then the directory without a call; an address it does not hold goes to the API', async () => {
    const { loadStudentList } = await import('./queries');
    const { getDb } = await import('@/server/db/client');
    const { directorySync } = await import('@/server/db/schema');
    const { keptSyncState, readSyncState, SYNC_ID } = await import('@/server/directory/sync-state');
    const { eq } = await import('drizzle-orm');
    const all = await loadStudentList(scopeUsers.support, params({ limit: 100 }));
    expect(all).toMatchObject({ source: 'api', syncedAt: null, pagination: { total: fixture.students.length } });
    const byEmail = await loadStudentList(scopeUsers.admin, params({ emails: [fixture.other.email] }));
    expect(byEmail.data.map((s) => s._id)).toEqual([fixture.other._id]);
    expect(byEmail.source).toBe('api');

    const db = await getDb();
    await readSyncState(db);
    const completedAt = new Date();
    await db.update(directorySync).set({ lastCompletedAt: completedAt }).where(eq(directorySync.id, SYNC_ID));
    // Written here as another instance would write it: this process learns of it once its kept copy is dropped.
    keptSyncState.forget(db);
    const upstream: string[] = [];
    recordUpstreamCalls(fixture.baseUrl, (call) => upstream.push(call));
    // The client takes the recording fetch when made again.
    const { resetPartnerClientForTests } = await import('@/server/partner');
    resetPartnerClientForTests();
    const { requestStorage } = await import('@/server/log/request-context');
    const context: RequestContext = { requestId: 'req-by-email', method: 'GET', path: '/students' };
    const fromDirectory = await requestStorage.run(context, () =>
      loadStudentList(scopeUsers.admin, params({ emails: [fixture.other.email.toUpperCase(), fixture.mine.email] })),
    );
    // The sync state (kept for a while after), then the page with its count and the addresses held, in one
    // statement: no count of the whole directory.
    expect(context.dbQueries).toBe(2);
    expect(fromDirectory).toMatchObject({ source: 'directory', syncedAt: completedAt.toISOString() });
    expect(fromDirectory.data.map((s) => s._id).sort()).toEqual([fixture.mine._id, fixture.other._id].sort());
    // Past the last page: the count and the addresses held are read on their own.
    const past = await loadStudentList(scopeUsers.admin, params({ emails: [fixture.mine.email], page: 2 }));
    expect(past).toMatchObject({ source: 'directory', data: [], pagination: { total: 1 } });
    const whole = await loadStudentList(scopeUsers.support, params({ limit: 100 }));
    expect(whole).toMatchObject({ source: 'directory', pagination: { total: fixture.students.length } });
    expect(upstream, 'no call to the API').toEqual([]);

    const unknown = await loadStudentList(
      scopeUsers.admin,
      params({ emails: [fixture.mine.email, 'registered-elsewhere@example.test'] }),
    );
    expect(unknown.source).toBe('api');
    expect(upstream).toEqual(['GET /student']);
    expect(unknown.data.map((s) => s._id)).toEqual([fixture.mine._id]);
    await db.update(directorySync).set({ lastCompletedAt: null }).where(eq(directorySync.id, SYNC_ID));
    keptSyncState.forget(db);
  });
});

describe('organization cards as the student page shows them', () => {
  it('are always in the same order, by name', async () => {
    const { listOrganizations } = await import('../reference/organizations');
    const names = (await listOrganizations()).map((o) => o.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("name each application by its exam, never by a code or an id, in the reader's words", async () => {
    const { partner } = await import('@/server/partner');
    const { listOrganizations } = await import('../reference/organizations');
    const { loadStudentOrganizationCard } = await import('./student-organizations');
    const { withExamNaming } = await import('./exam-names');
    const { describeExam, examTitle } = await import('@/lib/exams/describe');
    const stem = (await listOrganizations()).find((o) => o.slug === 'stem')!;
    const applications = await partner.listApplications({ organizationId: stem._id }, { limit: 20 });
    const withApplication = fixture.students.find((s) =>
      applications.data.some((a) => a.user.mainId === s._id && a.exam),
    );
    expect(withApplication, 'the seed has a stem application of a student of the fixture').toBeDefined();
    const card = await withExamNaming(await loadStudentOrganizationCard(scopeUsers.admin, withApplication!, stem));
    const items = card.applications?.ok ? card.applications.data.items : [];
    expect(items.length).toBeGreaterThan(0);
    const naming = card.examNaming!;
    for (const application of items) {
      const name = examTitle(describeExam(application.exam!, naming.categories, naming.directory));
      expect(name).toMatch(/^[^·]+ · [^·]+ · [^·]+$/);
      expect(name).not.toMatch(/[0-9a-f]{24}/);
      expect(name).not.toContain(application.uuid);
    }
    const named = new Set(items.flatMap((a) => [a.exam!.category, a.exam!.session, a.exam!.language]));
    const sent = [
      ...naming.categories.map((c) => c._id),
      ...Object.keys(naming.directory.sittings),
      ...Object.keys(naming.directory.languages),
    ];
    expect(
      sent.every((id) => named.has(id)),
      'the card carries only the names its applications use',
    ).toBe(true);
  });
});
