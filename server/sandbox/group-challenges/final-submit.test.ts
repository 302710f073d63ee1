import { describe, expect, it } from 'vitest';
import { controlCloseChallenge, controlHoldBusy, controlMoveWindow } from './control-actions';
import { createWorld, submitSteps, type World } from './test-world';

/** A confirmed group of one of your students and another account's, every step submitted: ready to send. */
function ready(w: World) {
  const student = w.student();
  const other = w.student({ owner: 'second' });
  const group = w.group([student, other], { name: 'Ready', teacher: { name: 'T', email: 'teacher@school.example' } });
  submitSteps(w, group, 4);
  const path = `${w.base}/group/${group._id}/final-submit`;
  const snapshot = () => JSON.stringify([w.t.sandbox.state.challenges, w.t.sandbox.kernel.outbox]);
  const submit = (body: unknown = { studentId: student._id }, as?: string) =>
    w.t.call('POST', path, { body, ...(as ? { as } : {}) });
  return { student, other, group, path, submit, snapshot };
}

async function expectRefusal(promise: ReturnType<ReturnType<typeof ready>['submit']>, status: number, reason?: string) {
  const res = await promise;
  expect(res.status).toBe(status);
  if (reason) expect(res.json.error.details.reason).toBe(reason);
  return res;
}

describe('finalSubmitGroupChallenge', () => {
  it('§4.7 success: group completed, history entry as partner for the student, every member and the teacher e-mailed', async () => {
    const w = createWorld();
    const r = ready(w);
    const res = await r.submit();
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Group work submitted.');
    const at: string = res.json.data.finalSubmittedAt;
    expect(Math.abs(Date.parse(at) - w.t.sandbox.now().getTime())).toBeLessThan(5_000);
    expect(res.json.data).toEqual({
      changed: true,
      finalSubmittedAt: at,
      groupId: r.group._id,
      groupStatus: 'completed',
    });
    const group = (await w.t.call('GET', `${w.base}/group/${r.group._id}`)).json.data;
    expect(group).toMatchObject({ status: 'completed', finalSubmittedAt: at, canFinalSubmit: false });
    expect(group.finalSubmittedBy).toEqual({
      role: 'partner',
      studentId: r.student._id,
      name: r.student.fullName,
      yours: true,
    });
    const seenBySecond = (await w.t.call('GET', `${w.base}/group/${r.group._id}`, { as: 'second' })).json.data;
    expect(seenBySecond.finalSubmittedBy).toEqual({ role: 'partner', studentId: null, name: null, yours: false });
    const activity = (await w.t.call('GET', `${w.base}/group/${r.group._id}/activity?limit=100`)).json.data;
    expect(activity.at(-1)).toMatchObject({ kind: 'group_submitted', actor: { role: 'partner', yours: true }, at });
    const outbox = (await w.t.call('GET', '/__sandbox/emails')).json.data;
    expect(outbox.map((e: { to: string }) => e.to).sort()).toEqual(
      [r.other.email, r.student.email, 'teacher@school.example'].sort(),
    );
    expect(outbox.every((e: { kind: string }) => e.kind === 'group-work-submitted')).toBe(true);
  });

  it('§4.7 check 4: a repeat answers 200 changed:false "Group work already submitted." and writes nothing', async () => {
    const w = createWorld();
    const r = ready(w);
    const first = await r.submit();
    w.t.sandbox.advanceClock(30);
    controlCloseChallenge(w.t.sandbox, w.challenge); // check 4 comes before check 5
    const before = r.snapshot();
    const again = await r.submit();
    expect(again.status).toBe(200);
    expect(again.json.message).toBe('Group work already submitted.');
    expect(again.json.data).toEqual({
      changed: false,
      finalSubmittedAt: first.json.data.finalSubmittedAt,
      groupId: r.group._id,
      groupStatus: 'completed',
    });
    expect(r.snapshot()).toBe(before);
  });

  it("§4.7 check 1: another account's student 404, a student never signed in 409 not_signed_in (before check 2)", async () => {
    const w = createWorld();
    const r = ready(w);
    const before = r.snapshot();
    await expectRefusal(r.submit({ studentId: r.other._id }), 404);
    const never = w.student({ signedIn: false });
    const draftChallenge = w.challengeTitled('Spring Robotics');
    const res = await w.t.call(
      'POST',
      `/${w.stem}/group-challenge/${draftChallenge._id}/group/${r.group._id}/final-submit`,
      { body: { studentId: never._id } },
    );
    expect(res.status).toBe(409);
    expect(res.json.error.details.reason).toBe('not_signed_in');
    expect(r.snapshot()).toBe(before);
  });

  it('§4.7 check 2: a challenge that does not exist or is not published or closed answers 404', async () => {
    const w = createWorld();
    const r = ready(w);
    for (const title of ['Spring Robotics', 'Autumn Climate Lab']) {
      const id = w.challengeTitled(title)._id;
      const res = await w.t.call('POST', `/${w.stem}/group-challenge/${id}/group/${r.group._id}/final-submit`, {
        body: { studentId: r.student._id },
      });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Group challenge not found!');
    }
  });

  it('§4.7 check 3: a group of another challenge, or a student who is not an active member, answers 404', async () => {
    const w = createWorld();
    const r = ready(w);
    const closed = w.challengeTitled('Winter Data Quest');
    const elsewhere = await w.t.call(
      'POST',
      `/${w.stem}/group-challenge/${closed._id}/group/${r.group._id}/final-submit`,
      { body: { studentId: r.student._id } },
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.error.message).toBe('Group not found!');
    const outsider = w.student();
    await expectRefusal(r.submit({ studentId: outsider._id }), 404);
    r.group.members[0]!.removedAt = w.t.sandbox.now().toISOString();
    await expectRefusal(r.submit(), 404);
  });

  it('§4.7 check 5: a closed challenge answers challenge_closed', async () => {
    const w = createWorld();
    const r = ready(w);
    controlCloseChallenge(w.t.sandbox, w.challenge);
    const before = r.snapshot();
    await expectRefusal(r.submit(), 409, 'challenge_closed');
    expect(r.snapshot()).toBe(before);
  });

  it('§4.7 check 5: outside the window answers window_closed with windowStart and windowEnd, before check 6', async () => {
    const w = createWorld();
    const r = ready(w);
    const now = w.t.sandbox.now().getTime();
    controlMoveWindow(
      w.t.sandbox,
      w.challenge,
      new Date(now + 3_600_000).toISOString(),
      new Date(now + 7_200_000).toISOString(),
    );
    r.group.status = 'draft'; // check 6 would fail too: the window decides
    const res = await expectRefusal(r.submit(), 409, 'window_closed');
    expect(res.json.error.details).toEqual({
      reason: 'window_closed',
      windowStart: w.challenge.windowStart,
      windowEnd: w.challenge.windowEnd,
    });
    w.t.sandbox.advanceClock(7_200); // the window ends at windowEnd
    await expectRefusal(r.submit(), 409, 'window_closed');
  });

  it('§4.7 check 6: awaiting_payment answers payment_pending, draft answers group_not_confirmed, before check 7', async () => {
    const w = createWorld();
    const a = w.student();
    const unpaid = w.group([a], { status: 'awaiting_payment' });
    const b = w.student();
    const draft = w.group([b]);
    const pay = await w.t.call('POST', `${w.base}/group/${unpaid._id}/final-submit`, { body: { studentId: a._id } });
    expect(pay.status).toBe(409);
    expect(pay.json.error.details).toEqual({ reason: 'payment_pending' });
    const conf = await w.t.call('POST', `${w.base}/group/${draft._id}/final-submit`, { body: { studentId: b._id } });
    expect(conf.json.error.details).toEqual({ reason: 'group_not_confirmed' });
  });

  it('§4.7 check 7: steps not all submitted answers steps_incomplete with stepsSubmitted and stepCount', async () => {
    const w = createWorld();
    const a = w.student();
    const group = w.group([a]);
    submitSteps(w, group, 3);
    const res = await w.t.call('POST', `${w.base}/group/${group._id}/final-submit`, { body: { studentId: a._id } });
    expect(res.status).toBe(409);
    expect(res.json.error.details).toEqual({ reason: 'steps_incomplete', stepsSubmitted: 3, stepCount: 4 });
    expect(group.status).toBe('finalized');
    expect(w.t.sandbox.kernel.outbox).toEqual([]);
  });

  it('§4.7 §7 rule 4: a group held busy answers 503 with Retry-After 1 and reason busy; nothing is written', async () => {
    const w = createWorld();
    const r = ready(w);
    controlHoldBusy(w.t.sandbox, r.group, { seconds: 5 });
    const before = r.snapshot();
    const res = await r.submit();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.json.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'busy' } });
    expect(r.snapshot()).toBe(before);
    w.t.sandbox.advanceClock(6);
    expect((await r.submit()).status).toBe(200);
  });

  it('§5 permissions: */read reads group challenges but cannot submit (403)', async () => {
    const w = createWorld();
    const r = ready(w);
    expect((await w.t.call('GET', `/${w.stem}/group-challenge`, { as: 'readOnly' })).status).toBe(200);
    expect((await w.t.call('GET', `${w.base}/group`, { as: 'readOnly' })).json.pagination.total).toBe(0);
    const res = await r.submit({ studentId: r.student._id }, 'readOnly');
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('Insufficient role permissions');
  });

  it('§4.7 §7 rule 6: the body takes only a well-formed studentId (400)', async () => {
    const w = createWorld();
    const r = ready(w);
    expect((await r.submit({})).json.error.message).toBe('studentId should not be empty');
    expect((await r.submit({ studentId: 'abc' })).json.error.message).toBe('studentId must be a mongodb id');
    const extra = await r.submit({ studentId: r.student._id, note: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.json.error.message).toBe('property note should not exist');
  });
});
