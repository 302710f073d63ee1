import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { ACTIVITY_PARAMS } from '@/lib/group-challenges/activity-params';
import { Breadcrumbs } from '@/components/group-challenges/breadcrumbs';
import { ChallengeTitle } from '@/components/group-challenges/challenge-title';
import { GroupSkeleton } from '@/components/group-challenges/group-challenge-skeletons';
import { GroupView } from '@/components/group-challenges/group-view';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { requirePageUser } from '@/server/auth/guards';
import { isStudentNotFound } from '@/server/students/reads';
import { accountPermissionsRead } from '@/server/account/reads';
import { prefetch } from '@/server/action-runner/prefetch';
import { challengeGroupRead, challengeRead, groupActivityRead } from '@/server/group-challenges/reads';
import { organizationRead } from '@/server/reference/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groupChallenges'))('group') };
}

interface Props {
  params: Promise<{ slug: string; challengeId: string; groupId: string }>;
}

export default async function GroupPage({ params }: Props) {
  const user = await requirePageUser();
  const { slug, challengeId, groupId } = await params;
  const organization = await organizationRead.load(user, { slug });
  const t = await getTranslations('groupChallenges');
  const scope = { organizationId: organization._id, slug, challengeId, groupId };
  // Before any byte: a coordinator's group with no member of their schools (or no such group) is not found;
  // other failures go to the page. The challenge, the activity and the permissions stream below.
  const group = challengeGroupRead.load(user, scope);
  if (
    isStudentNotFound(
      await group.then(
        () => null,
        (error: unknown) => error,
      ),
    )
  )
    notFound();
  const load = () =>
    Promise.all([
      prefetch([
        challengeRead.query(user, scope),
        challengeGroupRead.query(user, scope, group),
        groupActivityRead.query(user, { ...scope, params: ACTIVITY_PARAMS }),
      ]),
      accountPermissionsRead.load(user, {}),
    ]);
  const ref = { organizationId: organization._id, slug, challengeId, groupId };
  const crumbs = [
    { label: t('title'), href: '/group-challenges' },
    { label: organization.name, href: `/group-challenges/${slug}` },
  ];
  return (
    <ClientMessages scope="(console)/group-challenges/[slug]/[challengeId]/groups/[groupId]/page">
      <div className="max-w-6xl">
        <Suspense fallback={<GroupSkeleton crumbs={crumbs} />}>
          <Await load={load}>
            {([state, permissions]) => (
              <div className="space-y-5">
                <HydrationBoundary state={state}>
                  <Breadcrumbs
                    items={[
                      ...crumbs,
                      { label: <ChallengeTitle challenge={ref} />, href: `/group-challenges/${slug}/${challengeId}` },
                      { label: t('group') },
                    ]}
                  />
                  <AccountPermissionsProvider permissions={permissions.ok ? permissions.data : null}>
                    <GroupView group={ref} schoolScoped={user.role === 'coordinator'} />
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
