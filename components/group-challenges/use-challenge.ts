'use client';
import { useQuery } from '@tanstack/react-query';
import { unwrapAction } from '@/lib/query/action-query';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { getGroupChallengeAction } from '@/server/group-challenges/actions';

export interface ChallengeRef {
  organizationId: string;
  slug: string;
  challengeId: string;
}

/** One challenge, shared by the challenge, group and standing pages (one cache entry). */
export function useChallenge({ organizationId, slug, challengeId }: ChallengeRef) {
  return useQuery({
    queryKey: groupChallengeKeys.challenge(slug, challengeId),
    queryFn: () => unwrapAction(getGroupChallengeAction({ organizationId, challengeId })),
  });
}
