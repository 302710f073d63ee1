import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrganizationCardsSkeleton } from '@/components/exams/exams-skeletons';
import { requirePageUser } from '@/server/auth/guards';
import { OrganizationCards } from './organization-cards';

export const metadata: Metadata = { title: 'Exams' };

// No loading.tsx here: it would also wrap the pages below, whose notFound() must answer a real 404.
export default async function ExamsPage() {
  const user = await requirePageUser();
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Exams</h1>
        <p className="text-sm text-slate-600">
          Choose an organization to see its categories and open exams, or a student’s available exams.
        </p>
      </div>
      <Suspense fallback={<OrganizationCardsSkeleton />}>
        <OrganizationCards user={user} />
      </Suspense>
    </div>
  );
}
