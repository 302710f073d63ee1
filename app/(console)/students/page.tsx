import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { StudentsListSkeleton } from '@/components/students/students-list-skeleton';
import { buttonVariants } from '@/components/ui/button';
import { readStudentListParams } from '@/lib/students/list-params';
import { requirePageUser } from '@/server/auth/guards';
import { StudentsListSection } from './students-list-section';

export const metadata: Metadata = { title: 'Students' };

// No loading.tsx here: it would also wrap the student pages below, whose notFound() must answer a real 404.
export default async function StudentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePageUser();
  const { emailText, ...params } = readStudentListParams(await searchParams);
  return (
    <div className="max-w-7xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Students</h1>
        <Link href="/students/new" className={buttonVariants()}>
          Register a student
        </Link>
      </div>
      <Suspense fallback={<StudentsListSkeleton />}>
        <StudentsListSection user={user} params={params} emailText={emailText} />
      </Suspense>
    </div>
  );
}
