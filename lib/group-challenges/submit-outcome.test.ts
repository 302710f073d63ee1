import { describe, expect, it } from 'vitest';
import { isBusyFailure, readSubmitFailure } from './submit-outcome';

const conflict = (details: Record<string, unknown>) => ({
  message: 'This conflicts…',
  status: 409,
  code: 'conflict',
  requestId: 'r-1',
  details,
});

describe('readSubmitFailure', () => {
  it('carries a closed window’s two times', () => {
    const out = readSubmitFailure(
      conflict({
        reason: 'window_closed',
        windowStart: '2025-03-01T10:00:00.000Z',
        windowEnd: '2025-03-10T20:30:00.000Z',
      }),
    );
    expect(out).toEqual({
      kind: 'reason',
      reason: 'window_closed',
      unknownReason: null,
      window: { start: '2025-03-01T10:00:00.000Z', end: '2025-03-10T20:30:00.000Z' },
      steps: null,
    });
  });

  it('counts the steps', () => {
    const out = readSubmitFailure(conflict({ reason: 'steps_incomplete', stepsSubmitted: 2, stepCount: 4 }));
    expect(out).toMatchObject({ reason: 'steps_incomplete', steps: { submitted: 2, total: 4 } });
  });

  it('leaves out facts that are missing or of the wrong type', () => {
    expect(
      readSubmitFailure(conflict({ reason: 'steps_incomplete', stepsSubmitted: '2', stepCount: 4 })),
    ).toMatchObject({
      steps: null,
    });
    expect(readSubmitFailure(conflict({ reason: 'window_closed', windowStart: '2025-03-01' }))).toMatchObject({
      window: null,
    });
  });

  it('keeps a reason it does not know, as the API wrote it', () => {
    expect(readSubmitFailure(conflict({ reason: 'moon_phase' }))).toMatchObject({
      reason: null,
      unknownReason: 'moon_phase',
    });
  });

  it("keeps the action's own message for failures without a reason, or not a 409/503", () => {
    expect(readSubmitFailure({ message: 'The partner account may not do this.', status: 403 })).toEqual({
      kind: 'message',
      message: 'The partner account may not do this.',
    });
    expect(readSubmitFailure({ message: 'Nope.', status: 400, details: { reason: 'no_file' } })).toEqual({
      kind: 'message',
      message: 'Nope.',
    });
  });
});

describe('isBusyFailure', () => {
  it('is a 503 with reason busy only', () => {
    expect(isBusyFailure({ message: '', status: 503, details: { reason: 'busy' } })).toBe(true);
    expect(isBusyFailure({ message: '', status: 503 })).toBe(false);
    expect(isBusyFailure({ message: '', status: 409, details: { reason: 'busy' } })).toBe(false);
  });
});
