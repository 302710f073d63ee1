import type { Metadata } from 'next';
import { Suspense } from 'react';
import { HomeView } from '@/components/home/home-view';
import { Await } from '@/components/shell/await';
import { PageSkeleton } from '@/components/shell/page-skeleton';
import { requirePageUser } from '@/server/auth/guards';
import { homeRead } from '@/server/home/reads';

export const metadata: Metadata = { title: 'Home' };

export default async function HomePage() {
  const user = await requirePageUser();
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Home</h1>
        <p className="text-sm text-slate-600">
          {user.role === 'coordinator'
            ? `What is waiting for you at ${user.schools.length ? user.schools.join(', ') : 'your schools'}.`
            : 'What is waiting across every school, then how the console and the Partner API are doing.'}
        </p>
      </div>
      <Suspense fallback={<PageSkeleton />}>
        <Await load={() => homeRead.load(user, {})}>{(view) => <HomeView view={view} />}</Await>
      </Suspense>
    </div>
  );
}
