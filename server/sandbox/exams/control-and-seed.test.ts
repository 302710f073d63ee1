import { beforeEach, describe, expect, it } from 'vitest';
import { organizationBySlug } from '../reference/reference-state';
import { createTestSandbox, type TestSandbox } from '../testing';
import { addStudent, apply, stemExams } from './test-fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

const control = (path: string) => t.call('POST', `/__sandbox${path}`, { token: null });

describe('control plane (server/sandbox/README.md)', () => {
  it('server/sandbox/README.md: a student starts and hands in an exam; the flags and times show in the API', async () => {
    const { student } = addStudent(t);
    const a = (await apply(t, student._id, stemExams(t).mathMainEn._id)).json.data;
    expect((await control(`/applications/${a._id}/submit`)).status).toBe(409);
    const started = await control(`/applications/${a._id}/start`);
    expect(started.status).toBe(200);
    expect(started.json.data).toMatchObject({ _id: a._id, participated: true });
    const submitted = await control(`/applications/${a._id}/submit`);
    expect(submitted.json.data).toMatchObject({ participated: true, examSubmitted: true });
    const read = (await t.call('GET', `/${t.orgId('stem')}/application/${a._id}`)).json.data;
    expect(read.examStart).toMatch(/Z$/);
    expect(read.submitDate).toMatch(/Z$/);
  });

  it('server/sandbox/README.md: simulation start and submit set their own flags', async () => {
    const { student } = addStudent(t);
    const a = (await apply(t, student._id, stemExams(t).mathMainEn._id)).json.data;
    expect((await control(`/applications/${a._id}/simulation/submit`)).status).toBe(409);
    await control(`/applications/${a._id}/simulation/start`);
    const done = await control(`/applications/${a._id}/simulation/submit`);
    expect(done.json.data).toMatchObject({ simulationStarted: true, simulationSubmitted: true, participated: false });
    expect(done.json.data.simulationStart).toMatch(/Z$/);
  });

  it('server/sandbox/README.md: a payment is marked paid by payment id or by application id; unknown ids are 404', async () => {
    const { student } = addStudent(t);
    const e = stemExams(t);
    const a = (await apply(t, student._id, e.scienceMainEn._id)).json.data;
    const paid = await control(`/payments/${a.payment._id}/pay`);
    expect(paid.json.data).toMatchObject({ _id: a.payment._id, status: 'paid', amount: 25 });
    const b = (await apply(t, student._id, e.scienceSpringEn._id)).json.data;
    expect((await control(`/applications/${b._id}/pay`)).json.data.status).toBe('paid');
    const unpriced = (await apply(t, student._id, e.roboticsMainEn._id)).json.data;
    expect((await control(`/applications/${unpriced._id}/pay`)).status).toBe(409);
    const missing = await control(`/payments/${'0'.repeat(24)}/pay`);
    expect([missing.status, missing.json.error.code]).toEqual([404, 'not_found']);
  });

  it('server/sandbox/README.md: POST /__sandbox/reset brings the seeded applications back', async () => {
    const before = t.sandbox.state.exams.applications.length;
    const { student } = addStudent(t);
    await apply(t, student._id, stemExams(t).mathMainEn._id);
    expect(t.sandbox.state.exams.applications.length).toBe(before + 1);
    await control('/reset');
    expect(t.sandbox.state.exams.applications.length).toBe(before);
  });
});

describe('seed (server/sandbox/README.md fixtures)', () => {
  it('server/sandbox/README.md: stem has a future active sitting for grades 5-9 in two languages, free and priced, a make-up, an inactive category, a past sitting', () => {
    const state = t.sandbox.state.exams;
    const stemId = organizationBySlug(t.sandbox.state.reference, 'stem')._id;
    const now = t.sandbox.now().getTime();
    const e = stemExams(t);
    const session = (id: string) => state.sessions.find((s) => s._id === id)!;
    expect(Date.parse(session(e.mathMainEn.session).date)).toBeGreaterThan(now);
    expect(e.mathMainEn.grades.map((g) => t.sandbox.state.reference.grades.find((x) => x._id === g)!.name)).toEqual([
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(e.mathMainEn.price).toBe(0);
    expect(e.scienceMainEn.price).toBeGreaterThan(0);
    expect(e.mathMainKa.language).not.toBe(e.mathMainEn.language);
    expect(session(e.mathMakeUpEn.session).relatedSession).toBe(e.mathMainEn.session);
    expect(state.categories.some((c) => c.organizationId === stemId && !c.isActive)).toBe(true);
    expect(Date.parse(session(e.mathPastEn.session).date)).toBeLessThan(now);
    for (const org of t.sandbox.state.reference.organizations) {
      expect(state.exams.some((x) => x.organizationId === org._id)).toBe(true);
    }
  });

  it('server/sandbox/README.md: seeded applications belong to students signed in to the organization, with consistent payments', () => {
    const state = t.sandbox.state.exams;
    expect(state.applications.length).toBeGreaterThan(0);
    for (const a of state.applications) {
      const copy = t.sandbox.state.students.orgCopies.find((c) => c._id === a.user);
      expect(copy).toMatchObject({ mainId: a.studentId, organizationId: a.organizationId });
      const exam = state.exams.find((x) => x._id === a.exam)!;
      const payment = state.payments.find((p) => p._id === a.payment);
      if (exam.price === undefined) expect(a.payment).toBeUndefined();
      else expect(payment).toMatchObject({ amount: exam.price, application: a._id, for: a.user });
    }
    expect(state.applications.some((a) => a.removeAfter)).toBe(true);
    expect(state.payments.some((p) => p.status === 'paid' && p.amount > 0)).toBe(true);
  });

  it('server/sandbox/README.md: the seed is deterministic', () => {
    const other = createTestSandbox();
    const strip = (tt: TestSandbox) => tt.sandbox.state.exams.exams.map((x) => [x._id, x.session, x.price]);
    expect(strip(other)).toEqual(strip(t));
    expect(other.sandbox.state.exams.applications.map((a) => [a._id, a.uuid, a.exam])).toEqual(
      t.sandbox.state.exams.applications.map((a) => [a._id, a.uuid, a.exam]),
    );
  });
});
