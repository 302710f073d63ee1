import { describe, expect, it } from 'vitest';
import { groupChallengeSchema, personSchema } from '@/lib/partner-api/schemas/group-challenge';
import { controlUpload } from './control-actions';
import { createWorld, submitSteps } from './test-world';

const listFields = [
  '_id',
  'challengeId',
  'shortCode',
  'name',
  'displayName',
  'status',
  'gradeGroup',
  'memberCount',
  'yourStudents',
  'stepCount',
  'stepsSubmitted',
  'createdAt',
  'finalizedAt',
  'finalSubmittedAt',
];

describe('group challenge reads', () => {
  it('§4.7 listGroupChallenges answers published and closed challenges of the organization, never draft or archived', async () => {
    const w = createWorld();
    const res = await w.t.call('GET', `/${w.stem}/group-challenge`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Group challenges fetched successfully.');
    const titles = res.json.data.map((c: { title: string }) => c.title);
    expect(titles).toEqual(['Bridge Builders', 'Winter Data Quest']);
    for (const item of res.json.data) expect(groupChallengeSchema.safeParse(item).success).toBe(true);
    expect(Object.keys(res.json.data[0]).sort()).toEqual([
      '_id',
      'gradeGroups',
      'status',
      'stepCount',
      'title',
      'windowEnd',
      'windowStart',
    ]);
    expect(res.json.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
  });

  it('§4.7 getGroupChallenge: a closed challenge is readable; draft, archived and unknown ones answer 404', async () => {
    const w = createWorld();
    const closed = w.challengeTitled('Winter Data Quest');
    const ok = await w.t.call('GET', `/${w.stem}/group-challenge/${closed._id}`);
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ _id: closed._id, status: 'closed', stepCount: 3 });
    for (const id of [
      w.challengeTitled('Spring Robotics')._id,
      w.challengeTitled('Autumn Climate Lab')._id,
      'a'.repeat(24),
    ]) {
      const res = await w.t.call('GET', `/${w.stem}/group-challenge/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it('§4.7 where group challenges are not switched on the answer equals an unknown path', async () => {
    const w = createWorld();
    const hilingua = w.t.orgId('hilingua');
    const story = w.challengeTitled('Story Relay');
    const off = await w.t.call('GET', `/${hilingua}/group-challenge/${story._id}`);
    const unknown = await w.t.call('GET', `/${hilingua}/no-such-thing/${story._id}`);
    expect(off.status).toBe(404);
    expect(off.json.error.code).toBe(unknown.json.error.code);
    expect(off.json.error.message).toBe(`Cannot GET /v1/${hilingua}/group-challenge/${story._id}`);
    expect((await w.t.call('GET', `/${hilingua}/group-challenge`)).status).toBe(404);
  });

  it('§8.3 a switched-off group-challenge path is not counted and needs no token, like a path matching no operation', async () => {
    const w = createWorld();
    const hilingua = w.t.orgId('hilingua');
    const off = await w.t.call('GET', `/${hilingua}/group-challenge`);
    expect(off.headers.get('x-ratelimit-limit')).toBeNull();
    const anonymous = await w.t.call('GET', `/${hilingua}/group-challenge`, { token: null });
    expect(anonymous.status).toBe(404);
    const on = await w.t.call('GET', `/${w.stem}/group-challenge`);
    expect(on.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('§4.7 malformed challengeId, groupId or studentId answers 400', async () => {
    const w = createWorld();
    for (const path of [
      `/${w.stem}/group-challenge/nope`,
      `${w.base}/group/123`,
      `${w.base}/student/xyz`,
      `${w.base}/group/123/activity`,
    ]) {
      const res = await w.t.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json.error.code).toBe('bad_request');
    }
  });

  it('§2 group list form: fields up to finalSubmittedAt, oldest first, only groups with one of your students, deleted excluded', async () => {
    const w = createWorld();
    const [a, b, c] = [w.student(), w.student({ grade: '7' }), w.student()];
    const other = w.student({ owner: 'second' });
    const first = w.group([a, other], { name: 'Arch' });
    w.t.sandbox.advanceClock(60);
    const second = w.group([b]);
    w.t.sandbox.advanceClock(60);
    w.group([w.student({ owner: 'second' })]);
    const deleted = w.group([c]);
    deleted.deletedAt = w.t.sandbox.now().toISOString();
    const res = await w.t.call('GET', `${w.base}/group`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Groups fetched successfully.');
    expect(res.json.data.map((g: { _id: string }) => g._id)).toEqual([first._id, second._id]);
    expect(Object.keys(res.json.data[0])).toEqual(listFields);
    expect(res.json.data[0]).toMatchObject({
      name: 'Arch',
      displayName: 'Arch',
      memberCount: 2,
      stepCount: 4,
      stepsSubmitted: 0,
      status: 'draft',
    });
    expect(res.json.data[0].yourStudents).toEqual([
      {
        studentId: a._id,
        firstName: a.firstName,
        lastName: a.lastName,
        gradeName: '5',
        addedAt: first.members[0]!.addedAt,
      },
    ]);
    expect(res.json.data[1]).toMatchObject({
      name: null,
      displayName: `Group ${second.shortCode}`,
      gradeGroup: { label: 'Grades 7-9' },
    });
    expect(res.json.data[1].shortCode).toMatch(/^[A-Z0-9]{6}$/);
    const theirs = await w.t.call('GET', `${w.base}/group`, { as: 'second' });
    expect(theirs.json.pagination.total).toBe(2);
  });

  it('§2 full form: steps appear once the teacher confirms, with files, canSubmit and canFinalSubmit', async () => {
    const w = createWorld();
    const a = w.student();
    const group = w.group([a]);
    const draft = await w.t.call('GET', `${w.base}/group/${group._id}`);
    expect(draft.json.message).toBe('Group fetched successfully.');
    expect(draft.json.data).toMatchObject({ steps: [], canFinalSubmit: false, finalSubmittedBy: null, stepCount: 4 });
    submitSteps(w, group, 1);
    controlUpload(w.t.sandbox, group, group.steps[1]!, { studentId: a._id, name: 'Plan.PDF', size: 2048 });
    const res = await w.t.call('GET', `${w.base}/group/${group._id}`);
    const steps = res.json.data.steps;
    expect(steps.map((s: { order: number; state: string }) => [s.order, s.state])).toEqual([
      [1, 'submitted'],
      [2, 'open'],
      [3, 'locked'],
      [4, 'locked'],
    ]);
    expect(steps[0]).toMatchObject({
      reopenCount: 0,
      canSubmit: false,
      submittedBy: { role: 'student', studentId: a._id, name: a.fullName, yours: true },
    });
    expect(steps[0].files[0]).toMatchObject({ status: 'submitted', name: 'step-1.pdf', fileType: 'pdf', size: 1000 });
    expect(steps[1]).toMatchObject({ canSubmit: true, submittedAt: null });
    expect(steps[1].files[0]).toMatchObject({
      status: 'draft',
      name: 'Plan.PDF',
      fileType: 'pdf',
      size: 2048,
      submittedAt: null,
    });
    expect(res.json.data.stepsSubmitted).toBe(1);
    expect(res.json.data.finalizedAt).not.toBeNull();
  });

  it("§2 Person masking: other accounts' students are shown by role alone and their file names are hidden", async () => {
    const w = createWorld();
    const mine = w.student();
    const theirs = w.student({ owner: 'second' });
    const group = w.group([mine, theirs], { status: 'finalized' });
    controlUpload(w.t.sandbox, group, group.steps[0]!, { studentId: theirs._id, name: 'secret.docx', uploading: true });
    const res = await w.t.call('GET', `${w.base}/group/${group._id}`);
    const file = res.json.data.steps[0].files[0];
    expect(file).toMatchObject({ status: 'uploading', name: null, fileType: 'docx', size: null, completedAt: null });
    expect(file.uploadedBy).toEqual({ role: 'student', studentId: null, name: null, yours: false });
    expect(personSchema.safeParse(file.uploadedBy).success).toBe(true);
    expect(res.json.data.yourStudents.map((s: { studentId: string }) => s.studentId)).toEqual([mine._id]);
    expect(res.json.data.memberCount).toBe(2);
    const asSecond = await w.t.call('GET', `${w.base}/group/${group._id}`, { as: 'second' });
    expect(asSecond.json.data.steps[0].files[0]).toMatchObject({
      name: 'secret.docx',
      uploadedBy: { studentId: theirs._id, yours: true },
    });
  });

  it('§4.7 getGroupChallengeGroup answers 404 when none of your students is an active member', async () => {
    const w = createWorld();
    const a = w.student();
    const group = w.group([a, w.student({ owner: 'second' })]);
    expect((await w.t.call('GET', `${w.base}/group/${group._id}`)).status).toBe(200);
    group.members[0]!.removedAt = w.t.sandbox.now().toISOString();
    const res = await w.t.call('GET', `${w.base}/group/${group._id}`);
    expect(res.status).toBe(404);
    expect((await w.t.call('GET', `${w.base}/group/${group._id}/activity`)).status).toBe(404);
    const closed = w.challengeTitled('Winter Data Quest');
    expect(
      (await w.t.call('GET', `/${w.stem}/group-challenge/${closed._id}/group/${group._id}`, { as: 'second' })).status,
    ).toBe(404);
  });

  it('§4.8 listGroupChallengeActivity: paginated { _id, kind, actor: Person, stepId, at }, oldest first', async () => {
    const w = createWorld();
    const group = w.group([w.student()]);
    submitSteps(w, group, 1);
    const res = await w.t.call('GET', `${w.base}/group/${group._id}/activity?limit=3`);
    expect(res.status).toBe(200);
    expect(res.json.pagination).toMatchObject({ page: 1, limit: 3 });
    expect(res.json.data.map((e: { kind: string }) => e.kind)).toEqual([
      'group_created',
      'group_confirmed',
      'step_opened',
    ]);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['_id', 'actor', 'at', 'kind', 'stepId']);
    expect(res.json.data[0].actor).toEqual({ role: 'teacher', studentId: null, name: null, yours: false });
    expect(res.json.data[2].stepId).toBe(group.steps[0]!._id);
  });
});
