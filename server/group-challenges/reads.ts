import 'server-only';
import { z } from 'zod';
import { listParamsSchema } from '@/lib/group-challenges/list-params';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { fieldMessages as m } from '@/lib/partner-api/student-rules/messages';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { defineRead } from '@/server/action-runner/define-read';
import {
  loadChallenge,
  loadChallenges,
  loadGroups,
  loadOverview,
  loadStanding,
  loadStandings,
} from '@/server/group-challenges/queries';
import { loadActivity, loadGroup } from '@/server/group-challenges/group-queries';

// Group-challenge keys name organizations by slug (as the URLs do) and the API by id: a read's input carries the
// organization's id for the loader and, from a page's prefetch, its `slug` for the key (the browser's queries,
// which write their keys themselves, may leave it out; the loaders never read it).
const roles = ['admin', 'support', 'coordinator'] as const;
const slug = z.string().min(1).max(40).optional();
const keySlug = (input: { slug?: string }): string => {
  if (!input.slug) throw new Error("A group-challenge read's query key needs the organization's slug.");
  return input.slug;
};
/** A 24-hex id, named in its error (the group-challenge actions share these). */
export const idOf = (field: string) => z.string().refine(isObjectId, { error: m.notObjectId(field) });
export const organizationId = idOf('organizationId');
export const challengeId = idOf('challengeId');
export const groupId = idOf('groupId');

/** Every organization with its first challenges; "not switched on" is an answer, not an error. */
export const challengeOverviewRead = defineRead({
  roles,
  scope: 'account',
  copy: ['group-challenges', 'group-challenge'],
  schema: z.strictObject({}),
  queryKey: () => groupChallengeKeys.overview(),
  load: (_input, _user, { force }) => loadOverview(10, { force }),
});

export const challengesRead = defineRead({
  roles,
  scope: 'account',
  copy: 'group-challenges',
  schema: z.object({ organizationId, slug, params: listParamsSchema }),
  queryKey: (input) => groupChallengeKeys.challenges(keySlug(input), input.params),
  load: ({ organizationId, params }, _user, { force }) => loadChallenges(organizationId, params, { force }),
});

export const challengeRead = defineRead({
  roles,
  scope: 'account',
  copy: 'group-challenge',
  schema: z.object({ organizationId, slug, challengeId }),
  queryKey: (input) => groupChallengeKeys.challenge(keySlug(input), input.challengeId),
  load: ({ organizationId, challengeId }, _user, { force }) =>
    loadChallenge({ organizationId, challengeId }, { force }),
});

/** The challenge's groups with the viewer's students (its Groups tab), a page at a time. */
export const challengeGroupsRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: 'challenge-group-pages',
  schema: z.object({ organizationId, slug, challengeId, params: listParamsSchema }),
  queryKey: (input) => groupChallengeKeys.groups(keySlug(input), input.challengeId, input.params),
  load: ({ organizationId, challengeId, params }, user, { force }) =>
    loadGroups({ organizationId, challengeId }, params, user, { force }),
});

/** The viewer's students' standings in the challenge (its Students tab), a page at a time. */
export const challengeStandingsRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: 'challenge-standing-pages',
  schema: z.object({ organizationId, slug, challengeId, params: listParamsSchema }),
  queryKey: (input) => groupChallengeKeys.standings(keySlug(input), input.challengeId, input.params),
  load: ({ organizationId, challengeId, params }, user, { force }) =>
    loadStandings({ organizationId, challengeId }, params, user, { force }),
});

/** One student's standing in the challenge; a coordinator's student is checked first by its scope (another school's: not found). */
export const standingRead = defineRead({
  roles,
  scope: { students: ({ studentId }) => studentId },
  copy: 'challenge-standing',
  schema: z.object({ organizationId, slug, challengeId, studentId: idOf('studentId') }),
  queryKey: (input) => groupChallengeKeys.standing(keySlug(input), input.challengeId, input.studentId),
  load: ({ organizationId, challengeId, studentId }, _user, { force }) =>
    loadStanding({ organizationId, challengeId, studentId }, { force }),
});

/** A group of a challenge (a coordinator's only with one of their schools' students). */
export const challengeGroupRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: 'challenge-group',
  schema: z.object({ organizationId, slug, challengeId, groupId }),
  queryKey: (input) => groupChallengeKeys.group(keySlug(input), input.challengeId, input.groupId),
  load: ({ organizationId, challengeId, groupId }, user, { force }) =>
    loadGroup({ organizationId, challengeId, groupId }, user, { force }),
});

/** A group's activity feed, a page at a time (a coordinator's only of a group they may see). */
export const groupActivityRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['challenge-group', 'group-activity'],
  schema: z.object({ organizationId, slug, challengeId, groupId, params: listParamsSchema }),
  queryKey: (input) => groupChallengeKeys.activity(keySlug(input), input.challengeId, input.groupId, input.params),
  load: ({ organizationId, challengeId, groupId, params }, user) =>
    loadActivity({ organizationId, challengeId, groupId }, params, user),
});
