import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';
import { addStudent, apply, findSeededExam, stemExams } from './test-fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

type Tree = Array<{
  name: string;
  sessions: Array<{ sessionName: string; languages: Array<{ code: string; matchedExam: { _id: string } }> }>;
}>;

async function offered(studentId: string, slug: 'stem' | 'hilingua' = 'stem'): Promise<string[]> {
  const r = await t.call('GET', `/${t.orgId(slug)}/exam/available/${studentId}`);
  expect(r.status).toBe(200);
  return (r.json.data as Tree).flatMap((c) => c.sessions.flatMap((s) => s.languages.map((l) => l.matchedExam._id)));
}

describe('listAvailableExams: the five rules of §4.5, each failing on its own', () => {
  it('§4.5 rule 1: preventApplication removes just that exam', async () => {
    const e = stemExams(t);
    const { student } = addStudent(t);
    expect(await offered(student._id)).toContain(e.mathMainEn._id);
    e.mathMainEn.preventApplication = true;
    const after = await offered(student._id);
    expect(after).not.toContain(e.mathMainEn._id);
    expect(after).toContain(e.mathMainKa._id);
  });

  it('§4.5 rule 1: an inactive category offers nothing; activating it offers its exams', async () => {
    const e = stemExams(t);
    const { student } = addStudent(t);
    expect(await offered(student._id)).not.toContain(e.astronomyMainEn._id);
    t.sandbox.state.exams.categories.find((c) => c._id === e.astronomyMainEn.category)!.isActive = true;
    expect(await offered(student._id)).toContain(e.astronomyMainEn._id);
  });

  it('§4.5 rule 1: a past sitting is never offered, and a sitting leaves the tree once it starts', async () => {
    const e = stemExams(t);
    const { student } = addStudent(t);
    const before = await offered(student._id);
    expect(before).not.toContain(e.mathPastEn._id);
    expect(before).toContain(e.scienceMainEn._id);
    const main = t.sandbox.state.exams.sessions.find((s) => s._id === e.scienceMainEn.session)!;
    const seconds = Math.ceil((Date.parse(main.date) - t.sandbox.now().getTime()) / 1000);
    await t.call('POST', '/__sandbox/clock', { token: null, body: { advanceSeconds: seconds } });
    const after = await offered(student._id);
    expect(after).not.toContain(e.scienceMainEn._id);
    expect(after).toContain(e.scienceSpringEn._id);
  });

  it('§4.5 rule 2: only exams of the student’s grade', async () => {
    const e = stemExams(t);
    const { student: seventh } = addStudent(t, { grade: '7' });
    const { student: eleventh } = addStudent(t, { grade: '11' });
    const grade11Math = findSeededExam(t, 'stem', 'Mathematics', 'Autumn round', 'en', '11');
    expect(await offered(seventh._id)).not.toContain(grade11Math._id);
    const eleven = await offered(eleventh._id);
    expect(eleven).toContain(grade11Math._id);
    expect(eleven).not.toContain(e.mathMainEn._id);
  });

  it('§4.5 rule 3: a country-limited exam only for its countries; no country sees only every-country exams', async () => {
    const german = findSeededExam(t, 'hilingua', 'Language Olympiad', 'Winter session', 'de');
    const english = findSeededExam(t, 'hilingua', 'Language Olympiad', 'Winter session', 'en');
    expect(german.countries.length).toBeGreaterThan(0);
    const { student: georgian } = addStudent(t, { country: 'GE', signedInTo: ['hilingua'] });
    const { student: american } = addStudent(t, { country: 'US', signedInTo: ['hilingua'] });
    const { student: nowhere } = addStudent(t, { country: null, signedInTo: ['hilingua'] });
    expect(await offered(georgian._id, 'hilingua')).toEqual(expect.arrayContaining([german._id, english._id]));
    for (const id of [american._id, nowhere._id]) {
      const list = await offered(id, 'hilingua');
      expect(list).toContain(english._id);
      expect(list).not.toContain(german._id);
    }
  });

  it('§4.5 rule 4: an exam without a language is not offered', async () => {
    const e = stemExams(t);
    const { student } = addStudent(t);
    e.roboticsMainEn.language = 'f'.repeat(24);
    const list = await offered(student._id);
    expect(list).not.toContain(e.roboticsMainEn._id);
    expect(list).toContain(e.mathMainEn._id);
  });

  it('§4.5 rule 5: an application for a category on a sitting hides that branch, not the others', async () => {
    const e = stemExams(t);
    const { student } = addStudent(t);
    expect((await apply(t, student._id, e.mathMainEn._id)).status).toBe(201);
    const list = await offered(student._id);
    expect(list).not.toContain(e.mathMainEn._id);
    expect(list).not.toContain(e.mathMainKa._id);
    expect(list).toContain(e.mathMakeUpEn._id);
    expect(list).toContain(e.scienceMainEn._id);
    const tree = (await t.call('GET', `/${t.orgId('stem')}/exam/available/${student._id}`)).json.data as Tree;
    expect(tree[0]!.sessions.map((s) => s.sessionName)).toEqual(['Autumn round (make-up)']);
  });

  it('§4.5 rule 5: counts only applications in this organization', async () => {
    const { student } = addStudent(t, { signedInTo: ['stem', 'hilingua'] });
    const english = findSeededExam(t, 'hilingua', 'Language Olympiad', 'Winter session', 'en');
    expect((await apply(t, student._id, english._id, 'hilingua')).status).toBe(201);
    expect(await offered(student._id)).toContain(stemExams(t).mathMainEn._id);
  });
});
