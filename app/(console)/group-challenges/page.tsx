import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { OrganizationsOverview } from '@/components/group-challenges/organizations-overview';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { requirePageUser } from '@/server/auth/guards';
import { runAsActor } from '@/server/partner';
import { loadOverview } from '@/server/queries/group-challenges';
import { prefetch } from '@/server/query/prefetch';

export const metadata: Metadata = { title: 'Group challenges' };

export default async function GroupChallengesPage() {
  const user = await requirePageUser();
  const state = await prefetch([{ queryKey: groupChallengeKeys.overview(), queryFn: () => runAsActor(user, () => loadOverview()) }]);
  return (
    <div className="max-w-6xl space-y-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Group challenges</h1>
        <p className="mt-1 text-sm text-slate-600">
          Challenges that teams of students work on step by step. Open one to see the groups with your students, act for a student, and send
          a group’s work.
        </p>
      </div>
      <HydrationBoundary state={state}>
        <OrganizationsOverview />
      </HydrationBoundary>
    </div>
  );
}
