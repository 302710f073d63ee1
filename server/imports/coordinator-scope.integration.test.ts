import { rowMessages } from '@/lib/students/row-messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { importChunks } from '@/server/db/schema';
import {
  mySchool,
  otherSchool,
  scopeUsers,
  startScopeFixture,
  type ScopeFixture,
} from '@/test/support/directory/scope-fixture';
import { getJob } from './job-store';
import { jobInput, partInput } from '@/test/support/imports/import-action-inputs';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
// Pages rendered here run outside a Next request: no response whose end could free a turn of the view gate.
vi.mock('@/server/fairness/admit-page-view', () => ({ admitThisPageView: async () => {} }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

/** A second coordinator of the same school: their jobs are not the first one's either. */
const otherCoordinator: ConsoleUser = { ...scopeUsers.coordinator, id: 'u-coord-2', email: 'coord2@example.test' };
const notFoundDigest = 'NEXT_HTTP_ERROR_FALLBACK;404';

let fixture: ScopeFixture;
let country: string;
beforeAll(async () => {
  fixture = await startScopeFixture();
  country = fixture.mine.country!._id;
});
afterAll(async () => fixture?.stop());

const as = (user: ConsoleUser) => (session.user = user);
const actions = () => import('@/server/imports/actions');
const tag = () => Math.random().toString(36).slice(2, 8);

async function newJob(user: ConsoleUser, fileName: string): Promise<string> {
  as(user);
  const created = await (await actions()).createImportJobAction(jobInput(30, fileName));
  if (!created.ok) throw new Error(created.error.message);
  return created.data.jobId;
}

async function pageDigest(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}

describe("a coordinator's import holds only rows of their schools", () => {
  it('refuses the part naming another school (or a school id) with row errors, and deletes the draft with the rows already sent', async () => {
    const { createImportJobAction, addImportRowsAction, startImportJobAction } = await actions();
    const t = tag();
    as(scopeUsers.coordinator);
    const created = await createImportJobAction(jobInput(40));
    if (!created.ok) throw new Error(created.error.message);
    const { jobId } = created.data;

    // The first part: their school, also written with other case and accents.
    const first = await addImportRowsAction(
      partInput(jobId, 0, 0, 30, t, country, {
        3: { school: 'TBILISI public school no. 1' },
        4: { school: 'Tbílisi Públic  School No. 1' },
      }),
    );
    expect(first).toEqual({ ok: true, data: { chunkSize: 30 } });

    const schoolId = fixture.other.school!._id;
    const second = await addImportRowsAction(
      partInput(jobId, 0, 30, 40, t, country, { 35: { school: otherSchool }, 37: { school: schoolId } }),
    );
    expect(second).toEqual({
      ok: false,
      error: {
        status: 422,
        message: expect.stringContaining('2 row(s) cannot be imported'),
        // Each reader's page words the count; the rows' own problems are shown at their cells.
        say: { key: 'imports.rowsRefused', values: { rows: 2 } },
        details: {
          rows: [
            { row: 37, field: 'school', message: `${otherSchool} is not one of your schools (${mySchool}).` },
            {
              row: 39,
              field: 'school',
              message: `The school is given as an id (${schoolId}); write the school's name instead, one of your schools (${mySchool}).`,
            },
          ],
        },
      },
    });

    // Nothing half-written: no job, no chunk rows, nothing to start.
    const db = await getDb();
    expect(await getJob(db, jobId)).toBeNull();
    expect(await db.select().from(importChunks).where(eq(importChunks.jobId, jobId))).toEqual([]);
    expect(await startImportJobAction({ jobId })).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('admin and support import rows of any school as before', async () => {
    const { createImportJobAction, addImportRowsAction, startImportJobAction } = await actions();
    for (const user of [scopeUsers.admin, scopeUsers.support]) {
      as(user);
      const created = await createImportJobAction(jobInput(30));
      if (!created.ok) throw new Error(created.error.message);
      const { jobId } = created.data;
      expect(
        await addImportRowsAction(partInput(jobId, 0, 0, 30, tag(), country, { 5: { school: otherSchool } })),
      ).toEqual({ ok: true, data: { chunkSize: 30 } });
      expect(await startImportJobAction({ jobId })).toMatchObject({
        ok: true,
        data: { status: 'queued', totalRows: 30 },
      });
    }
  });

  it('the checks with the API do not tell a coordinator who holds another school’s address', async () => {
    const { findRegisteredEmailsAction, checkImportCombosAction } = await actions();
    const sampleWith = (email: string) => {
      const { externalRef: _ref, ...sample } = partInput('-', 0, 0, 1, tag(), country, { 0: { email } }).rows[0]!;
      return { samples: [sample] };
    };
    as(scopeUsers.coordinator);
    const hidden = await checkImportCombosAction(sampleWith(fixture.other.email));
    expect(hidden.ok && hidden.data[0]).toMatchObject({
      duplicate: null,
      problems: [{ field: 'email', message: rowMessages.emailUnavailable }],
    });
    expect(JSON.stringify(hidden)).not.toContain(fixture.other._id);
    const visible = await checkImportCombosAction(sampleWith(fixture.mine.email));
    expect(visible.ok && visible.data[0]?.duplicate).toEqual({ sameAccount: true, studentId: fixture.mine._id });
    const found = await findRegisteredEmailsAction({ emails: [fixture.mine.email, fixture.other.email] });
    expect(
      found.ok && [...found.data].sort((a, b) => Number(a.studentId === null) - Number(b.studentId === null)),
    ).toEqual([
      { email: fixture.mine.email.toLowerCase(), studentId: fixture.mine._id, username: fixture.mine.username },
      { email: fixture.other.email.toLowerCase(), studentId: null, username: null },
    ]);
    as(scopeUsers.support);
    const shown = await checkImportCombosAction(sampleWith(fixture.other.email));
    expect(shown.ok && shown.data[0]?.duplicate).toEqual({ sameAccount: true, studentId: fixture.other._id });
    const all = await findRegisteredEmailsAction({ emails: [fixture.other.email] });
    expect(all).toEqual({
      ok: true,
      data: [
        { email: fixture.other.email.toLowerCase(), studentId: fixture.other._id, username: fixture.other.username },
      ],
    });
  });
});

describe('import jobs: a coordinator sees only the jobs they created', () => {
  it('list, job, cancel, results file and page: another user’s job is not found; admin and support see every job', async () => {
    const { listImportJobsAction, getImportJobAction, cancelImportJobAction } = await actions();
    const { GET } = await import('@/app/api/imports/[jobId]/results/route');
    const { default: JobPage } = await import('@/app/(console)/imports/[jobId]/page');
    const own = await newJob(scopeUsers.coordinator, 'own.csv');
    const admins = await newJob(scopeUsers.admin, 'admins.csv');
    const colleagues = await newJob(otherCoordinator, 'colleagues.csv');
    const results = (jobId: string) =>
      GET(new Request(`http://console.test/api/imports/${jobId}/results`), { params: Promise.resolve({ jobId }) });
    const openPage = (jobId: string) => pageDigest(() => JobPage({ params: Promise.resolve({ jobId }) }));

    as(scopeUsers.coordinator);
    const list = await listImportJobsAction({ page: 1 });
    expect(list.ok && { ids: list.data.jobs.map((j) => j.id), total: list.data.total }).toEqual({
      ids: [own],
      total: 1,
    });
    expect(await getImportJobAction({ jobId: own })).toMatchObject({ ok: true, data: { id: own } });
    expect((await results(own)).status).toBe(200);
    expect(await openPage(own)).toBeNull();
    for (const jobId of [admins, colleagues]) {
      expect(await getImportJobAction({ jobId })).toMatchObject({ ok: false, error: { status: 404 } });
      expect(await cancelImportJobAction({ jobId })).toMatchObject({ ok: false, error: { status: 404 } });
      expect((await results(jobId)).status).toBe(404);
      expect(await openPage(jobId)).toBe(notFoundDigest);
    }
    expect((await getJob(await getDb(), admins))?.cancelRequestedAt).toBeNull();

    for (const user of [scopeUsers.admin, scopeUsers.support]) {
      as(user);
      const every = await listImportJobsAction({ page: 1 });
      expect(every.ok && every.data.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([own, admins, colleagues]));
      for (const jobId of [own, admins, colleagues]) {
        expect(await getImportJobAction({ jobId })).toMatchObject({ ok: true, data: { id: jobId } });
        expect((await results(jobId)).status).toBe(200);
        expect(await openPage(jobId)).toBeNull();
      }
    }
  });
});
