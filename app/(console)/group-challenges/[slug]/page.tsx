import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/group-challenges/breadcrumbs';
import { ChallengesSkeleton } from '@/components/group-challenges/group-challenge-skeletons';
import { OrganizationChallenges } from '@/components/group-challenges/organization-challenges';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { parseListParams } from '@/lib/group-challenges/list-params';
import { requirePageUser } from '@/server/auth/guards';
import { prefetch } from '@/server/action-runner/prefetch';
import { challengesRead } from '@/server/group-challenges/reads';
import { organizationRead } from '@/server/reference/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groupChallenges'))('title') };
}

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function OrganizationChallengesPage({ params, searchParams }: Props) {
  const user = await requirePageUser();
  const { slug } = await params;
  // An unknown organization is not found (before any byte); the challenges stream below.
  const organization = await organizationRead.load(user, { slug });
  const list = parseListParams(await searchParams);
  const t = await getTranslations('groupChallenges');
  const load = () => prefetch([challengesRead.query(user, { organizationId: organization._id, slug, params: list })]);
  return (
    <ClientMessages scope="(console)/group-challenges/[slug]/page">
      <div className="max-w-6xl space-y-5">
        <Breadcrumbs items={[{ label: t('title'), href: '/group-challenges' }, { label: organization.name }]} />
        <h1 className="text-2xl font-semibold text-slate-900">
          {t('ofOrganization', { organization: organization.name })}
        </h1>
        <Suspense fallback={<ChallengesSkeleton />}>
          <Await load={load}>
            {(state) => (
              <HydrationBoundary state={state}>
                <OrganizationChallenges
                  organization={{ _id: organization._id, name: organization.name, slug: organization.slug }}
                  params={list}
                />
              </HydrationBoundary>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
