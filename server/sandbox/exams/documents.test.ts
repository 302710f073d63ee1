import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';
import { addStudent, stemExams, type FixtureStudent } from './test-fixtures';

let t: TestSandbox;
let fixture: FixtureStudent;
beforeEach(() => {
  t = createTestSandbox();
  fixture = addStudent(t);
  const exam = stemExams(t).mathPastEn;
  const base = { organizationId: t.orgId('stem'), studentId: fixture.student._id, exam: exam._id };
  t.sandbox.state.exams.documents.push(
    {
      _id: 'e0'.repeat(12),
      kind: 'certificate',
      title: 'Summer round: certificate (older)',
      issuedAt: '2026-01-01T00:00:00.000Z',
      ...base,
    },
    {
      _id: 'e1'.repeat(12),
      kind: 'certificate',
      title: 'Summer round: certificate (newer)',
      issuedAt: '2026-02-01T00:00:00.000Z',
      ...base,
    },
    {
      _id: 'e2'.repeat(12),
      kind: 'report',
      title: 'Summer round (results) report',
      issuedAt: '2026-02-01T00:00:00.000Z',
      ...base,
    },
  );
});

const stem = () => t.orgId('stem');

describe.each([
  ['certificate', 'Certificates fetched successfully.', 2],
  ['report', 'Reports fetched successfully.', 1],
] as const)('list %ss (§4.8, docs/api-notes.md)', (kind, message, count) => {
  it(`§4.8 / docs/api-notes.md: paginated { _id, title, exam, issuedAt } of the student, by core id`, async () => {
    const r = await t.call('GET', `/${stem()}/${kind}/${fixture.student._id}`);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(message);
    expect(r.json.pagination).toEqual({ page: 1, limit: 20, total: count, totalPages: 1 });
    for (const d of r.json.data) expect(Object.keys(d).sort()).toEqual(['_id', 'exam', 'issuedAt', 'title']);
  });

  it('docs/api-notes.md: the organization’s own id of the student (StudentRef _id) is accepted too', async () => {
    const byCore = await t.call('GET', `/${stem()}/${kind}/${fixture.student._id}`);
    const byCopy = await t.call('GET', `/${stem()}/${kind}/${fixture.copies[0]!._id}`);
    expect(byCopy.status).toBe(200);
    expect(byCopy.json.data).toEqual(byCore.json.data);
  });

  it('§1.5 / §1.2 / §7: 409 without the org copy, 404 not yours, 400 malformed', async () => {
    const { student: never } = addStudent(t, { signedInTo: ['hilingua'] });
    const conflict = await t.call('GET', `/${stem()}/${kind}/${never._id}`);
    expect([conflict.status, conflict.json.error.code]).toEqual([409, 'conflict']);
    const theirs = addStudent(t, { owner: 'second' });
    expect((await t.call('GET', `/${stem()}/${kind}/${theirs.student._id}`)).status).toBe(404);
    expect((await t.call('GET', `/${stem()}/${kind}/${theirs.copies[0]!._id}`)).status).toBe(404);
    expect((await t.call('GET', `/${stem()}/${kind}/${fixture.copies[0]!._id}`, { as: 'second' })).status).toBe(404);
    expect((await t.call('GET', `/${stem()}/${kind}/x1`)).status).toBe(400);
  });
});

describe('downloads (docs/api-notes.md)', () => {
  it('docs/api-notes.md: a certificate download answers a small valid PDF with the title', async () => {
    const r = await t.call('GET', `/${stem()}/certificate/${fixture.student._id}/${'e1'.repeat(12)}/download`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('x-request-id')).toBeTruthy();
    expect(r.text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(r.text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(r.text).toContain('(Summer round: certificate \\(newer\\)) Tj');
    // Every xref offset points at its object.
    const xref = r.text.slice(r.text.indexOf('xref\n'));
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(r.text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const startxref = Number(/startxref\n(\d+)/.exec(r.text)![1]);
    expect(r.text.slice(startxref).startsWith('xref')).toBe(true);
  });

  it('docs/api-notes.md: a report downloads by its own path; a certificate id under report/ is 404', async () => {
    const ok = await t.call('GET', `/${stem()}/report/${fixture.copies[0]!._id}/${'e2'.repeat(12)}/download`);
    expect([ok.status, ok.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const wrongKind = await t.call('GET', `/${stem()}/report/${fixture.student._id}/${'e1'.repeat(12)}/download`);
    expect(wrongKind.status).toBe(404);
    const other = addStudent(t);
    expect(
      (await t.call('GET', `/${stem()}/certificate/${other.student._id}/${'e1'.repeat(12)}/download`)).status,
    ).toBe(404);
  });
});

describe('seeded certificates', () => {
  it('server/sandbox/README.md: some demo students signed in to stem have a certificate and a report that download', async () => {
    const seeded = t.sandbox.state.exams.documents.find(
      (d) => d.kind === 'certificate' && d.studentId !== fixture.student._id,
    );
    expect(seeded).toBeDefined();
    const list = await t.call('GET', `/${stem()}/certificate/${seeded!.studentId}`);
    expect(list.json.data.map((d: { _id: string }) => d._id)).toContain(seeded!._id);
    const pdf = await t.call('GET', `/${stem()}/certificate/${seeded!.studentId}/${seeded!._id}/download`);
    expect(pdf.status).toBe(200);
  });
});
