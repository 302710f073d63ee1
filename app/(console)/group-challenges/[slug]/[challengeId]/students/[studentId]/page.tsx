import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/group-challenges/breadcrumbs';
import { ChallengeTitle } from '@/components/group-challenges/challenge-title';
import { StandingSkeleton } from '@/components/group-challenges/group-challenge-skeletons';
import { StandingCard } from '@/components/group-challenges/standing-card';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { requirePageUser } from '@/server/auth/guards';
import { accountPermissionsRead } from '@/server/account/reads';
import { prefetch } from '@/server/action-runner/prefetch';
import { challengeRead, standingRead } from '@/server/group-challenges/reads';
import { organizationRead } from '@/server/reference/reads';
import { isStudentNotFound, studentScopeRead } from '@/server/students/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groupChallenges'))('metaStudent') };
}

interface Props {
  params: Promise<{ slug: string; challengeId: string; studentId: string }>;
}

export default async function StandingPage({ params }: Props) {
  const user = await requirePageUser();
  const { slug, challengeId, studentId } = await params;
  const organization = await organizationRead.load(user, { slug });
  const t = await getTranslations('groupChallenges');
  // Before any byte: a coordinator naming another school's student (or an unknown one) gets not found; admin
  // and support are not checked here. The challenge, the standing and the permissions stream below.
  await studentScopeRead.load(user, { studentId }).catch((error: unknown) => {
    if (isStudentNotFound(error)) notFound();
    throw error;
  });
  const scope = { organizationId: organization._id, slug, challengeId };
  const load = () =>
    Promise.all([
      prefetch([challengeRead.query(user, scope), standingRead.query(user, { ...scope, studentId })]),
      accountPermissionsRead.load(user, {}),
    ]);
  const ref = { organizationId: organization._id, slug, challengeId };
  const crumbs = [
    { label: t('title'), href: '/group-challenges' },
    { label: organization.name, href: `/group-challenges/${slug}` },
  ];
  return (
    <ClientMessages scope="(console)/group-challenges/[slug]/[challengeId]/students/[studentId]/page">
      <div className="max-w-4xl">
        <Suspense fallback={<StandingSkeleton crumbs={crumbs} />}>
          <Await load={load}>
            {([state, permissions]) => (
              <div className="space-y-5">
                <HydrationBoundary state={state}>
                  <Breadcrumbs
                    items={[
                      ...crumbs,
                      {
                        label: <ChallengeTitle challenge={ref} />,
                        href: `/group-challenges/${slug}/${challengeId}?tab=students`,
                      },
                      { label: t('student') },
                    ]}
                  />
                  <AccountPermissionsProvider permissions={permissions.ok ? permissions.data : null}>
                    <StandingCard challenge={ref} studentId={studentId} organizationName={organization.name} />
                  </AccountPermissionsProvider>
                </HydrationBoundary>
              </div>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
