import 'server-only';
import type { ListParams } from '@/lib/group-challenges/list-params';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import type { Pagination } from '@/lib/partner-api/schemas/envelope';
import type { GroupListItem } from '@/lib/partner-api/schemas/group';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { Standing } from '@/lib/partner-api/schemas/standing';
import { explainPartnerError } from '@/server/action-runner/explain-partner-error';
import { studentScopeFor } from '@/server/access/scope';
import { studentIdsInScope } from '@/server/access/student-access';
import { combinedFreshness, freshnessOf, withFreshness, type Freshness } from '@/lib/read-model/stored';
import { isPartnerApiError, partner } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { pageOfEveryRecord, type ApiPage } from './group-challenge-lists';
import { scopeGroup, studentIdsOfGroup, visibleStudentIds, type Viewer } from './group-challenge-scope';
import { listOrganizations } from '../reference/organizations';

/**
 * Every read of the group-challenge pages, for pages (prefetch) and read actions alike. Student data of
 * a challenge goes through here only and is narrowed here to a coordinator's schools (the `viewer`):
 * see group-challenge-scope.ts. Organizations are passed by `_id` (spec §1.4); pages resolve the slug first.
 */
export interface ChallengeScope {
  organizationId: string;
  challengeId: string;
}

export interface GroupScope extends ChallengeScope {
  groupId: string;
}

/** A challenge list: group challenges may be switched off for the organization (not an error). */
export type ChallengeList = (
  | { enabled: true; challenges: GroupChallenge[]; pagination: Pagination; requestId: string }
  | { enabled: false; requestId: string }
) & { freshness: Freshness };

/**
 * The list operation answers 404 like an unknown path where the feature is off (spec §4.7): on this
 * operation, whose only path id is the organization's, a 404 means "not switched on". Both answers are
 * kept in the read model, so an organization without group challenges is not asked again on every view.
 */
export async function loadChallenges(
  organizationId: string,
  params: ListParams,
  options: { force?: boolean } = {},
): Promise<ChallengeList> {
  const stored = await getReadModel().read({
    kind: 'group-challenges',
    key: challengesKey(organizationId, params),
    subject: organizationId,
    force: options.force,
    load: () => readChallenges(organizationId, params),
  });
  return withFreshness(stored);
}

/** The key of a page of an organization's challenge list (the mirror writes the same). */
export const challengesKey = (organizationId: string, params: ListParams) =>
  `${organizationId}:${params.page}:${params.limit}`;

/** The key of a challenge's copy (the mirror writes the same). */
export const challengeKey = ({ organizationId, challengeId }: ChallengeScope) => `${organizationId}:${challengeId}`;

async function readChallenges(organizationId: string, params: ListParams) {
  try {
    const page = await partner.listGroupChallenges({ organizationId }, { page: params.page, limit: params.limit });
    return { enabled: true as const, challenges: page.data, pagination: page.pagination, requestId: page.requestId };
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 404)
      return { enabled: false as const, requestId: error.requestId };
    throw error;
  }
}

export interface OrganizationChallenges {
  organization: Pick<Organization, '_id' | 'name' | 'slug'>;
  list: ChallengeList | { enabled: null; error: { message: string; requestId: string } };
}

/** The overview: every organization with the first challenges; one organization's failure stays its own. */
export async function loadOverview(limit = 10, options: { force?: boolean } = {}): Promise<OrganizationChallenges[]> {
  const organizations = await listOrganizations();
  return Promise.all(
    organizations.map(async (o) => {
      const organization = { _id: o._id, name: o.name, slug: o.slug };
      try {
        return { organization, list: await loadChallenges(o._id, { page: 1, limit }, options) };
      } catch (error) {
        if (!isPartnerApiError(error)) throw error;
        return {
          organization,
          list: { enabled: null, error: { message: explainPartnerError(error).message, requestId: error.requestId } },
        };
      }
    }),
  );
}

/** A challenge (its window, status and steps) from the read model: every page under it shows it. */
export async function loadChallenge(
  { organizationId, challengeId }: ChallengeScope,
  options: { force?: boolean } = {},
) {
  const stored = await getReadModel().read({
    kind: 'group-challenge',
    key: challengeKey({ organizationId, challengeId }),
    subject: challengeId,
    force: options.force,
    load: async () => {
      const { data, requestId } = await partner.getGroupChallenge({ organizationId, challengeId });
      return { challenge: data, requestId };
    },
  });
  return withFreshness(stored);
}

/** The key of an API page of a challenge's groups or standings (the mirror writes the groups' pages the same). */
export const pagesKey = (scope: ChallengeScope, p: ListParams) =>
  `${scope.organizationId}:${scope.challengeId}:${p.page}:${p.limit}`;

/**
 * Reads API pages of a challenge's list through the read model (one copy per page, about the challenge, so a
 * submit in it reads them again), and says how fresh what was read is: as old as the oldest page.
 */
function storedPages<T>(
  kind: 'challenge-group-pages' | 'challenge-standing-pages',
  scope: ChallengeScope,
  force: boolean | undefined,
  load: (p: ListParams) => Promise<ApiPage<T>>,
) {
  const parts: Freshness[] = [];
  const read = async (p: ListParams): Promise<ApiPage<T>> => {
    const stored = await getReadModel().read({
      kind,
      key: pagesKey(scope, p),
      subject: scope.challengeId,
      force,
      load: async () => {
        const { data, pagination, requestId } = await load(p);
        return { data, pagination, requestId };
      },
    });
    parts.push(freshnessOf(stored));
    return stored.data;
  };
  return { read, freshness: () => combinedFreshness(parts) };
}

/** The groups with at least one active member among the viewer's students (spec §4.7); for a coordinator, of their schools. */
export async function loadGroups(
  scope: ChallengeScope,
  params: ListParams,
  viewer: Viewer,
  options: { force?: boolean } = {},
) {
  const { read, freshness } = storedPages('challenge-group-pages', scope, options.force, (p) =>
    partner.listGroupChallengeGroups(scope, { page: p.page, limit: p.limit }),
  );
  return groupsOf(read, freshness, params, viewer);
}

/** Not every page a view needs is held: the caller reads live. */
class NotHeld extends Error {}

/**
 * The groups as loadGroups shows them, from the pages the console holds (the mirror's or a person's read, not
 * invalidated by a write, read at most `maxAgeMs` ago), without any call: null when a page the view needs is not
 * held. For Home's card, which shows the account as of the console's reads.
 */
export async function heldGroups(scope: ChallengeScope, params: ListParams, viewer: Viewer, maxAgeMs: number) {
  const parts: Freshness[] = [];
  const read = async (p: ListParams): Promise<ApiPage<GroupListItem>> => {
    const held = await getReadModel().peek<ApiPage<GroupListItem>>('challenge-group-pages', pagesKey(scope, p));
    if (!held || Date.now() - held.fetchedAt.getTime() > maxAgeMs) throw new NotHeld();
    parts.push({ fetchedAt: held.fetchedAt.toISOString(), stale: false, busy: false });
    return held.data;
  };
  try {
    return await groupsOf(read, () => combinedFreshness(parts), params, viewer);
  } catch (error) {
    if (error instanceof NotHeld) return null;
    throw error;
  }
}

async function groupsOf(
  read: (p: ListParams) => Promise<ApiPage<GroupListItem>>,
  freshness: () => Freshness | null,
  params: ListParams,
  viewer: Viewer,
) {
  if (studentScopeFor(viewer) === null) {
    const { data, pagination, requestId } = await read(params);
    return { groups: data, pagination, requestId, freshness: freshness() };
  }
  const keep = async (groups: GroupListItem[]) => {
    const visible = await visibleStudentIds(viewer, groups.flatMap(studentIdsOfGroup));
    return groups.flatMap((g) => scopeGroup(g, visible) ?? []);
  };
  const { data, pagination, requestId } = await pageOfEveryRecord(read, (g) => g._id, keep, params);
  return { groups: data, pagination, requestId, freshness: freshness() };
}

/** The viewer's students signed in to the organization with their standing; for a coordinator, of their schools. */
export async function loadStandings(
  scope: ChallengeScope,
  params: ListParams,
  viewer: Viewer,
  options: { force?: boolean } = {},
) {
  const { read, freshness } = storedPages('challenge-standing-pages', scope, options.force, (p) =>
    partner.listGroupChallengeStudents(scope, { page: p.page, limit: p.limit }),
  );
  if (studentScopeFor(viewer) === null) {
    const { data, pagination, requestId } = await read(params);
    return { standings: data, pagination, requestId, freshness: freshness() };
  }
  const keep = async (standings: Standing[]) => {
    const visible = await studentIdsInScope(
      viewer,
      standings.map((s) => s.studentId),
    );
    return standings.filter((s) => visible.has(s.studentId));
  };
  const { data, pagination, requestId } = await pageOfEveryRecord(read, (s) => s.studentId, keep, params);
  return { standings: data, pagination, requestId, freshness: freshness() };
}

/**
 * One student's standing. The caller has checked the student first: standingRead's `scope: { students }`, for the
 * page and the action alike (a coordinator naming another school's student: not found).
 */
export async function loadStanding(scope: ChallengeScope & { studentId: string }, options: { force?: boolean } = {}) {
  const stored = await getReadModel().read({
    kind: 'challenge-standing',
    key: `${scope.organizationId}:${scope.challengeId}:${scope.studentId}`,
    subject: scope.challengeId,
    force: options.force,
    load: async () => {
      const { data, requestId } = await partner.getGroupChallengeStudent(scope, scope.studentId);
      return { standing: data, requestId };
    },
  });
  return withFreshness(stored);
}
