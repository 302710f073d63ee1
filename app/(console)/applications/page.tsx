import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ApplicationsTableSkeleton } from '@/components/applications/applications-skeletons';
import { Alert } from '@/components/ui/alert';
import { requirePageUser } from '@/server/auth/guards';
import type { ConsoleUser } from '@/server/auth/roles';
import { isStudentNotFound, studentScopeFor } from '@/server/directory/scope';
import { requireStudentInScope } from '@/server/directory/student-access';
import { applicationFiltersSchema } from '@/server/applications/queries';
import { asUser } from '@/server/action-runner/as-user';
import { loadOrganizationsForExams } from '@/server/exams/queries';
import { findOrganization } from '@/server/reference/organizations';
import { ApplicationsList } from './applications-list';

export const metadata: Metadata = { title: 'Applications' };

type Search = {
  organization?: string;
  student?: string;
  exam?: string;
  page?: string;
  limit?: string;
  from?: string;
  before?: string;
  deleted?: string;
};

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requirePageUser();
  const search = await searchParams;
  const parsed = applicationFiltersSchema.safeParse({
    organization: search.organization,
    student: search.student,
    exam: search.exam,
    page: search.page,
    limit: search.limit,
    from: search.from,
    before: search.before,
  });
  const organization = parsed.success ? await findOrganization(parsed.data.organization) : undefined;
  if (!parsed.success || !organization) {
    const orgs = await asUser(user, loadOrganizationsForExams)();
    return (
      <div className="max-w-3xl space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Applications</h1>
        {search.organization && !organization ? (
          <Alert tone="warning">There is no organization “{search.organization}”. Choose one below.</Alert>
        ) : null}
        {!parsed.success && search.organization ? (
          <Alert tone="warning">The student or exam in the address is not a 24-character id. Choose again below.</Alert>
        ) : null}
        <p className="text-sm text-slate-600">Choose an organization.</p>
        {orgs.ok ? (
          <ul className="flex flex-wrap gap-2">
            {orgs.data.map((o) => (
              <li key={o._id}>
                <Link
                  className="inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
                  href={`/applications?organization=${o.slug}`}
                >
                  {o.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Alert tone="error" title="The organizations could not be loaded." requestId={orgs.error.requestId}>
            {orgs.error.message}
          </Alert>
        )}
      </div>
    );
  }
  const params = parsed.data;
  // Only what decides the 404 is awaited before the page starts streaming (a 200 cannot become a 404
  // afterwards): a coordinator's student in the address, of another school, is the 404 page. Any other
  // failure of that check is left to the list, which reports it with its request id.
  const studentChecked = params.student ? await studentInScope(user, params.student) : false;
  const schools = studentScopeFor(user);
  const scope = params.exam ? `to exam ${params.exam}` : params.student ? 'of one student' : '';
  return (
    <div className="max-w-6xl space-y-4">
      <nav className="flex flex-wrap gap-x-4 text-sm">
        <Link href={`/exams/${organization.slug}`} className="text-sky-800 hover:underline">
          ← {organization.name} exams
        </Link>
        {params.student ? (
          <Link
            href={`/exams/${organization.slug}/available/${params.student}`}
            className="text-sky-800 hover:underline"
          >
            The student’s available exams
          </Link>
        ) : null}
        {params.student || params.exam ? (
          <Link href={`/applications?organization=${organization.slug}`} className="text-sky-800 hover:underline">
            All {organization.name} applications
          </Link>
        ) : null}
      </nav>
      <h1 className="text-2xl font-semibold text-slate-900">
        {organization.name} applications {scope}
      </h1>
      {params.exam ? <p className="text-sm text-slate-600">Past sittings are listed too.</p> : null}
      {schools ? (
        <p className="text-sm text-slate-600" data-testid="schools-filter">
          Only applications of students of your schools are listed: {schools.join(', ') || 'none assigned'}.
        </p>
      ) : null}
      {search.deleted ? (
        <Alert tone="success" data-testid="application-deleted">
          The application was deleted.
        </Alert>
      ) : null}
      {/* Keyed by the address, so that Next and Previous show the skeleton at once rather than the old rows. */}
      <Suspense key={JSON.stringify(params)} fallback={<ApplicationsTableSkeleton rows={Math.min(params.limit, 10)} />}>
        <ApplicationsList user={user} params={params} studentChecked={studentChecked} />
      </Suspense>
    </div>
  );
}

/** True once the student is known to be in the user's scope; notFound() when they are not. */
async function studentInScope(user: ConsoleUser, studentId: string): Promise<boolean> {
  try {
    await asUser(user, () => requireStudentInScope(user, studentId))();
    return true;
  } catch (error) {
    if (isStudentNotFound(error)) notFound();
    return false;
  }
}
