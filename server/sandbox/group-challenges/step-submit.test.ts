import { describe, expect, it } from 'vitest';
import {
  controlCloseChallenge,
  controlHoldBusy,
  controlMoveWindow,
  controlReopenStep,
  controlUpload,
} from './control-actions';
import { createWorld, submitSteps } from './test-world';

function setup() {
  const w = createWorld();
  const student = w.student();
  const other = w.student({ owner: 'second' });
  const group = w.group([student, other], { status: 'finalized' });
  const submit = (stepId: string, body: unknown = { studentId: student._id }, as?: string) =>
    w.t.call('POST', `${w.base}/group/${group._id}/step/${stepId}/submit`, { body, ...(as ? { as } : {}) });
  const step = (i: number) => group.steps[i]!;
  return { w, student, other, group, submit, step };
}

describe('submitGroupChallengeStep', () => {
  it('§4.8 §3 submits the open step: its draft files become submitted and the next step opens', async () => {
    const { w, student, other, group, submit, step } = setup();
    controlUpload(w.t.sandbox, group, step(0), { studentId: other._id, name: 'research.pdf', size: 10 });
    const res = await submit(step(0)._id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Step submitted.');
    expect(res.json.data).toEqual({
      changed: true,
      stepId: step(0)._id,
      stepState: 'submitted',
      nextStepId: step(1)._id,
    });
    const full = (await w.t.call('GET', `${w.base}/group/${group._id}`)).json.data;
    expect(full.steps[0]).toMatchObject({
      state: 'submitted',
      submittedBy: { role: 'partner', studentId: student._id, yours: true },
    });
    expect(full.steps[0].files[0]).toMatchObject({ status: 'submitted', name: null });
    expect(full.steps[0].files[0].submittedAt).not.toBeNull();
    expect(full.steps[1]).toMatchObject({ state: 'open', canSubmit: false });
    expect(full.steps[1].openedAt).not.toBeNull();
    expect(full.stepsSubmitted).toBe(1);
  });

  it('§4.8 a repeat answers 200 changed:false and writes nothing, even once the challenge is closed', async () => {
    const { w, group, submit, step } = setup();
    submitSteps(w, group, 1);
    controlCloseChallenge(w.t.sandbox, w.challenge);
    const before = JSON.stringify(w.t.sandbox.state.challenges);
    const res = await submit(step(0)._id);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      changed: false,
      stepId: step(0)._id,
      stepState: 'submitted',
      nextStepId: step(1)._id,
    });
    expect(JSON.stringify(w.t.sandbox.state.challenges)).toBe(before);
  });

  it('§4.8 the last step answers nextStepId null; then the final submit is possible', async () => {
    const { w, group, submit, step, student } = setup();
    submitSteps(w, group, 3);
    controlUpload(w.t.sandbox, group, step(3), { studentId: student._id, name: 'talk.pptx' });
    const res = await submit(step(3)._id);
    expect(res.json.data).toMatchObject({ changed: true, nextStepId: null });
    expect((await w.t.call('GET', `${w.base}/group/${group._id}`)).json.data.canFinalSubmit).toBe(true);
  });

  it('§4.7 refusals: step_locked, no_file and file_uploading carry details.reason (409)', async () => {
    const { w, group, submit, step, student } = setup();
    const locked = await submit(step(1)._id);
    expect(locked.status).toBe(409);
    expect(locked.json.error.details).toEqual({ reason: 'step_locked' });
    expect((await submit(step(0)._id)).json.error.details).toEqual({ reason: 'no_file' });
    const file = controlUpload(w.t.sandbox, group, step(0), {
      studentId: student._id,
      name: 'big.zip',
      uploading: true,
    });
    expect((await submit(step(0)._id)).json.error.details).toEqual({ reason: 'file_uploading' });
    expect(step(0).state).toBe('open');
    expect(file.status).toBe('uploading');
  });

  it('§4.7 refusals shared with the final submit: challenge_closed, window_closed, payment_pending, group_not_confirmed', async () => {
    const { w, group, submit, step, student } = setup();
    controlUpload(w.t.sandbox, group, step(0), { studentId: student._id, name: 'a.pdf' });
    const now = w.t.sandbox.now().getTime();
    controlMoveWindow(
      w.t.sandbox,
      w.challenge,
      new Date(now - 7_200_000).toISOString(),
      new Date(now - 3_600_000).toISOString(),
    );
    const win = await submit(step(0)._id);
    expect(win.json.error.details).toEqual({
      reason: 'window_closed',
      windowStart: w.challenge.windowStart,
      windowEnd: w.challenge.windowEnd,
    });
    controlCloseChallenge(w.t.sandbox, w.challenge);
    expect((await submit(step(0)._id)).json.error.details.reason).toBe('challenge_closed');
    const w2 = createWorld();
    const [a, b] = [w2.student(), w2.student()];
    const unpaid = w2.group([a], { status: 'awaiting_payment' });
    const draft = w2.group([b]);
    const any = 'f'.repeat(24);
    const pay = await w2.t.call('POST', `${w2.base}/group/${unpaid._id}/step/${any}/submit`, {
      body: { studentId: a._id },
    });
    expect(pay.json.error.details).toEqual({ reason: 'payment_pending' });
    const conf = await w2.t.call('POST', `${w2.base}/group/${draft._id}/step/${any}/submit`, {
      body: { studentId: b._id },
    });
    expect(conf.json.error.details).toEqual({ reason: 'group_not_confirmed' });
  });

  it("§4.7 404 for another account's student, an unknown step, a group you are not in; 400 for a malformed stepId", async () => {
    const { w, submit, other } = setup();
    expect((await submit('f'.repeat(24))).status).toBe(404);
    expect((await submit('f'.repeat(24))).json.error.message).toBe('Step not found!');
    expect((await submit('f'.repeat(24), { studentId: other._id })).status).toBe(404);
    const stranger = w.student();
    expect((await submit('f'.repeat(24), { studentId: stranger._id })).json.error.message).toBe('Group not found!');
    expect((await submit('nope')).status).toBe(400);
  });

  it('§4.8 §7 rule 4: busy answers 503 Retry-After 1, reason busy, until the hold is released', async () => {
    const { w, group, submit, step, student } = setup();
    controlUpload(w.t.sandbox, group, step(0), { studentId: student._id, name: 'a.pdf' });
    controlHoldBusy(w.t.sandbox, group, { busy: true });
    const res = await submit(step(0)._id);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.json.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'busy' } });
    expect(step(0).state).toBe('open');
    controlHoldBusy(w.t.sandbox, group, { busy: false });
    expect((await submit(step(0)._id)).status).toBe(200);
  });

  it('§3 a step reopened by organizers opens again with reopenCount + 1 and can be submitted again', async () => {
    const { w, group, submit, step } = setup();
    submitSteps(w, group, 2);
    controlReopenStep(w.t.sandbox, group, step(0));
    const full = (await w.t.call('GET', `${w.base}/group/${group._id}`)).json.data;
    expect(full.steps[0]).toMatchObject({ state: 'open', reopenCount: 1, submittedAt: null, canSubmit: true });
    expect(full.stepsSubmitted).toBe(1);
    const res = await submit(step(0)._id);
    expect(res.json.data).toEqual({
      changed: true,
      stepId: step(0)._id,
      stepState: 'submitted',
      nextStepId: step(1)._id,
    });
    expect(step(2).state).toBe('open');
  });

  it('§5 permissions: */read cannot submit a step (403)', async () => {
    const { submit, step, student } = setup();
    expect((await submit(step(0)._id, { studentId: student._id }, 'readOnly')).status).toBe(403);
  });
});
