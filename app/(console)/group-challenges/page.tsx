import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OverviewSkeleton } from '@/components/group-challenges/group-challenge-skeletons';
import { OrganizationsOverview } from '@/components/group-challenges/organizations-overview';
import { Await } from '@/components/shell/await';
import { requirePageUser } from '@/server/auth/guards';
import { prefetch } from '@/server/action-runner/prefetch';
import { challengeOverviewRead } from '@/server/group-challenges/reads';

export const metadata: Metadata = { title: 'Group challenges' };

// No loading.tsx here: it would also wrap the pages below, whose notFound() must answer a real 404.
export default async function GroupChallengesPage() {
  const user = await requirePageUser();
  const load = () => prefetch([challengeOverviewRead.query(user, {})]);
  return (
    <div className="max-w-6xl space-y-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Group challenges</h1>
        <p className="mt-1 text-sm text-slate-600">
          Challenges that teams of students work on step by step. Open one to see the groups with your students, act for
          a student, and send a group’s work.
        </p>
      </div>
      <Suspense fallback={<OverviewSkeleton />}>
        <Await load={load}>
          {(state) => (
            <HydrationBoundary state={state}>
              <OrganizationsOverview />
            </HydrationBoundary>
          )}
        </Await>
      </Suspense>
    </div>
  );
}
