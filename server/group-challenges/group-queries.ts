import 'server-only';
import type { ListParams } from '@/lib/group-challenges/list-params';
import { withFreshness } from '@/lib/read-model/stored';
import { StudentNotFoundError, studentScopeFor } from '@/server/access/scope';
import { isPartnerApiError, partner } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { scopeActivity, scopeGroup, studentIdsOfGroup, visibleStudentIds, type Viewer } from './group-challenge-scope';
import type { GroupScope } from './queries';

/**
 * One group of a challenge and its activity, for the group page, its actions and the mirror (which writes the
 * same copies under the same keys). Narrowed here to a coordinator's schools like every read in queries.ts.
 */

/** The group as the API answers it, for the names of an audit entry only: pages and actions use loadGroup. */
export async function readGroup(scope: GroupScope) {
  const { data, requestId } = await partner.getGroupChallengeGroup(scope);
  return { group: data, requestId };
}

/** The group as the console stored it (read model kind `challenge-group`), unscoped: callers narrow it. */
async function readStoredGroup(scope: GroupScope, force?: boolean) {
  const stored = await getReadModel().read({
    kind: 'challenge-group',
    key: groupKey(scope),
    subject: scope.groupId,
    force,
    load: () => readGroup(scope),
  });
  return withFreshness(stored);
}

/** The key of a group's copy (the mirror writes the same). */
export const groupKey = (scope: GroupScope) => `${scope.organizationId}:${scope.challengeId}:${scope.groupId}`;

/** The key of a page of a group's activity (the mirror writes the first page the group page reads). */
export const activityKey = (scope: GroupScope, params: ListParams) =>
  `${groupKey(scope)}:${params.page}:${params.limit}`;

/**
 * One group as the viewer may see it, from the read model: open group pages poll the console, and the API
 * is read at most once per copy's freshness whatever the number of pages open. For a coordinator, a group
 * with no member of their schools and a group the API does not answer (404) are the same
 * StudentNotFoundError: pages show not found, actions 404.
 */
export async function loadGroup(scope: GroupScope, viewer: Viewer, options: { force?: boolean } = {}) {
  if (studentScopeFor(viewer) === null) return readStoredGroup(scope, options.force);
  let answer: Awaited<ReturnType<typeof readStoredGroup>>;
  try {
    answer = await readStoredGroup(scope, options.force);
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 404) throw new StudentNotFoundError();
    throw error;
  }
  const group = scopeGroup(answer.group, await visibleStudentIds(viewer, studentIdsOfGroup(answer.group)));
  if (!group) throw new StudentNotFoundError();
  return { group, requestId: answer.requestId, freshness: answer.freshness };
}

/** A group's activity; a coordinator reads it only for a group of their schools, other actors by role alone. */
export async function loadActivity(scope: GroupScope, params: ListParams, viewer: Viewer) {
  if (studentScopeFor(viewer) !== null) await loadGroup(scope, viewer);
  const stored = await getReadModel().read({
    kind: 'group-activity',
    key: activityKey(scope, params),
    subject: scope.groupId,
    load: async () => {
      const { data, pagination, requestId } = await partner.listGroupChallengeActivity(scope, {
        page: params.page,
        limit: params.limit,
      });
      return { data, pagination, requestId };
    },
  });
  const { data, pagination, requestId } = stored.data;
  const visible = await visibleStudentIds(
    viewer,
    data.map((e) => e.actor.studentId),
  );
  return { entries: scopeActivity(data, visible), pagination, requestId };
}
