import { describe, expect, it } from 'vitest';
import { createWorld, submitSteps } from './test-world';
import { completeGroup } from './group-actions';

describe('student standing in a group challenge', () => {
  it('§2 standing fields; state follows the grade when the student is in no group', async () => {
    const w = createWorld();
    const eligible = w.student({ grade: '6', supervisor: true });
    const res = await w.t.call('GET', `${w.base}/student/${eligible._id}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Student fetched successfully.');
    expect(res.json.data).toEqual({
      studentId: eligible._id,
      firstName: eligible.firstName,
      lastName: eligible.lastName,
      grade: { _id: eligible.grade, name: '6' },
      eligible: true,
      gradeGroup: { _id: w.challenge.gradeGroups[0]!._id, label: 'Grades 5-6' },
      teacherLinked: true,
      state: 'not_in_group',
      group: null,
      panelPath: `/group-challenge/${w.challenge._id}/student/{userId}`,
    });
    const young = w.student({ grade: '2' });
    const noGrade = w.student({ grade: null });
    for (const s of [young, noGrade]) {
      const r = await w.t.call('GET', `${w.base}/student/${s._id}`);
      expect(r.json.data).toMatchObject({
        eligible: false,
        gradeGroup: null,
        state: 'not_eligible',
        teacherLinked: false,
      });
    }
    expect((await w.t.call('GET', `${w.base}/student/${noGrade._id}`)).json.data.grade).toBeNull();
  });

  it('§2 standing: a group wins over the grade (group_pending, group_active, group_completed)', async () => {
    const w = createWorld();
    const [p, d, a, c] = [w.student(), w.student(), w.student(), w.student()];
    const pending = w.group([p], { status: 'awaiting_payment' });
    w.group([d]);
    const active = w.group([a], { status: 'finalized' });
    const done = w.group([c]);
    submitSteps(w, done, 4);
    completeGroup(
      w.t.sandbox,
      done,
      w.challenge,
      { role: 'student', studentId: c._id },
      w.t.sandbox.now().toISOString(),
      false,
    );
    const stateOf = async (id: string) => (await w.t.call('GET', `${w.base}/student/${id}`)).json.data;
    expect(await stateOf(p._id)).toMatchObject({
      state: 'group_pending',
      group: { _id: pending._id, status: 'awaiting_payment', displayName: `Group ${pending.shortCode}` },
    });
    expect((await stateOf(d._id)).state).toBe('group_pending');
    expect((await stateOf(a._id)).group).toEqual({
      _id: active._id,
      displayName: `Group ${active.shortCode}`,
      status: 'finalized',
    });
    expect((await stateOf(a._id)).state).toBe('group_active');
    expect((await stateOf(c._id)).state).toBe('group_completed');
  });

  it("§4.7 getGroupChallengeStudent: 404 for another account's student, 409 not_signed_in for one never signed in", async () => {
    const w = createWorld();
    const theirs = w.student({ owner: 'second' });
    const notFound = await w.t.call('GET', `${w.base}/student/${theirs._id}`);
    expect(notFound.status).toBe(404);
    expect(notFound.json.error.message).toBe('Student not found!');
    const never = w.student({ signedIn: false });
    const conflict = await w.t.call('GET', `${w.base}/student/${never._id}`);
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toMatchObject({ code: 'conflict', details: { reason: 'not_signed_in' } });
  });

  it('§4.8 listGroupChallengeStudents: paginated standings of your signed-in students only', async () => {
    const w = createWorld();
    const mine = [w.student(), w.student({ grade: '8' }), w.student({ grade: '11' })];
    w.student({ signedIn: false });
    w.student({ owner: 'second' });
    const res = await w.t.call('GET', `${w.base}/student?limit=2&page=2`);
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const all = await w.t.call('GET', `${w.base}/student`);
    expect(all.json.data.map((s: { studentId: string }) => s.studentId).sort()).toEqual(mine.map((s) => s._id).sort());
    expect(all.json.data.find((s: { studentId: string }) => s.studentId === mine[2]!._id).state).toBe('not_eligible');
  });
});
