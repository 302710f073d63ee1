import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';
import { addStudent, stemExams } from './test-fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

const stem = () => t.orgId('stem');

describe('listExamCategories', () => {
  it('§4.5: lists every category of the organization, active or not, with the spec message', async () => {
    const r = await t.call('GET', `/${stem()}/exam-category`);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Categories fetched successfully.');
    const names = r.json.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Mathematics', 'Science', 'Robotics', 'Astronomy (archived)']));
    expect(r.json.data.find((c: { name: string }) => c.name === 'Astronomy (archived)').isActive).toBe(false);
    for (const c of r.json.data) {
      expect(Object.keys(c).sort()).toEqual(
        expect.arrayContaining([
          '_id',
          'name',
          'order',
          'isActive',
          'nonAcceptedReplacements',
          'studyMaterialLinks',
          'createdAt',
          'updatedAt',
        ]),
      );
      expect(c).not.toHaveProperty('organizationId');
    }
    expect(r.json.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
  });

  it('§4.5 / §8: paginated with silent corrections, and the same list for every account', async () => {
    const page = await t.call('GET', `/${stem()}/exam-category?limit=3&page=2`);
    expect(page.json.data).toHaveLength(1);
    expect(page.json.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const mine = await t.call('GET', `/${stem()}/exam-category`);
    const theirs = await t.call('GET', `/${stem()}/exam-category`, { as: 'second' });
    expect(theirs.json.data).toEqual(mine.json.data);
    const other = await t.call('GET', `/${t.orgId('coding')}/exam-category`);
    expect(other.json.data.map((c: { name: string }) => c.name)).toEqual(['Coding Contest']);
  });
});

describe('listExams', () => {
  it('§4.8 / §2: only open exams: no past sitting, no inactive category, no preventApplication', async () => {
    const e = stemExams(t);
    const r = await t.call('GET', `/${stem()}/exam?limit=100`);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Exams fetched successfully.');
    const ids: string[] = r.json.data.map((x: { _id: string }) => x._id);
    expect(ids).toContain(e.mathMainEn._id);
    expect(ids).not.toContain(e.mathPastEn._id);
    expect(ids).not.toContain(e.astronomyMainEn._id);
    const prevented = t.sandbox.state.exams.exams.filter((x) => x.organizationId === stem() && x.preventApplication);
    expect(prevented.length).toBeGreaterThan(0);
    for (const p of prevented) expect(ids).not.toContain(p._id);
    expect(r.json.pagination.total).toBe(ids.length);
  });

  it('§8 "Order": soonest sitting first, then _id', async () => {
    const r = await t.call('GET', `/${stem()}/exam?limit=100`);
    const sessions = t.sandbox.state.exams.sessions;
    const keys = r.json.data.map((x: { _id: string; session: string }) => [
      Date.parse(sessions.find((s) => s._id === x.session)!.date),
      x._id,
    ]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
    expect(keys).toEqual(sorted);
    expect(new Set(keys.map((k: [number, string]) => k[0])).size).toBeGreaterThan(1);
  });

  it('§2: an exam stops being open at the moment its sitting starts (sandbox clock)', async () => {
    const e = stemExams(t);
    const main = t.sandbox.state.exams.sessions.find((s) => s._id === e.mathMainEn.session)!;
    const seconds = Math.ceil((Date.parse(main.date) - t.sandbox.now().getTime()) / 1000);
    await t.call('POST', '/__sandbox/clock', { token: null, body: { advanceSeconds: seconds + 1 } });
    const r = await t.call('GET', `/${stem()}/exam?limit=100`);
    const ids: string[] = r.json.data.map((x: { _id: string }) => x._id);
    expect(ids).not.toContain(e.mathMainEn._id);
    expect(ids).toContain(e.scienceSpringEn._id);
  });
});

describe('listAvailableExams: shape and order', () => {
  it('§4.5 / §2: the tree is categories -> sessions -> languages -> matchedExam, not paginated', async () => {
    const { student } = addStudent(t, { signedInTo: [] });
    const r = await t.call('GET', `/${stem()}/exam/available/${student._id}`);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Available exams fetched successfully.');
    expect(r.json.pagination).toBeUndefined();
    const [math] = r.json.data;
    expect(math.name).toBe('Mathematics');
    const [session] = math.sessions;
    for (const key of [
      '_id',
      'sessionName',
      'date',
      'startTime',
      'tz',
      'sessionAlias',
      'sessionNote',
      'enableSimulation',
      'createdAt',
      'updatedAt',
    ]) {
      expect(session).toHaveProperty(key);
    }
    expect(session.startTime).toMatch(/^\d{2}:\d{2}$/);
    const [language] = session.languages;
    expect(Object.keys(language)).toEqual(
      expect.arrayContaining(['_id', 'name', 'code', 'order', 'createdAt', 'updatedAt', 'matchedExam']),
    );
    expect(language.matchedExam._id).toBe(stemExams(t).mathMainEn._id);
  });

  it('§4.5 "Order": categories by order, sittings soonest first, languages by order', async () => {
    const { student } = addStudent(t);
    const tree = (await t.call('GET', `/${stem()}/exam/available/${student._id}`)).json.data;
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['Mathematics', 'Science', 'Robotics']);
    const science = tree[1];
    expect(science.sessions.map((s: { sessionName: string }) => s.sessionName)).toEqual([
      'Autumn round',
      'Spring round',
    ]);
    expect(tree[0].sessions.map((s: { sessionName: string }) => s.sessionName)).toEqual([
      'Autumn round',
      'Autumn round (make-up)',
    ]);
    expect(science.sessions[0].languages.map((l: { code: string }) => l.code)).toEqual(['en', 'ka']);

    // Reorder: Science first, Georgian before English; the tree follows the orders, not the seed.
    const state = t.sandbox.state.exams;
    state.categories.find((c) => c.organizationId === stem() && c.name === 'Science')!.order = 1;
    state.languages.find((l) => l.organizationId === stem() && l.code === 'ka')!.order = 0;
    const again = (await t.call('GET', `/${stem()}/exam/available/${student._id}`)).json.data;
    expect(again.map((c: { name: string }) => c.name)).toEqual(['Science', 'Mathematics', 'Robotics']);
    expect(again[0].sessions[0].languages.map((l: { code: string }) => l.code)).toEqual(['ka', 'en']);
  });

  it('§4.5: never an empty branch', async () => {
    const { student } = addStudent(t);
    const tree = (await t.call('GET', `/${stem()}/exam/available/${student._id}`)).json.data;
    expect(tree.length).toBeGreaterThan(0);
    for (const category of tree) {
      expect(category.sessions.length).toBeGreaterThan(0);
      for (const session of category.sessions) {
        expect(session.languages.length).toBeGreaterThan(0);
        for (const language of session.languages) expect(language.matchedExam._id).toMatch(/^[0-9a-f]{24}$/);
      }
    }
  });

  it('§4.5: [] when nothing is offered; does not need the student to have signed in', async () => {
    const { student } = addStudent(t, { grade: '2', signedInTo: [] });
    const r = await t.call('GET', `/${stem()}/exam/available/${student._id}`);
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual([]);
  });

  it('§4.5 errors: 400 malformed studentId, 404 not yours, 400 no grade', async () => {
    const bad = await t.call('GET', `/${stem()}/exam/available/not-an-id`);
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('bad_request');
    const { student: theirs } = addStudent(t, { owner: 'second' });
    const notYours = await t.call('GET', `/${stem()}/exam/available/${theirs._id}`);
    expect(notYours.status).toBe(404);
    expect(notYours.json.error.code).toBe('not_found');
    const unknown = await t.call('GET', `/${stem()}/exam/available/${'a'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    const { student: noGrade } = addStudent(t, { grade: null });
    const r = await t.call('GET', `/${stem()}/exam/available/${noGrade._id}`);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/^Student has no grade set, /);
  });
});
