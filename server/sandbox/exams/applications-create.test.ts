import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';
import { addStudent, apply, findSeededExam, stemExams } from './test-fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

const path = () => `/${t.orgId('stem')}/application`;

describe('createApplication', () => {
  it('§4.8 / docs/api-notes.md: 201 with the resolved application; flags false, partners [], uuid', async () => {
    const { student, copies } = addStudent(t);
    const exam = stemExams(t).scienceMainEn;
    const r = await apply(t, student._id, exam._id);
    expect(r.status).toBe(201);
    const a = r.json.data;
    expect(a._id).toMatch(/^[0-9a-f]{24}$/);
    expect(a.exam._id).toBe(exam._id);
    expect(a.exam.session).toBe(exam.session);
    expect(a.user).toEqual({
      _id: copies[0]!._id,
      mainId: student._id,
      firstName: student.firstName,
      lastName: student.lastName,
    });
    expect(a.partners).toEqual([]);
    expect([a.participated, a.examSubmitted, a.simulationStarted, a.simulationSubmitted]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(a.uuid).toMatch(/^[A-Z0-9]{8}$/);
    expect(a).not.toHaveProperty('removeAfter');
    expect(a).not.toHaveProperty('examStart');
    expect(a).not.toHaveProperty('organizationId');
    expect(a.createdAt).toMatch(/\.\d{3}Z$/);
  });

  it('§9.4 / docs/api-notes.md: the same student and exam again answers 200 with the existing application', async () => {
    const { student } = addStudent(t);
    const exam = stemExams(t).mathMainEn;
    const first = await apply(t, student._id, exam._id);
    const second = await apply(t, student._id, exam._id);
    expect(second.status).toBe(200);
    expect(second.json.data._id).toBe(first.json.data._id);
    expect(second.json.data.uuid).toBe(first.json.data.uuid);
    expect(t.sandbox.state.exams.applications.filter((a) => a.studentId === student._id)).toHaveLength(1);
  });

  it('§1 conventions / §7: unknown body fields, missing and malformed ids are 400', async () => {
    const { student } = addStudent(t);
    const examId = stemExams(t).mathMainEn._id;
    const extra = await t.call('POST', path(), { body: { studentId: student._id, examId, note: 'x' } });
    expect(extra.status).toBe(400);
    expect(extra.json.error.message).toBe('property note should not exist');
    const missing = await t.call('POST', path(), { body: { studentId: student._id } });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('examId should not be empty');
    const malformed = await t.call('POST', path(), { body: { studentId: 'abc', examId } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toBe('studentId must be a mongodb id');
    expect(t.sandbox.state.exams.applications.filter((a) => a.studentId === student._id)).toHaveLength(0);
  });

  it('§1.2: another account’s student is 404; an unknown exam is 404', async () => {
    const { student: theirs } = addStudent(t, { owner: 'second' });
    const r = await apply(t, theirs._id, stemExams(t).mathMainEn._id);
    expect(r.status).toBe(404);
    const { student } = addStudent(t);
    const unknown = await apply(t, student._id, 'b'.repeat(24));
    expect(unknown.status).toBe(404);
    const otherOrg = await apply(
      t,
      student._id,
      findSeededExam(t, 'hilingua', 'Language Olympiad', 'Winter session', 'en')._id,
    );
    expect(otherOrg.status).toBe(404);
  });

  it('§5: the read-only account may read exams but not apply (403 Insufficient role permissions)', async () => {
    const { student } = addStudent(t, { owner: 'readOnly' });
    const exam = stemExams(t).mathMainEn;
    expect((await t.call('GET', `/${t.orgId('stem')}/exam/available/${student._id}`, { as: 'readOnly' })).status).toBe(
      200,
    );
    const r = await t.call('POST', path(), { as: 'readOnly', body: { studentId: student._id, examId: exam._id } });
    expect([r.status, r.json.error.code, r.json.error.message]).toEqual([
      403,
      'forbidden',
      'Insufficient role permissions',
    ]);
    const a = (await apply(t, addStudent(t).student._id, exam._id)).json.data;
    expect((await t.call('DELETE', `${path()}/${a._id}`, { as: 'readOnly' })).status).toBe(403);
  });

  it('§4.8 / §7: a student with no grade is 400 `Student has no grade set, ...`', async () => {
    const { student } = addStudent(t, { grade: null });
    const r = await apply(t, student._id, stemExams(t).mathMainEn._id);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/^Student has no grade set, /);
  });

  it('§1.5 / §4.5: a student who never signed in to the organization is 409', async () => {
    const { student } = addStudent(t, { signedInTo: ['hilingua'] });
    const r = await apply(t, student._id, stemExams(t).mathMainEn._id);
    expect(r.status).toBe(409);
    expect(r.json.error.code).toBe('conflict');
  });

  it('§4.5 / §4.8: refused by the tree’s rules: closed, grade, country (400) and same sitting (409)', async () => {
    const e = stemExams(t);
    const { student } = addStudent(t, { signedInTo: ['stem', 'hilingua'] });
    const closed = await apply(t, student._id, e.astronomyMainEn._id);
    expect([closed.status, closed.json.error.details.rule]).toEqual([400, 'open']);
    const past = await apply(t, student._id, e.mathPastEn._id);
    expect([past.status, past.json.error.details.rule]).toEqual([400, 'open']);
    const grade = await apply(t, student._id, findSeededExam(t, 'stem', 'Mathematics', 'Autumn round', 'en', '11')._id);
    expect([grade.status, grade.json.error.details.rule]).toEqual([400, 'grade']);
    const { student: american } = addStudent(t, { country: 'US', signedInTo: ['hilingua'] });
    const german = findSeededExam(t, 'hilingua', 'Language Olympiad', 'Winter session', 'de');
    const country = await apply(t, american._id, german._id, 'hilingua');
    expect([country.status, country.json.error.details.rule]).toEqual([400, 'country']);
    expect((await apply(t, student._id, e.mathMainEn._id)).status).toBe(201);
    const sameSitting = await apply(t, student._id, e.mathMainKa._id);
    expect([sameSitting.status, sameSitting.json.error.code, sameSitting.json.error.details.rule]).toEqual([
      409,
      'conflict',
      'sitting',
    ]);
  });
});

describe('payments at creation (§2 "Payment")', () => {
  it('§2: a free exam is paid with amount 0 from the start', async () => {
    const { student, copies } = addStudent(t);
    const exam = stemExams(t).mathMainEn;
    const a = (await apply(t, student._id, exam._id)).json.data;
    expect(a.payment).toMatchObject({
      status: 'paid',
      amount: 0,
      application: a._id,
      exam: exam._id,
      for: copies[0]!._id,
    });
  });

  it('§2: a priced exam is pending at its price', async () => {
    const { student } = addStudent(t);
    const a = (await apply(t, student._id, stemExams(t).scienceMainEn._id)).json.data;
    expect(a.payment).toMatchObject({ status: 'pending', amount: 25 });
    expect(Object.keys(a.payment).sort()).toEqual([
      '_id',
      'amount',
      'application',
      'createdAt',
      'exam',
      'for',
      'status',
      'updatedAt',
    ]);
  });

  it('§2: an unpriced exam (no price, not 0) has no payment: the field is absent', async () => {
    const { student } = addStudent(t);
    const exam = stemExams(t).roboticsMainEn;
    expect(exam).not.toHaveProperty('price');
    const a = (await apply(t, student._id, exam._id)).json.data;
    expect(a).not.toHaveProperty('payment');
    expect(a.exam).not.toHaveProperty('price');
  });
});

describe('make-up sittings (§2 removeAfter, §8)', () => {
  it('§2 / §8: removeAfter is 6 hours after creation, and the application is removed once it passes', async () => {
    const { student } = addStudent(t);
    const exam = stemExams(t).mathMakeUpEn;
    const a = (await apply(t, student._id, exam._id)).json.data;
    expect(Date.parse(a.removeAfter) - Date.parse(a.createdAt)).toBe(6 * 3600 * 1000);
    const get = () => t.call('GET', `${path()}/${a._id}`);
    await t.call('POST', '/__sandbox/clock', { token: null, body: { advanceSeconds: 6 * 3600 - 60 } });
    expect((await get()).status).toBe(200);
    await t.call('POST', '/__sandbox/clock', { token: null, body: { advanceSeconds: 61 } });
    expect((await get()).status).toBe(404);
    const list = await t.call('GET', `/${t.orgId('stem')}/application/student-applications/${student._id}`);
    expect(list.json.data).toEqual([]);
    // The sitting is free again for the student (rule 5 no longer counts it).
    expect((await apply(t, student._id, exam._id)).status).toBe(201);
  });

  it('§2: applications on ordinary sittings carry no removeAfter and stay', async () => {
    const { student } = addStudent(t);
    const a = (await apply(t, student._id, stemExams(t).mathMainEn._id)).json.data;
    expect(a).not.toHaveProperty('removeAfter');
    await t.call('POST', '/__sandbox/clock', { token: null, body: { advanceSeconds: 7 * 3600 } });
    expect((await t.call('GET', `${path()}/${a._id}`)).status).toBe(200);
  });
});
