'use client';
import { useQuery } from '@tanstack/react-query';
import { shouldKeepRefreshing } from '@/lib/group-challenges/timeline';
import { unwrapAction } from '@/lib/query/action-query';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { ACTIVITY_PARAMS } from '@/lib/group-challenges/activity-params';
import { getChallengeGroupAction, listGroupActivityAction } from '@/server/group-challenges/actions';

export interface GroupRef {
  organizationId: string;
  slug: string;
  challengeId: string;
  groupId: string;
}

/**
 * How often an open page asks the console for an unfinished group, so that students' uploads and submits
 * show up. The console answers from its stored copy and reads the API at most once per copy's freshness
 * (20 s), however many pages have the group open.
 */
export const GROUP_REFRESH_MS = 5_000;

export function useGroup({ organizationId, slug, challengeId, groupId }: GroupRef) {
  return useQuery({
    queryKey: groupChallengeKeys.group(slug, challengeId, groupId),
    queryFn: () => unwrapAction(getChallengeGroupAction({ organizationId, challengeId, groupId })),
    refetchInterval: (query) =>
      query.state.data && !shouldKeepRefreshing(query.state.data.group.status) ? false : GROUP_REFRESH_MS,
    staleTime: 5_000,
  });
}

export function useGroupActivity({ organizationId, slug, challengeId, groupId }: GroupRef, keepRefreshing: boolean) {
  return useQuery({
    queryKey: groupChallengeKeys.activity(slug, challengeId, groupId, ACTIVITY_PARAMS),
    queryFn: () =>
      unwrapAction(listGroupActivityAction({ organizationId, challengeId, groupId, params: ACTIVITY_PARAMS })),
    refetchInterval: keepRefreshing ? GROUP_REFRESH_MS : false,
    staleTime: 5_000,
  });
}
