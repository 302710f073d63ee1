import { describe, expect, it } from 'vitest';
import { finalSubmitBlocker, stepSubmitBlocker } from './blockers';
import { readSubmitFailure } from './submit-outcome';

const now = Date.parse('2025-03-05T00:00:00.000Z');
const open = { status: 'published', windowStart: '2025-03-01T00:00:00.000Z', windowEnd: '2025-03-10T00:00:00.000Z' };
const group = { status: 'finalized', stepsSubmitted: 4, stepCount: 4, canFinalSubmit: false };
const reasonOf = (b: ReturnType<typeof finalSubmitBlocker>) => b?.details?.reason ?? null;

describe('finalSubmitBlocker', () => {
  it('is nothing when the API says the final submit would be accepted, or the work is sent', () => {
    expect(finalSubmitBlocker({ ...group, canFinalSubmit: true }, open, now)).toBeNull();
    expect(finalSubmitBlocker({ ...group, status: 'completed' }, open, now)).toBeNull();
  });
  it("checks in the API's order: challenge, window, confirmation, steps", () => {
    expect(reasonOf(finalSubmitBlocker({ ...group, status: 'draft' }, { ...open, status: 'closed' }, now))).toBe(
      'challenge_closed',
    );
    expect(reasonOf(finalSubmitBlocker(group, { ...open, windowEnd: '2025-03-02T00:00:00.000Z' }, now))).toBe(
      'window_closed',
    );
    expect(reasonOf(finalSubmitBlocker({ ...group, status: 'awaiting_payment' }, open, now))).toBe('payment_pending');
    expect(reasonOf(finalSubmitBlocker({ ...group, status: 'draft' }, open, now))).toBe('group_not_confirmed');
    expect(reasonOf(finalSubmitBlocker({ ...group, stepsSubmitted: 1 }, open, now))).toBe('steps_incomplete');
  });
  it("reads like the API's refusal, with its facts", () => {
    const blocker = finalSubmitBlocker({ ...group, stepsSubmitted: 1 }, open, now);
    expect(blocker && readSubmitFailure(blocker)).toMatchObject({
      reason: 'steps_incomplete',
      steps: { submitted: 1, total: 4 },
    });
  });
  it('is nothing it cannot see without the challenge', () => {
    expect(finalSubmitBlocker(group, undefined, now)).toBeNull();
  });
});

describe('stepSubmitBlocker', () => {
  const step = { state: 'open', canSubmit: false, files: [] as Array<{ state: string }> };
  it('explains an open step that cannot be submitted', () => {
    expect(reasonOf(stepSubmitBlocker(step, open, now))).toBe('no_file');
    expect(reasonOf(stepSubmitBlocker({ ...step, files: [{ state: 'uploading' }] }, open, now))).toBe('file_uploading');
    expect(
      reasonOf(stepSubmitBlocker({ ...step, files: [{ state: 'draft' }] }, { ...open, status: 'closed' }, now)),
    ).toBe('challenge_closed');
  });
  it('is nothing for a step that can be submitted or is not open', () => {
    expect(stepSubmitBlocker({ ...step, canSubmit: true }, open, now)).toBeNull();
    expect(stepSubmitBlocker({ ...step, state: 'locked' }, open, now)).toBeNull();
    expect(stepSubmitBlocker({ ...step, files: [{ state: 'draft' }] }, open, now)).toBeNull();
  });
});
