import 'server-only';
import type { ListParams } from '@/lib/group-challenges/list-params';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import type { Pagination } from '@/lib/partner-api/schemas/envelope';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import { explainPartnerError } from '@/server/action-runner/explain-partner-error';
import { isPartnerApiError, partner } from '@/server/partner';
import { listOrganizations } from './organizations';

/**
 * Every read of the group-challenge pages, for pages (prefetch) and read actions alike. Student data of
 * a challenge goes through here only, so a later per-coordinator scope has one place to go.
 * Organizations are passed by `_id` (spec §1.4); pages resolve the slug first.
 */
export interface ChallengeScope {
  organizationId: string;
  challengeId: string;
}

export interface GroupScope extends ChallengeScope {
  groupId: string;
}

/** A challenge list: group challenges may be switched off for the organization (not an error). */
export type ChallengeList =
  | { enabled: true; challenges: GroupChallenge[]; pagination: Pagination; requestId: string }
  | { enabled: false; requestId: string };

/**
 * The list operation answers 404 like an unknown path where the feature is off (spec §4.7): on this
 * operation, whose only path id is the organization's, a 404 means "not switched on".
 */
export async function loadChallenges(organizationId: string, params: ListParams): Promise<ChallengeList> {
  try {
    const page = await partner.listGroupChallenges({ organizationId }, { page: params.page, limit: params.limit });
    return { enabled: true, challenges: page.data, pagination: page.pagination, requestId: page.requestId };
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 404) return { enabled: false, requestId: error.requestId };
    throw error;
  }
}

export interface OrganizationChallenges {
  organization: Pick<Organization, '_id' | 'name' | 'slug'>;
  list: ChallengeList | { enabled: null; error: { message: string; requestId: string } };
}

/** The overview: every organization with the first challenges; one organization's failure stays its own. */
export async function loadOverview(limit = 10): Promise<OrganizationChallenges[]> {
  const organizations = await listOrganizations();
  return Promise.all(
    organizations.map(async (o) => {
      const organization = { _id: o._id, name: o.name, slug: o.slug };
      try {
        return { organization, list: await loadChallenges(o._id, { page: 1, limit }) };
      } catch (error) {
        if (!isPartnerApiError(error)) throw error;
        return { organization, list: { enabled: null, error: { message: explainPartnerError(error).message, requestId: error.requestId } } };
      }
    }),
  );
}

export async function loadChallenge({ organizationId, challengeId }: ChallengeScope) {
  const { data, requestId } = await partner.getGroupChallenge({ organizationId, challengeId });
  return { challenge: data, requestId };
}

export async function loadGroups(scope: ChallengeScope, params: ListParams) {
  const { data, pagination, requestId } = await partner.listGroupChallengeGroups(scope, { page: params.page, limit: params.limit });
  return { groups: data, pagination, requestId };
}

export async function loadStandings(scope: ChallengeScope, params: ListParams) {
  const { data, pagination, requestId } = await partner.listGroupChallengeStudents(scope, { page: params.page, limit: params.limit });
  return { standings: data, pagination, requestId };
}

export async function loadGroup(scope: GroupScope) {
  const { data, requestId } = await partner.getGroupChallengeGroup(scope);
  return { group: data, requestId };
}

export async function loadActivity(scope: GroupScope, params: ListParams) {
  const { data, pagination, requestId } = await partner.listGroupChallengeActivity(scope, { page: params.page, limit: params.limit });
  return { entries: data, pagination, requestId };
}

export async function loadStanding(scope: ChallengeScope & { studentId: string }) {
  const { data, requestId } = await partner.getGroupChallengeStudent(scope, scope.studentId);
  return { standing: data, requestId };
}
