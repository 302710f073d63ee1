import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ApplicationsTable } from '@/components/applications/applications-table';
import { Alert } from '@/components/ui/alert';
import { applicationKeys } from '@/lib/query/keys/exams';
import { requirePageUser } from '@/server/auth/guards';
import { studentScopeFor } from '@/server/directory/scope';
import { applicationFiltersSchema, listApplicationsPage } from '@/server/queries/applications';
import { asUser } from '@/server/queries/as-user';
import { prefetchOrNotFound } from '@/server/queries/exam-prefetch';
import { loadOrganizationsForExams } from '@/server/queries/exams';
import { findOrganization } from '@/server/queries/organizations';

export const metadata: Metadata = { title: 'Applications' };

type Search = { organization?: string; student?: string; exam?: string; page?: string; limit?: string; deleted?: string };

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requirePageUser();
  const search = await searchParams;
  const parsed = applicationFiltersSchema.safeParse({ organization: search.organization, student: search.student, exam: search.exam, page: search.page, limit: search.limit });
  const organization = parsed.success ? await findOrganization(parsed.data.organization) : undefined;
  if (!parsed.success || !organization) {
    const orgs = await asUser(user, loadOrganizationsForExams)();
    return (
      <div className="max-w-3xl space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Applications</h1>
        {search.organization && !organization ? <Alert tone="warning">There is no organization “{search.organization}”. Choose one below.</Alert> : null}
        {!parsed.success && search.organization ? <Alert tone="warning">The student or exam in the address is not a 24-character id. Choose again below.</Alert> : null}
        <p className="text-sm text-slate-600">Choose an organization.</p>
        {orgs.ok ? (
          <ul className="flex flex-wrap gap-2">
            {orgs.data.map((o) => (
              <li key={o._id}>
                <Link className="inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50" href={`/applications?organization=${o.slug}`}>
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
  // A coordinator: another school's student in the address is the 404 page; the rows are their schools' only.
  const state = await prefetchOrNotFound([{ queryKey: applicationKeys.list(params), queryFn: asUser(user, () => listApplicationsPage(user, params)) }]);
  const schools = studentScopeFor(user);
  const scope = params.exam ? `to exam ${params.exam}` : params.student ? 'of one student' : '';
  return (
    <div className="max-w-6xl space-y-4">
      <nav className="flex flex-wrap gap-x-4 text-sm">
        <Link href={`/exams/${organization.slug}`} className="text-sky-800 hover:underline">
          ← {organization.name} exams
        </Link>
        {params.student ? (
          <Link href={`/exams/${organization.slug}/available/${params.student}`} className="text-sky-800 hover:underline">
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
        <Alert tone="success" requestId={search.deleted}>
          The application was deleted.
        </Alert>
      ) : null}
      <HydrationBoundary state={state}>
        <ApplicationsTable params={params} />
      </HydrationBoundary>
    </div>
  );
}
