import Papa from 'papaparse';
import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import en from '@/lib/i18n/messages/en.json';
import ka from '@/lib/i18n/messages/ka.json';
import { applicationColumns, studentColumns } from '@/lib/exports/tables';
import type { ConsoleUser } from '@/server/auth/roles';
import { liveList } from '@/test/support/applications/live-list';
import { testDatabases } from '@/test/support/db/test-databases';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null, locale: 'en' as 'en' | 'ka' }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));
// The reader's language of the request (the shared stub answers English only).
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const catalogs = {
    en: (await import('@/lib/i18n/messages/en.json')).default,
    ka: (await import('@/lib/i18n/messages/ka.json')).default,
  };
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({ locale: session.locale, messages: catalogs[session.locale], namespace: namespace as never }),
    getLocale: async () => session.locale,
    getTimeZone: async () => 'Asia/Tbilisi',
    getRequestConfig: <T>(create: T) => create,
  };
});

/**
 * Issue 33, the exports: applications with their payments and the students list, made from the console's copy (no
 * call to the API), in the reader's language, with the copy's "as of" and completeness on the first line; a
 * coordinator never gets another school's rows; CSV escapes a real formula start but not a phone number, .xlsx keeps
 * text cells. Through the download routes, on PGlite and on PostgreSQL with TEST_DATABASE_URL.
 */
const upstream: string[] = [];

type Csv = { note: string; header: string[]; rows: string[][] };

function parseCsv(text: string): Csv {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  const [[note = ''] = [], header = [], ...rows] = lines;
  return { note, header, rows };
}

async function download(path: string): Promise<Response> {
  const before = upstream.length;
  const route = path.startsWith('/api/exports/students')
    ? await import('@/app/api/exports/students/route')
    : await import('@/app/api/exports/applications/route');
  const answer = await route.GET(new Request(`http://console.test${path}`));
  const { getReadModel } = await import('@/server/read-model');
  await getReadModel().settled();
  // An export reads the console's copy only; the organizations' names come from the client's reference cache (5
  // minutes, filled by the page that shows the buttons), read once when cold.
  expect(
    upstream.slice(before).filter((call) => call !== 'GET /organization'),
    path,
  ).toEqual([]);
  return answer;
}

const csvOf = async (path: string) => {
  const answer = await download(path);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/csv');
  return parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer()));
};

const column = (csv: Csv, key: (typeof applicationColumns)[number]) =>
  csv.rows.map((r) => r[applicationColumns.indexOf(key)]!);

describe.each(testDatabases())('exports from the console’s copy ($name)', (target) => {
  let fixture: ScopeFixture;
  let stemId: string;

  beforeAll(async () => {
    fixture = await startScopeFixture({ database: target, onUpstreamCall: (call) => upstream.push(call) });
    const { organizationIdOf } = await import('@/test/support/exams/exam-test-helpers');
    stemId = await organizationIdOf('stem');
    session.locale = 'en';
  }, 60_000);
  afterAll(async () => {
    const { getReadModel } = await import('@/server/read-model');
    await getReadModel().settled();
    await fixture?.stop();
  });

  it('before the mirror’s first pass: no rows, and the file and the note say the copy holds nothing yet', async () => {
    session.user = scopeUsers.admin;
    const csv = await csvOf('/api/exports/applications?organization=stem');
    expect(csv.header).toEqual(applicationColumns.map((c) => en.dataExports.applicationColumns[c]));
    expect(csv.rows).toEqual([]);
    expect(csv.note).toContain('holds nothing here yet');
    const students = await csvOf('/api/exports/students');
    expect(students.note).toContain('NOT complete');
  });

  it('after the pass: an organization’s, an exam’s and a student’s applications with payments, in the list’s order', async () => {
    const { kickDirectorySync } = await import('@/server/directory/scheduler');
    expect(await kickDirectorySync()).toBe('completed');
    const { partner } = await import('@/server/partner');
    session.user = scopeUsers.admin;
    const scope = { organizationId: stemId };
    const oracle = await liveList((page) => partner.listApplications(scope, { page, limit: 100 }));
    const started = performance.now();
    const csv = await csvOf('/api/exports/applications?organization=stem');
    const tookMs = Math.round(performance.now() - started);
    const xlsxStarted = performance.now();
    const everyone = await download('/api/exports/students?format=xlsx');
    const xlsxBytes = (await everyone.arrayBuffer()).byteLength;
    console.log(
      `exports (${target.name}): stem's ${csv.rows.length} applications as CSV in ${tookMs} ms; ` +
        `all ${fixture.students.length} students as .xlsx (${xlsxBytes} bytes) in ${Math.round(performance.now() - xlsxStarted)} ms`,
    );
    expect(csv.note).toMatch(
      /^Applications of .+, with their payments\. From the console's copy as of .+: complete\.$/,
    );
    expect(column(csv, 'applicationId')).toEqual(oracle.map((a) => a._id));
    expect(oracle.length).toBeGreaterThan(5);
    // Payments as the API gives them.
    const resolved = await partner.listApplications(scope, { page: 1, limit: 100 });
    const first = resolved.data[0]!;
    const row = csv.rows[0]!;
    expect(row[applicationColumns.indexOf('paymentStatus')]).toBe(first.payment?.status ?? '');
    expect(row[applicationColumns.indexOf('paymentAmount')]).toBe(first.payment ? String(first.payment.amount) : '');
    expect(row[applicationColumns.indexOf('studentId')]).toBe(first.user.mainId);

    const examId = oracle.length ? (resolved.data[0]!.exam as { _id: string })._id : '';
    const examOracle = await liveList((page) => partner.listExamApplications(scope, examId, { page, limit: 100 }));
    const exam = await csvOf(`/api/exports/applications?organization=stem&exam=${examId}`);
    expect(column(exam, 'applicationId')).toEqual(examOracle.map((a) => a._id));

    const studentId = first.user.mainId!;
    const everywhere = await csvOf(`/api/exports/applications?student=${studentId}`);
    expect(new Set(column(everywhere, 'studentId'))).toEqual(new Set([studentId]));
    expect(column(everywhere, 'applicationId')).toContain(first._id);
  }, 240_000);

  it('a coordinator gets only their schools’ students, and another school’s student is not found', async () => {
    const { partner } = await import('@/server/partner');
    session.user = scopeUsers.coordinator;
    const schoolOf = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
    const oracle = await liveList((page) => partner.listApplications({ organizationId: stemId }, { page, limit: 100 }));
    const ours = oracle.filter((a) => schoolOf.get(a.user.mainId ?? '') === mySchool);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.length).toBeLessThan(oracle.length);
    const csv = await csvOf('/api/exports/applications?organization=stem');
    expect(column(csv, 'applicationId')).toEqual(ours.map((a) => a._id));
    expect(new Set(column(csv, 'school'))).toEqual(new Set([mySchool]));
    expect(csv.note).toContain(`Only the students of your schools (${mySchool})`);
    expect((await download(`/api/exports/applications?student=${fixture.other._id}`)).status).toBe(404);
    expect((await download(`/api/exports/applications?organization=stem&student=${fixture.other._id}`)).status).toBe(
      404,
    );

    const students = await csvOf('/api/exports/students');
    expect(students.rows.length).toBe(fixture.students.filter((s) => s.school?.name === mySchool).length);
    expect(new Set(students.rows.map((r) => r[studentColumns.indexOf('school')]))).toEqual(new Set([mySchool]));
    // The page's filters: a name search.
    const lastName = fixture.mine.lastName;
    const filtered = await csvOf(`/api/exports/students?q=${encodeURIComponent(lastName)}`);
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(
      filtered.rows.every((r) => r[studentColumns.indexOf('lastName')] === lastName || r.join(' ').includes(lastName)),
    ).toBe(true);
    expect(filtered.note).toContain("Students matching the Students page's filters.");
  });

  it('in Georgian: the console’s headers, words and note; the API’s values as given', async () => {
    session.user = scopeUsers.admin;
    session.locale = 'ka';
    try {
      const csv = await csvOf('/api/exports/applications?organization=stem');
      expect(csv.header).toEqual(applicationColumns.map((c) => ka.dataExports.applicationColumns[c]));
      expect(csv.header).toContain('გადახდის სტატუსი');
      expect(csv.note).toContain('სრულია');
      expect(column(csv, 'participated').every((v) => v === 'დიახ' || v === 'არა')).toBe(true);
      expect(column(csv, 'paymentStatus').every((s) => ['', 'pending', 'paid', 'canceled'].includes(s))).toBe(true);
      const xlsx = await download('/api/exports/students?format=xlsx');
      const book = read(new Uint8Array(await xlsx.arrayBuffer()), { type: 'array' });
      expect(book.SheetNames).toEqual([ka.dataExports.sheetStudents]);
      const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
      expect(rows[1]).toEqual(studentColumns.map((c) => ka.dataExports.studentColumns[c]));
    } finally {
      session.locale = 'en';
    }
  });

  it('CSV escapes a real formula start and leaves a phone number as typed; .xlsx keeps both as text', async () => {
    session.user = scopeUsers.admin;
    const { getDb } = await import('@/server/db/client');
    await (
      await getDb()
    ).execute(
      sql`update directory_students set first_name = '=HYPERLINK("http://evil.test")', last_name = '+995 555 12 34 56' where id = ${fixture.mine._id}`,
    );
    const csv = await csvOf('/api/exports/students');
    const row = csv.rows.find((r) => r[0] === fixture.mine._id)!;
    expect(row[studentColumns.indexOf('firstName')]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(row[studentColumns.indexOf('lastName')]).toBe('+995 555 12 34 56');
    const xlsx = await download('/api/exports/students?format=xlsx');
    const book = read(new Uint8Array(await xlsx.arrayBuffer()), { type: 'array', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const at = utils
      .sheet_to_json<string[]>(sheet, { header: 1, raw: false })
      .findIndex((r) => r[0] === fixture.mine._id);
    const first = sheet[utils.encode_cell({ r: at, c: studentColumns.indexOf('firstName') })]!;
    const last = sheet[utils.encode_cell({ r: at, c: studentColumns.indexOf('lastName') })]!;
    expect([first.t, first.v, first.f]).toEqual(['s', '=HYPERLINK("http://evil.test")', undefined]);
    expect([last.t, last.v]).toEqual(['s', '+995 555 12 34 56']);
  });

  it('after a write in the console the copy is not whole: the rows held are exported and the note says so', async () => {
    session.user = scopeUsers.admin;
    const { getReadModel } = await import('@/server/read-model');
    await getReadModel().invalidate([stemId]);
    const csv = await csvOf('/api/exports/applications?organization=stem');
    expect(csv.rows.length).toBeGreaterThan(0);
    expect(csv.note).toMatch(/NOT complete\. Not held, or changed in the console since it was read, for: .+\./);
    const { applicationsExportNote } = await import('./reads');
    expect(await applicationsExportNote(scopeUsers.admin, { organization: 'stem' })).toMatchObject({ whole: false });
    const whole = await applicationsExportNote(scopeUsers.admin, { organization: 'hilingua' });
    expect(whole).toMatchObject({ whole: true });
    // When the copy was read, for a test or a person to tell it from a copy read before a change elsewhere.
    const asOf = Date.parse(whole!.asOf!);
    expect(asOf).toBeLessThanOrEqual(Date.now());
    expect(asOf).toBeGreaterThan(Date.now() - 10 * 60_000);
  });
});
