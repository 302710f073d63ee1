import type { ListParams } from '@/lib/group-challenges/list-params';

/** Query keys of the group-challenge pages; organizations are named by slug, as in the URLs. */
export const groupChallengeKeys = {
  all: ['group-challenges'] as const,
  overview: () => [...groupChallengeKeys.all, 'overview'] as const,
  challenges: (slug: string, params: ListParams) => [...groupChallengeKeys.all, slug, 'challenges', params] as const,
  challenge: (slug: string, challengeId: string) => [...groupChallengeKeys.all, slug, challengeId] as const,
  groups: (slug: string, challengeId: string, params: ListParams) =>
    [...groupChallengeKeys.challenge(slug, challengeId), 'groups', params] as const,
  standings: (slug: string, challengeId: string, params: ListParams) =>
    [...groupChallengeKeys.challenge(slug, challengeId), 'standings', params] as const,
  group: (slug: string, challengeId: string, groupId: string) =>
    [...groupChallengeKeys.challenge(slug, challengeId), 'group', groupId] as const,
  activity: (slug: string, challengeId: string, groupId: string, params: ListParams) =>
    [...groupChallengeKeys.group(slug, challengeId, groupId), 'activity', params] as const,
  standing: (slug: string, challengeId: string, studentId: string) =>
    [...groupChallengeKeys.challenge(slug, challengeId), 'standing', studentId] as const,
};
