import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';
import { addStudent, apply, stemExams } from './test-fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

const base = () => `/${t.orgId('stem')}/application`;
type Row = {
  _id: string;
  exam: string | { _id: string };
  user: { _id: string; mainId: string };
  payment?: { status: string };
};

describe('listExamApplications', () => {
  it('§4.6: the account’s applications for one exam: exam is the id asked, user a StudentRef, payment resolved', async () => {
    const exam = stemExams(t).scienceMainEn;
    const mine = addStudent(t);
    const theirs = addStudent(t, { owner: 'second' });
    const a = (await apply(t, mine.student._id, exam._id)).json.data;
    expect(
      (await t.call('POST', base(), { as: 'second', body: { studentId: theirs.student._id, examId: exam._id } }))
        .status,
    ).toBe(201);
    const r = await t.call('GET', `${base()}/exam-applications/${exam._id}?limit=100`);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Applications fetched successfully.');
    const rows = r.json.data as Row[];
    const seeded = t.sandbox.state.exams.applications.filter(
      (x) => x.exam === exam._id && x.studentId !== theirs.student._id,
    );
    expect(rows.map((x) => x._id).sort()).toEqual(seeded.map((x) => x._id).sort());
    const row = rows.find((x) => x._id === a._id)!;
    expect(row.exam).toBe(exam._id);
    expect(row.user).toEqual({
      _id: mine.copies[0]!._id,
      mainId: mine.student._id,
      firstName: 'Nino',
      lastName: mine.student.lastName,
    });
    expect(row.payment).toMatchObject({ status: 'pending', amount: 25 });
    expect(rows.some((x) => x.user.mainId === theirs.student._id)).toBe(false);
    expect(r.json.pagination.total).toBe(rows.length);
  });

  it('§4.6: an id matching no exam is an empty list, not 404; a malformed id is 400', async () => {
    const r = await t.call('GET', `${base()}/exam-applications/${'d'.repeat(24)}`);
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual([]);
    expect(r.json.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
    expect((await t.call('GET', `${base()}/exam-applications/zzz`)).status).toBe(400);
  });

  it('§4.6: past sittings work', async () => {
    const exam = stemExams(t).mathMainEn;
    const { student } = addStudent(t);
    const a = (await apply(t, student._id, exam._id)).json.data;
    await t.call('POST', '/__sandbox/clock', { token: null, body: { advanceSeconds: 60 * 24 * 3600 } });
    const r = await t.call('GET', `${base()}/exam-applications/${exam._id}?limit=100`);
    expect((r.json.data as Row[]).map((x) => x._id)).toContain(a._id);
  });
});

describe('listApplications and listStudentApplications', () => {
  it('§8 "Totals": only the account’s own students who signed in and have access', async () => {
    const exam = stemExams(t).scienceMainEn;
    const mine = addStudent(t);
    const theirs = addStudent(t, { owner: 'second' });
    await apply(t, mine.student._id, exam._id);
    await t.call('POST', base(), { as: 'second', body: { studentId: theirs.student._id, examId: exam._id } });
    const all = await t.call('GET', `${base()}?limit=100`, { as: 'second' });
    expect(all.status).toBe(200);
    expect(all.json.pagination.total).toBe(1);
    expect((all.json.data as Row[])[0]!.user.mainId).toBe(theirs.student._id);
    expect(typeof (all.json.data as Row[])[0]!.exam).toBe('object');

    const demo = await t.call('GET', `${base()}?limit=1`);
    const demoApplications = t.sandbox.state.exams.applications.filter(
      (a) => a.organizationId === t.orgId('stem') && a.studentId !== theirs.student._id,
    );
    expect(demo.json.pagination).toMatchObject({
      limit: 1,
      total: demoApplications.length,
      totalPages: demoApplications.length,
    });

    // A student whose access no longer includes the organization drops out of lists and totals.
    mine.student.activatedPlatformsThisSeason = ['hilingua'];
    const after = await t.call('GET', `${base()}?limit=1`);
    expect(after.json.pagination.total).toBe(demoApplications.length - 1);
  });

  it('§4.8: a student’s applications, paginated and resolved; 400, 404 and 409 as the spec says', async () => {
    const e = stemExams(t);
    const { student } = addStudent(t);
    await apply(t, student._id, e.mathMainEn._id);
    await apply(t, student._id, e.scienceMainEn._id);
    await apply(t, student._id, e.roboticsMainEn._id);
    const r = await t.call('GET', `${base()}/student-applications/${student._id}?limit=2&page=2`);
    expect(r.status).toBe(200);
    expect(r.json.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(r.json.data).toHaveLength(1);
    expect(r.json.data[0].user.mainId).toBe(student._id);
    expect((await t.call('GET', `${base()}/student-applications/123`)).status).toBe(400);
    const { student: theirs } = addStudent(t, { owner: 'second' });
    expect((await t.call('GET', `${base()}/student-applications/${theirs._id}`)).status).toBe(404);
    const { student: never } = addStudent(t, { signedInTo: [] });
    const conflict = await t.call('GET', `${base()}/student-applications/${never._id}`);
    expect([conflict.status, conflict.json.error.code]).toEqual([409, 'conflict']);
  });
});
