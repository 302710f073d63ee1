import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { StudentsList } from '@/components/students/students-list';
import { buttonVariants } from '@/components/ui/button';
import { studentKeys } from '@/lib/query/keys/students';
import { readStudentListParams } from '@/lib/students/list-params';
import { requirePageUser } from '@/server/auth/guards';
import { studentScopeFor } from '@/server/directory/scope';
import { runAsActor } from '@/server/partner';
import { listOrganizations } from '@/server/queries/organizations';
import { loadStudentList } from '@/server/queries/students';
import { prefetch } from '@/server/query/prefetch';

export const metadata: Metadata = { title: 'Students' };

export default async function StudentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const { emailText, ...params } = readStudentListParams(await searchParams);
  // A coordinator's list comes from the directory (the API cannot filter by school).
  const scoped = studentScopeFor(user) !== null;
  const actor = { id: user.id, email: user.email };
  const [organizations, state] = await runAsActor(actor, () =>
    Promise.all([
      listOrganizations().catch(() => []),
      prefetch([{ queryKey: studentKeys.list(params), queryFn: () => loadStudentList(user, params) }]),
    ]),
  );
  return (
    <div className="max-w-7xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Students</h1>
        <Link href="/students/new" className={buttonVariants()}>
          Register a student
        </Link>
      </div>
      <HydrationBoundary state={state}>
        <StudentsList params={params} emailText={emailText} scoped={scoped} organizations={organizations.map((o) => ({ slug: o.slug, name: o.name }))} />
      </HydrationBoundary>
    </div>
  );
}
