import 'server-only';
import { z } from 'zod';
import { listParamsSchema } from '@/lib/group-challenges/list-params';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { fieldMessages as m } from '@/lib/partner-api/student-rules/messages';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { defineRead } from '@/server/action-runner/define-read';
import { requireStudentInScope } from '@/server/directory/student-access';
import {
  loadChallenge,
  loadChallenges,
  loadGroup,
  loadGroups,
  loadOverview,
  loadStanding,
  loadStandings,
} from '@/server/group-challenges/queries';

// Group-challenge keys name organizations by slug (as the URLs do) and the API by id: reads whose input has no
// slug leave the key to the page.
const roles = ['admin', 'support', 'coordinator'] as const;
/** A 24-hex id, named in its error (the group-challenge actions share these). */
export const idOf = (field: string) => z.string().refine(isObjectId, { error: m.notObjectId(field) });
export const organizationId = idOf('organizationId');
export const challengeId = idOf('challengeId');
export const groupId = idOf('groupId');

/** Every organization with its first challenges; "not switched on" is an answer, not an error. */
export const challengeOverviewRead = defineRead({
  roles,
  schema: z.strictObject({}),
  queryKey: () => groupChallengeKeys.overview(),
  load: (_input, _user, { force }) => loadOverview(10, { force }),
});

export const challengesRead = defineRead({
  roles,
  schema: z.object({ organizationId, params: listParamsSchema }),
  load: ({ organizationId, params }, _user, { force }) => loadChallenges(organizationId, params, { force }),
});

export const challengeRead = defineRead({
  roles,
  schema: z.object({ organizationId, challengeId }),
  load: (scope, _user, { force }) => loadChallenge(scope, { force }),
});

/** The challenge's groups with the viewer's students (its Groups tab), a page at a time. */
export const challengeGroupsRead = defineRead({
  roles,
  schema: z.object({ organizationId, challengeId, params: listParamsSchema }),
  load: ({ params, ...scope }, user, { force }) => loadGroups(scope, params, user, { force }),
});

/** The viewer's students' standings in the challenge (its Students tab), a page at a time. */
export const challengeStandingsRead = defineRead({
  roles,
  schema: z.object({ organizationId, challengeId, params: listParamsSchema }),
  load: ({ params, ...scope }, user, { force }) => loadStandings(scope, params, user, { force }),
});

/** One student's standing in the challenge; a coordinator's student is checked first (another school's: not found). */
export const standingRead = defineRead({
  roles,
  schema: z.object({ organizationId, challengeId, studentId: idOf('studentId') }),
  load: async (scope, user, { force }) => {
    await requireStudentInScope(user, scope.studentId);
    return loadStanding(scope, { force });
  },
});

/** A group of a challenge (a coordinator's only with one of their schools' students). */
export const challengeGroupRead = defineRead({
  roles,
  schema: z.object({ organizationId, challengeId, groupId }),
  load: (scope, user, { force }) => loadGroup(scope, user, { force }),
});
