import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/group-challenges/breadcrumbs';
import { ChallengeHeader } from '@/components/group-challenges/challenge-header';
import { ChallengeSkeleton } from '@/components/group-challenges/group-challenge-skeletons';
import { ChallengeTabs } from '@/components/group-challenges/challenge-tabs';
import { ChallengeTitle } from '@/components/group-challenges/challenge-title';
import { GroupsTable } from '@/components/group-challenges/groups-table';
import { StandingsTable } from '@/components/group-challenges/standings-table';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { parseChallengeParams } from '@/lib/group-challenges/list-params';
import { requirePageUser } from '@/server/auth/guards';
import { prefetch } from '@/server/action-runner/prefetch';
import { challengeGroupsRead, challengeRead, challengeStandingsRead } from '@/server/group-challenges/reads';
import { organizationRead } from '@/server/reference/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groupChallenges'))('metaChallenge') };
}

interface Props {
  params: Promise<{ slug: string; challengeId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ChallengePage({ params, searchParams }: Props) {
  const user = await requirePageUser();
  const { slug, challengeId } = await params;
  // An unknown organization is not found (before any byte); the challenge and its table stream below.
  const organization = await organizationRead.load(user, { slug });
  const { tab, ...list } = parseChallengeParams(await searchParams);
  const t = await getTranslations('groupChallenges');
  const scope = { organizationId: organization._id, slug, challengeId };
  const load = () =>
    prefetch([
      challengeRead.query(user, scope),
      (tab === 'groups' ? challengeGroupsRead : challengeStandingsRead).query(user, { ...scope, params: list }),
    ]);
  const ref = { organizationId: organization._id, slug, challengeId };
  const basePath = `/group-challenges/${slug}/${challengeId}`;
  const crumbs = [
    { label: t('title'), href: '/group-challenges' },
    { label: organization.name, href: `/group-challenges/${slug}` },
  ];
  return (
    <ClientMessages scope="(console)/group-challenges/[slug]/[challengeId]/page">
      <div className="max-w-6xl">
        <Suspense fallback={<ChallengeSkeleton crumbs={crumbs} />}>
          <Await load={load}>
            {(state) => (
              <div className="space-y-5">
                <HydrationBoundary state={state}>
                  <Breadcrumbs items={[...crumbs, { label: <ChallengeTitle challenge={ref} /> }]} />
                  <ChallengeHeader challenge={ref} />
                  <ChallengeTabs basePath={basePath} current={tab} />
                  {tab === 'groups' ? (
                    <GroupsTable challenge={ref} params={list} />
                  ) : (
                    <StandingsTable challenge={ref} params={list} />
                  )}
                </HydrationBoundary>
              </div>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
