import 'server-only';
import type { ChallengeReadProblem, ClosingGroup } from '@/lib/home/home-view';
import { closesSoon } from '@/lib/home/words';
import { combinedFreshness, type Freshness } from '@/lib/read-model/stored';
import { explainPartnerError } from '@/server/action-runner/explain-partner-error';
import { isPartnerApiError } from '@/server/partner';
import { heldGroups, loadGroups, loadOverview } from '@/server/group-challenges/queries';
import { currentReadModelConfig } from '@/server/read-model/freshness';
import type { HomeViewer } from './directory-scope';

/** How old a held page of groups Home's card shows may be: as old as the challenge lists it goes with. */
const heldForMs = () => currentReadModelConfig().freshnessSeconds['group-challenges'] * 1000;

/**
 * Groups of the viewer's students whose work is not sent, in the challenges closing within 72 hours. The challenge
 * lists are read through the read model (kept 10 minutes, also by the mirror). A challenge's groups come from the
 * pages the console holds (the mirror's, or a person's read) while younger than the challenge lists' freshness and
 * not invalidated by a submit, "as of" that read, with no call; otherwise through the read model (30 s).
 */
export async function closingGroups(
  viewer: HomeViewer,
  now: number,
): Promise<{ groups: ClosingGroup[]; problems: ChallengeReadProblem[]; freshness: Freshness | null }> {
  const problems: ChallengeReadProblem[] = [];
  let overview: Awaited<ReturnType<typeof loadOverview>>;
  try {
    overview = await loadOverview(10);
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    const problem = { organization: null, message: explainPartnerError(error).message, requestId: error.requestId };
    return { groups: [], problems: [problem], freshness: null };
  }
  const parts: Freshness[] = [];
  const groups: ClosingGroup[] = [];
  await Promise.all(
    overview.map(async ({ organization, list }) => {
      const org = { slug: organization.slug, name: organization.name };
      if (list.enabled === null) {
        problems.push({ organization: org, message: list.error.message, requestId: list.error.requestId });
        return;
      }
      parts.push(list.freshness);
      if (!list.enabled) return;
      for (const challenge of list.challenges.filter((c) => closesSoon(c, now))) {
        const scope = { organizationId: organization._id, challengeId: challenge._id };
        try {
          const params = { page: 1, limit: 100 };
          const page =
            (await heldGroups(scope, params, viewer, heldForMs())) ?? (await loadGroups(scope, params, viewer));
          if (page.freshness) parts.push(page.freshness);
          for (const group of page.groups.filter((g) => !g.finalSubmittedAt && g.status !== 'completed'))
            groups.push({
              organization: org,
              challenge: { id: challenge._id, title: challenge.title, windowEnd: challenge.windowEnd! },
              group: {
                id: group._id,
                name: group.displayName,
                status: group.status,
                stepsSubmitted: group.stepsSubmitted,
                stepCount: group.stepCount,
              },
              href: `/group-challenges/${encodeURIComponent(org.slug)}/${challenge._id}/groups/${group._id}`,
            });
        } catch (error) {
          if (!isPartnerApiError(error)) throw error;
          problems.push({ organization: org, message: explainPartnerError(error).message, requestId: error.requestId });
        }
      }
    }),
  );
  groups.sort(
    (a, b) =>
      a.challenge.windowEnd.localeCompare(b.challenge.windowEnd) ||
      a.group.stepsSubmitted - b.group.stepsSubmitted ||
      a.group.name.localeCompare(b.group.name),
  );
  return { groups, problems, freshness: combinedFreshness(parts) };
}
