import 'server-only';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import { isPartnerApiError, partner } from '@/server/partner';
import type { StoredReader } from '@/server/read-model/stored-read';
import { challengeKey, challengesKey, type ChallengeList } from './queries';

/** The page sizes the group-challenge pages ask for (10: the overview and Home; 20: an organization's, and its other sizes). */
export const MIRRORED_CHALLENGE_LIMITS = [10, 20, 50, 100] as const;
/** An organization's challenges the mirror reads whole (getGroupChallenge each) at most; more are read when opened. */
const MAX_CHALLENGES = 20;
const READ_LIMIT = 100;

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
 * invalidated or a person read since are kept (putMany). Answers the calls made.
 */
export async function mirrorGroupChallenges(deps: {
  reader: StoredReader;
  organization: { id: string; slug: string };
  share: number;
  now?: () => Date;
}): Promise<number> {
  const { reader, organization, share } = deps;
  const now = deps.now ?? (() => new Date());
  const scope = { organizationId: organization.id };
  const readAt = now();
  let calls = 0;
  const challenges: GroupChallenge[] = [];
  let requestId = '';
  let firstTotal: number | null = null;
  for (let page = 1; ; page++) {
    calls += 1;
    try {
      const answer = await partner.listGroupChallenges(scope, { page, limit: READ_LIMIT }, { share });
      requestId = answer.requestId;
      firstTotal ??= answer.pagination.total;
      if (answer.pagination.total !== firstTotal) return calls;
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
      return calls;
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
    }
  }
  return calls;
}
