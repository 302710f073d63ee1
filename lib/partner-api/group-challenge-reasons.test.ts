import { describe, expect, it } from 'vitest';
import {
  explainGroupChallengeReason,
  groupChallengeReasons,
  groupChallengeReasonValues,
  isGroupChallengeReason,
} from './group-challenge-reasons';

describe('group-challenge refusal reasons', () => {
  it('§4.7 names every final-submit reason of the spec and busy (§7 rule 4)', () => {
    for (const reason of [
      'challenge_closed',
      'window_closed',
      'payment_pending',
      'group_not_confirmed',
      'steps_incomplete',
      'busy',
    ]) {
      expect(isGroupChallengeReason(reason)).toBe(true);
    }
    expect(groupChallengeReasons.busy.status).toBe(503);
    expect(
      groupChallengeReasonValues.filter((r) => r !== 'busy').every((r) => groupChallengeReasons[r].status === 409),
    ).toBe(true);
  });

  it('explains every reason in a sentence, and unknown values without failing (§9 rule 6)', () => {
    for (const reason of groupChallengeReasonValues) expect(explainGroupChallengeReason(reason)).toMatch(/\.$/);
    expect(explainGroupChallengeReason('new_reason')).toContain('new_reason');
    expect(explainGroupChallengeReason(undefined)).toMatch(/Reload the group/);
    expect(isGroupChallengeReason('toString')).toBe(false);
  });

  it('says which submit answers each reason', () => {
    expect(groupChallengeReasons.steps_incomplete.answeredBy).toEqual(['finalSubmit']);
    expect(groupChallengeReasons.no_file.answeredBy).toEqual(['stepSubmit']);
    expect(groupChallengeReasons.window_closed.answeredBy).toContain('stepSubmit');
  });
});
