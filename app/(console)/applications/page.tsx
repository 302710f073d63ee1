import { ClientMessages } from '@/components/providers/client-messages';
import { FailureText } from '@/components/ui/failure-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ApplicationsTableSkeleton } from '@/components/applications/applications-skeletons';
import { Alert } from '@/components/ui/alert';
import { requirePageUser } from '@/server/auth/guards';
import type { ConsoleUser } from '@/server/auth/roles';
import { applicationFiltersSchema } from '@/server/applications/reads';
import { examOrganizationsRead } from '@/server/exams/reads';
import { isStudentNotFound, studentScopeFor, studentScopeRead } from '@/server/students/reads';
import { findOrganizationRead } from '@/server/reference/reads';
import { ExportLinks } from '@/components/exports/export-links';
import { applicationsExportHref, applicationsExportNote } from '@/server/exports/reads';
import { applicationsPageRead } from '@/server/applications/reads';
import { ApplicationsList } from './applications-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('applications'))('title') };
}

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
  const organization = parsed.success
    ? await findOrganizationRead.load(user, { slug: parsed.data.organization })
    : undefined;
  const t = await getTranslations('applications');
  if (!parsed.success || !organization) {
    const orgs = await examOrganizationsRead.load(user, {});
    return (
      <div className="max-w-3xl space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        {search.organization && !organization ? (
          <Alert tone="warning">{t('noOrganization', { slug: search.organization })}</Alert>
        ) : null}
        {!parsed.success && search.organization ? <Alert tone="warning">{t('badIds')}</Alert> : null}
        <p className="text-sm text-slate-600">{t('chooseOrganization')}</p>
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
          <Alert
            tone="error"
            title={(await getTranslations('exams'))('organizationsFailed')}
            requestId={orgs.error.requestId}
          >
            <FailureText failure={orgs.error} />
          </Alert>
        )}
      </div>
    );
  }
  const params = parsed.data;
  // Only what decides the 404 is awaited before the page starts streaming (a 200 cannot become a 404
  // afterwards): a coordinator's student in the address, of another school, is the 404 page. Any other
  // failure of that check is left to the list, which reports it with its request id.
  if (params.student) await decideStudentNotFound(user, params.student);
  const schools = studentScopeFor(user);
  const heading = params.exam ? 'headingExam' : params.student ? 'headingStudent' : 'heading';
  const x = await getTranslations('dataExports');
  const exportScope = { organization: organization.slug, exam: params.exam, student: params.student };
  // The list's read starts with the export note's, so their stored copies come in one statement; the note is read
  // from the console's database only (a few statements), so awaited here: the buttons never move the list.
  const list = applicationsPageRead.load(user, params);
  list.catch(() => undefined); // a failure is the list's to show, in its <Suspense>
  const exportNote = await applicationsExportNote(user, exportScope);
  return (
    <ClientMessages scope="(console)/applications/page">
      <div className="max-w-6xl space-y-4">
        <nav className="flex flex-wrap gap-x-4 text-sm">
          <Link href={`/exams/${organization.slug}`} className="text-sky-800 hover:underline">
            {t('backToExams', { organization: organization.name })}
          </Link>
          {params.student ? (
            <Link
              href={`/exams/${organization.slug}/available/${params.student}`}
              className="text-sky-800 hover:underline"
            >
              {t('studentExams')}
            </Link>
          ) : null}
          {params.student || params.exam ? (
            <Link href={`/applications?organization=${organization.slug}`} className="text-sky-800 hover:underline">
              {t('allOfOrganization', { organization: organization.name })}
            </Link>
          ) : null}
        </nav>
        <h1 className="text-2xl font-semibold text-slate-900">{t(heading, { organization: organization.name })}</h1>
        {params.exam ? <p className="text-sm text-slate-600">{t('pastListed')}</p> : null}
        {schools ? (
          <p className="text-sm text-slate-600" data-testid="schools-filter">
            {t('schoolsOnly', { schools: schools.join(', ') || t('noneAssigned') })}
          </p>
        ) : null}
        {search.deleted ? (
          <Alert tone="success" data-testid="application-deleted">
            {t('deleted')}
          </Alert>
        ) : null}
        {exportNote ? (
          <ExportLinks
            label={x('applicationsLabel')}
            href={applicationsExportHref(exportScope)}
            words={{ csv: x('csv'), xlsx: x('xlsx') }}
            note={exportNote}
            testId="applications-export"
          />
        ) : null}
        {/* Keyed by the address, so that Next and Previous show the skeleton at once rather than the old rows. */}
        <Suspense
          key={JSON.stringify(params)}
          fallback={<ApplicationsTableSkeleton rows={Math.min(params.limit, 10)} />}
        >
          <ApplicationsList user={user} params={params} loaded={list} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}

/** notFound() when the student is not in the user's scope; any other failure is left to the list. */
async function decideStudentNotFound(user: ConsoleUser, studentId: string): Promise<void> {
  try {
    await studentScopeRead.load(user, { studentId });
  } catch (error) {
    if (isStudentNotFound(error)) notFound();
  }
}
