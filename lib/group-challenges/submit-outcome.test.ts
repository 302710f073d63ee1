import { describe, expect, it } from 'vitest';
import { groupChallengeReasons } from '@/lib/partner-api/group-challenge-reasons';
import { describeSubmitFailure, isBusyFailure } from './submit-outcome';

const conflict = (details: Record<string, unknown>) => ({
  message: 'This conflicts…',
  status: 409,
  code: 'conflict',
  requestId: 'r-1',
  details,
});

describe('describeSubmitFailure', () => {
  it("explains a closed window with both times in the reader's zone", () => {
    const out = describeSubmitFailure(
      conflict({
        reason: 'window_closed',
        windowStart: '2025-03-01T10:00:00.000Z',
        windowEnd: '2025-03-10T20:30:00.000Z',
      }),
      'Asia/Tbilisi',
    );
    expect(out.title).toBe(groupChallengeReasons.window_closed.title);
    expect(out.message).toContain(groupChallengeReasons.window_closed.explanation);
    expect(out.message).toContain('1 Mar 2025, 14:00');
    expect(out.message).toContain('11 Mar 2025, 00:30');
    expect(out.reason).toBe('window_closed');
  });

  it('counts the steps still missing', () => {
    const out = describeSubmitFailure(conflict({ reason: 'steps_incomplete', stepsSubmitted: 2, stepCount: 4 }));
    expect(out.title).toBe('Steps still open');
    expect(out.message).toContain('2 of 4 steps are submitted; 2 still to go.');
  });

  it.each(['challenge_closed', 'payment_pending', 'group_not_confirmed', 'no_file'] as const)(
    'explains %s in words',
    (reason) => {
      const out = describeSubmitFailure(conflict({ reason }));
      expect(out).toEqual({
        title: groupChallengeReasons[reason].title,
        message: groupChallengeReasons[reason].explanation,
        reason,
      });
    },
  );

  it('still says something useful for a reason it does not know', () => {
    const out = describeSubmitFailure(conflict({ reason: 'moon_phase' }));
    expect(out.title).toBe('Refused');
    expect(out.message).toContain('moon_phase');
  });

  it("keeps the action's own message for failures without a reason", () => {
    const out = describeSubmitFailure({
      message: 'The partner account may not do this.',
      status: 403,
      code: 'forbidden',
    });
    expect(out).toEqual({
      title: 'The submit did not go through',
      message: 'The partner account may not do this.',
      reason: null,
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
