import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import { groupChallengeReasons, groupChallengeReasonValues, isGroupChallengeReason } from './group-challenge-reasons';

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

  it('has a title and a sentence in the catalogs for every reason; toString is not a reason', () => {
    const words: Record<string, { title: string; explanation: string }> = en.challengeReasons as never;
    for (const reason of groupChallengeReasonValues) {
      expect(words[reason]?.title, reason).toBeTruthy();
      expect(words[reason]?.explanation, reason).toMatch(/\.$/);
    }
    expect(isGroupChallengeReason('toString')).toBe(false);
  });

  it('says which submit answers each reason', () => {
    expect(groupChallengeReasons.steps_incomplete.answeredBy).toEqual(['finalSubmit']);
    expect(groupChallengeReasons.no_file.answeredBy).toEqual(['stepSubmit']);
    expect(groupChallengeReasons.window_closed.answeredBy).toContain('stepSubmit');
  });
});
