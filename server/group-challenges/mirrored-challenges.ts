import 'server-only';
import { ACTIVITY_PARAMS } from '@/lib/group-challenges/activity-params';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import type { GroupListItem } from '@/lib/partner-api/schemas/group';
import { isPartnerApiError, partner } from '@/server/partner';
import type { StoredReader } from '@/server/read-model/stored-read';
import { challengeKey, challengesKey, pagesKey, type ChallengeList, type ChallengeScope } from './queries';
import { activityKey, groupKey } from './group-queries';

/** The page sizes the group-challenge pages ask for (10: the overview and Home; 20: an organization's, and its other sizes). */
export const MIRRORED_CHALLENGE_LIMITS = [10, 20, 50, 100] as const;
/** An organization's challenges the mirror reads whole (getGroupChallenge each) at most; more are read when opened. */
const MAX_CHALLENGES = 20;
/** A challenge's groups the mirror reads one by one (getGroupChallengeGroup, and their activity) at most: the first listed. */
const MAX_GROUPS = 10;
/** Pages of 100 of a challenge's groups the mirror reads at most (Home's card and a coordinator's tab read them). */
const MAX_GROUP_PAGES = 5;
const READ_LIMIT = 100;
/** The sizes of a challenge's Groups tab the mirror keeps (a coordinator's tab and Home read pages of 100). */
const MIRRORED_GROUP_LIMITS = [10, 20, 50, 100] as const;

/** What loadChallenges stores: a list without its freshness. */
type ListCopy = ChallengeList extends infer L ? (L extends unknown ? Omit<L, 'freshness'> : never) : never;

/** Every page of the organization's list at each size the pages ask for, cut from the whole list as the API pages it. */
export function challengeListCopies(
  organizationId: string,
  list: { enabled: true; challenges: GroupChallenge[]; requestId: string } | { enabled: false; requestId: string },
): Array<{ key: string; data: ListCopy; subject: string }> {
  const copies: Array<{ key: string; data: ListCopy; subject: string }> = [];
  for (const limit of MIRRORED_CHALLENGE_LIMITS) {
    if (!list.enabled) {
      copies.push({ key: challengesKey(organizationId, { page: 1, limit }), data: list, subject: organizationId });
      continue;
    }
    const total = list.challenges.length;
    const totalPages = Math.ceil(total / limit);
    for (let page = 1; page <= Math.max(totalPages, 1); page++)
      copies.push({
        key: challengesKey(organizationId, { page, limit }),
        data: {
          enabled: true,
          challenges: list.challenges.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total, totalPages },
          requestId: list.requestId,
        },
        subject: organizationId,
      });
  }
  return copies;
}

/**
 * After a complete run of the directory sync (the mirror), as its background work with its share of the window:
 * each organization's group challenges (listGroupChallenges to the end, or the 404 that says they are not switched
 * on) become the `group-challenges` copies the overview, an organization's page and Home's closing-challenges card
 * read, and each listed challenge (getGroupChallenge) the `group-challenge` copy every page under it shows. A list
 * that moved while being read is not stored (pages counted from the start may skip one, spec §8). Copies a write
 * invalidated after the read began, or a person read since, are kept (putMany). Answers the calls made and the
 * challenges kept, whose groups mirrorChallengeGroups reads next.
 */
export async function mirrorGroupChallenges(deps: {
  reader: StoredReader;
  organization: { id: string; slug: string };
  share: number;
  now?: () => Date;
}): Promise<{ calls: number; challenges: ChallengeScope[] }> {
  const { reader, organization, share } = deps;
  const now = deps.now ?? (() => new Date());
  const scope = { organizationId: organization.id };
  const readAt = now();
  let calls = 0;
  const challenges: GroupChallenge[] = [];
  const kept: ChallengeScope[] = [];
  let requestId = '';
  let firstTotal: number | null = null;
  for (let page = 1; ; page++) {
    calls += 1;
    try {
      const answer = await partner.listGroupChallenges(scope, { page, limit: READ_LIMIT }, { share });
      requestId = answer.requestId;
      firstTotal ??= answer.pagination.total;
      if (answer.pagination.total !== firstTotal) return { calls, challenges: [] };
      challenges.push(...answer.data.filter((c) => !challenges.some((held) => held._id === c._id)));
      if (answer.data.length === 0 || page >= answer.pagination.totalPages) break;
    } catch (error) {
      // Not switched on for the organization (spec §4.7: the list answers 404): kept as an answer too.
      if (!(page === 1 && isPartnerApiError(error) && error.status === 404)) throw error;
      await reader.putMany(
        'group-challenges',
        challengeListCopies(organization.id, { enabled: false, requestId: error.requestId }),
        readAt,
      );
      return { calls, challenges: [] };
    }
  }
  await reader.putMany(
    'group-challenges',
    challengeListCopies(organization.id, { enabled: true, challenges, requestId }),
    readAt,
  );
  for (const challenge of challenges.slice(0, MAX_CHALLENGES)) {
    const at = now();
    calls += 1;
    try {
      const answer = await partner.getGroupChallenge({ ...scope, challengeId: challenge._id }, { share });
      await reader.putMany(
        'group-challenge',
        [
          {
            key: challengeKey({ ...scope, challengeId: challenge._id }),
            data: { challenge: answer.data, requestId: answer.requestId },
            subject: challenge._id,
          },
        ],
        at,
      );
    } catch (error) {
      // Unpublished since it was listed (404): its page reads live when opened.
      if (!(isPartnerApiError(error) && error.status === 404)) throw error;
      continue;
    }
    kept.push({ ...scope, challengeId: challenge._id });
  }
  return { calls, challenges: kept };
}

const isGone = (error: unknown) => isPartnerApiError(error) && error.status === 404;

/** Every page of a challenge's groups at each size the Groups tab asks for, cut from the whole list as the API pages it. */
function groupPageCopies(scope: ChallengeScope, groups: GroupListItem[], requestId: string) {
  const total = groups.length;
  return MIRRORED_GROUP_LIMITS.flatMap((limit) => {
    const totalPages = Math.ceil(total / limit);
    return Array.from({ length: Math.max(totalPages, 1) }, (_, i) => ({
      key: pagesKey(scope, { page: i + 1, limit }),
      data: {
        data: groups.slice(i * limit, (i + 1) * limit),
        pagination: { page: i + 1, limit, total, totalPages },
        requestId,
      },
      subject: scope.challengeId,
    }));
  });
}

/**
 * A mirrored challenge's groups (listGroupChallengeGroups by pages of 100, at most MAX_GROUP_PAGES) become the
 * `challenge-group-pages` copies the Groups tab and Home's card read (every size of the tab when the whole list
 * was read; the pages of 100 read otherwise), each run. Of the first MAX_GROUPS groups, those the console holds no
 * copy of get their `challenge-group` copy (getGroupChallengeGroup) and their activity's first page as the group
 * page asks for it (`group-activity`): a group's first view after a fresh start is then shown at once. A list that
 * moved while being read is not stored. Each copy is as of the moment its read began, so putMany keeps
 * one a write invalidated after that moment (and one a person read later). Answers the calls made.
 */
export async function mirrorChallengeGroups(deps: {
  reader: StoredReader;
  scope: ChallengeScope;
  share: number;
  now?: () => Date;
}): Promise<number> {
  const { reader, scope, share } = deps;
  const now = deps.now ?? (() => new Date());
  const readAt = now();
  let calls = 0;
  const groups: GroupListItem[] = [];
  const pages: Array<{ key: string; data: unknown; subject: string }> = [];
  let requestId = '';
  let whole = false;
  let firstTotal: number | null = null;
  for (let page = 1; page <= MAX_GROUP_PAGES; page++) {
    calls += 1;
    let answer: Awaited<ReturnType<typeof partner.listGroupChallengeGroups>>;
    try {
      answer = await partner.listGroupChallengeGroups(scope, { page, limit: READ_LIMIT }, { share });
    } catch (error) {
      if (isGone(error)) return calls;
      throw error;
    }
    firstTotal ??= answer.pagination.total;
    if (answer.pagination.total !== firstTotal) return calls;
    requestId = answer.requestId;
    const { data, pagination } = answer;
    pages.push({
      key: pagesKey(scope, { page, limit: READ_LIMIT }),
      data: { data, pagination, requestId },
      subject: scope.challengeId,
    });
    groups.push(...data);
    if (data.length === 0 || page >= pagination.totalPages) {
      whole = true;
      break;
    }
  }
  await reader.putMany('challenge-group-pages', whole ? groupPageCopies(scope, groups, requestId) : pages, readAt);
  const first = [...new Set(groups.map((g) => g._id))].slice(0, MAX_GROUPS).map((groupId) => ({ ...scope, groupId }));
  // A group already held (read by a person or an earlier run, even stale) is left to the read model: a view shows
  // it at once and reads it again in the background. Reading it again each run would cost calls every 5 minutes
  // for copies that are stale 20 s later.
  const heldGroups = await reader.storedKeys('challenge-group', first.map(groupKey));
  const heldActivity = await reader.storedKeys(
    'group-activity',
    first.map((g) => activityKey(g, ACTIVITY_PARAMS)),
  );
  for (const group of first) {
    try {
      if (!heldGroups.has(groupKey(group))) {
        const at = now();
        calls += 1;
        const answer = await partner.getGroupChallengeGroup(group, { share });
        await reader.putMany(
          'challenge-group',
          [{ key: groupKey(group), data: { group: answer.data, requestId: answer.requestId }, subject: group.groupId }],
          at,
        );
      }
      if (heldActivity.has(activityKey(group, ACTIVITY_PARAMS))) continue;
      const activityAt = now();
      calls += 1;
      const activity = await partner.listGroupChallengeActivity(group, ACTIVITY_PARAMS, { share });
      const { data, pagination } = activity;
      await reader.putMany(
        'group-activity',
        [
          {
            key: activityKey(group, ACTIVITY_PARAMS),
            data: { data, pagination, requestId: activity.requestId },
            subject: group.groupId,
          },
        ],
        activityAt,
      );
    } catch (error) {
      // Deleted since it was listed (404): its page reads live when opened.
      if (!isGone(error)) throw error;
    }
  }
  return calls;
}
