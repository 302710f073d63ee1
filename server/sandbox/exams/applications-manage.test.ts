import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';
import { addStudent, apply, stemExams } from './test-fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

const app = (id = '') => `/${t.orgId('stem')}/application${id ? `/${id}` : ''}`;
const control = (path: string) => t.call('POST', `/__sandbox${path}`, { token: null });

async function applied(examKey: keyof ReturnType<typeof stemExams>, options = {}) {
  const fixture = addStudent(t, options);
  const r = await apply(t, fixture.student._id, stemExams(t)[examKey]._id);
  expect(r.status).toBe(201);
  return { ...fixture, application: r.json.data };
}

describe('getApplication', () => {
  it('§4.6: resolved exam, payment and StudentRef user; 400 malformed; 404 unknown or another account’s', async () => {
    const { application, student } = await applied('scienceMainEn');
    const r = await t.call('GET', app(application._id));
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Application fetched successfully.');
    expect(r.json.data).toEqual(application);
    expect(r.json.data.user.mainId).toBe(student._id);
    expect((await t.call('GET', app('nope'))).status).toBe(400);
    expect((await t.call('GET', app('c'.repeat(24)))).status).toBe(404);
    expect((await t.call('GET', app(application._id), { as: 'second' })).status).toBe(404);
  });

  it('§2: the resolved exam is null once the exam no longer exists', async () => {
    const { application } = await applied('mathMainEn');
    const exams = t.sandbox.state.exams;
    exams.exams = exams.exams.filter((e) => e._id !== application.exam._id);
    const r = await t.call('GET', app(application._id));
    expect(r.json.data.exam).toBeNull();
  });
});

describe('deleteApplication', () => {
  it('§4.6: answers the application as it was, with ids; deleting again is 404', async () => {
    const { application } = await applied('scienceMainEn');
    const r = await t.call('DELETE', app(application._id));
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Application deleted successfully.');
    expect(r.json.data).toMatchObject({
      _id: application._id,
      exam: application.exam._id,
      user: application.user._id,
      payment: application.payment._id,
    });
    expect((await t.call('DELETE', app(application._id))).status).toBe(404);
    expect((await t.call('GET', app(application._id))).status).toBe(404);
  });

  it('§4.6: 409 only for a payment paid with amount above 0', async () => {
    const { application } = await applied('scienceMainEn');
    await control(`/payments/${application.payment._id}/pay`);
    const refused = await t.call('DELETE', app(application._id));
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('conflict');
    expect((await t.call('GET', app(application._id))).status).toBe(200);
  });

  it('§4.6: a free paid (0), a pending payment, a started or past application do not block', async () => {
    const free = await applied('mathMainEn');
    expect(free.application.payment).toMatchObject({ status: 'paid', amount: 0 });
    expect((await t.call('DELETE', app(free.application._id))).status).toBe(200);
    const pending = await applied('scienceMainKa');
    await control(`/applications/${pending.application._id}/start`);
    expect((await t.call('DELETE', app(pending.application._id))).status).toBe(200);
  });
});

describe('moveApplication (PUT …/application/{applicationId})', () => {
  const move = (id: string, body: unknown) => t.call('PUT', app(id), { body });

  it('§4.8: moves to another offered exam; unpaid moves take the new exam’s price', async () => {
    const { application } = await applied('scienceMainEn');
    const target = stemExams(t).scienceSpringKa;
    const r = await move(application._id, { examId: target._id });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Application updated successfully.');
    expect(r.json.data.exam._id).toBe(target._id);
    expect(r.json.data.payment).toMatchObject({
      _id: application.payment._id,
      status: 'pending',
      amount: 30,
      exam: target._id,
    });
  });

  it('§4.8: only examId; unknown fields and a malformed examId are 400', async () => {
    const { application } = await applied('scienceMainEn');
    const extra = await move(application._id, {
      examId: stemExams(t).scienceSpringEn._id,
      studentId: application.user.mainId,
    });
    expect([extra.status, extra.json.error.message]).toEqual([400, 'property studentId should not exist']);
    expect((await move(application._id, { examId: 'x' })).status).toBe(400);
    expect((await move(application._id, {})).status).toBe(400);
  });

  it('§2 / §4.8: refused (409) once the exam was started or handed in', async () => {
    const { application } = await applied('scienceMainEn');
    await control(`/applications/${application._id}/start`);
    const r = await move(application._id, { examId: stemExams(t).scienceSpringEn._id });
    expect([r.status, r.json.error.code]).toEqual([409, 'conflict']);
  });

  it('§4.8: the target must be open and offered; the moved application does not block its own sitting', async () => {
    const e = stemExams(t);
    const { application } = await applied('mathMainEn');
    const closed = await move(application._id, { examId: e.astronomyMainEn._id });
    expect([closed.status, closed.json.error.details.rule]).toEqual([400, 'open']);
    expect((await move(application._id, { examId: e.mathPastEn._id })).status).toBe(400);
    const sameSitting = await move(application._id, { examId: e.mathMainKa._id });
    expect(sameSitting.status).toBe(200);
    expect(sameSitting.json.data.exam._id).toBe(e.mathMainKa._id);
  });

  it('§4.8 rule 5: cannot move onto a sitting where another application holds the category', async () => {
    const e = stemExams(t);
    const { application, student } = await applied('scienceMainEn');
    expect((await apply(t, student._id, e.scienceSpringEn._id)).status).toBe(201);
    const r = await move(application._id, { examId: e.scienceSpringKa._id });
    expect([r.status, r.json.error.details.rule]).toEqual([409, 'sitting']);
  });

  it('§2: paid above 0 moves only to an exam of the same price', async () => {
    const e = stemExams(t);
    const { application } = await applied('scienceMainEn');
    await control(`/applications/${application._id}/pay`);
    const dearer = await move(application._id, { examId: e.scienceSpringKa._id });
    expect([dearer.status, dearer.json.error.code]).toEqual([409, 'conflict']);
    const free = await move(application._id, { examId: e.mathMainEn._id });
    expect(free.status).toBe(409);
    const same = await move(application._id, { examId: e.scienceSpringEn._id });
    expect(same.status).toBe(200);
    expect(same.json.data.payment).toMatchObject({ status: 'paid', amount: 25, exam: e.scienceSpringEn._id });
  });

  it('§2: a move to a free exam pays 0, to an unpriced one drops the payment, into a make-up sets removeAfter', async () => {
    const e = stemExams(t);
    const { application } = await applied('scienceMainEn');
    const toUnpriced = await move(application._id, { examId: e.roboticsMainEn._id });
    expect(toUnpriced.json.data).not.toHaveProperty('payment');
    const toFree = await move(application._id, { examId: e.mathMainEn._id });
    expect(toFree.json.data.payment).toMatchObject({ status: 'paid', amount: 0 });
    const toMakeUp = await move(application._id, { examId: e.mathMakeUpEn._id });
    expect(Date.parse(toMakeUp.json.data.removeAfter) - Date.parse(toMakeUp.json.data.updatedAt)).toBe(6 * 3600 * 1000);
    const back = await move(application._id, { examId: e.scienceMainKa._id });
    expect(back.json.data).not.toHaveProperty('removeAfter');
    expect(back.json.data.payment).toMatchObject({ status: 'pending', amount: 25 });
  });

  it('§1.2: another account’s application is 404', async () => {
    const { application } = await applied('scienceMainEn');
    const r = await t.call('PUT', app(application._id), {
      as: 'second',
      body: { examId: stemExams(t).scienceSpringEn._id },
    });
    expect(r.status).toBe(404);
  });
});
