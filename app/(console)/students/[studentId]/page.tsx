import { ClientMessages } from '@/components/providers/client-messages';
import { FailureText } from '@/components/ui/failure-text';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { StudentActionsSkeleton } from '@/components/students/student-actions-skeleton';
import { StudentDetails } from '@/components/students/student-details';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { prefetch } from '@/server/action-runner/prefetch';
import { requirePageUser } from '@/server/auth/guards';
import { studentPageRead, studentRecordRead } from '@/server/students/reads';
import { ExportLinks } from '@/components/exports/export-links';
import { applicationsExportHref, applicationsExportNote } from '@/server/exports/reads';
import { StudentActionsSection } from './student-actions-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('student'))('title') };
}

type Props = { params: Promise<{ studentId: string }>; searchParams: Promise<{ registered?: string; saved?: string }> };

export default async function StudentPage({ params, searchParams }: Props) {
  const user = await requirePageUser();
  const { studentId } = await params;
  const { registered, saved } = await searchParams;
  const t = await getTranslations('student');
  const common = await getTranslations('common');
  const x = await getTranslations('dataExports');
  // Only the student decides found or not found (a 404 must be sent before any byte); the rest streams below.
  // The export note is read from the console's database only, so awaited here too (the buttons never move what
  // streams below), and at once with the student: their stored copies come in one statement.
  const [load, exportNote] = await Promise.all([
    studentPageRead.load(user, { studentId }),
    applicationsExportNote(user, { student: studentId }),
  ]);
  if (load.kind === 'not-found') notFound();
  if (load.kind === 'failed') {
    return (
      <div className="max-w-2xl space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <Alert title={t('loadFailed')} requestId={load.error.requestId}>
          <FailureText failure={load.error} /> {common('reloadHint')}
        </Alert>
      </div>
    );
  }
  const { student, organizations } = load;
  // The record the page read to decide its 404, handed to the browser's query under studentRecordRead's key.
  const state = await prefetch([
    studentRecordRead.query(user, { studentId: student._id }, Promise.resolve(load.stored)),
  ]);
  return (
    <ClientMessages scope="(console)/students/[studentId]/page">
      <div className="max-w-6xl space-y-6">
        <nav className="text-sm">
          <Link href="/students" className="text-sky-800 hover:underline">
            {t('back')}
          </Link>
        </nav>
        {registered ? (
          <Alert
            tone="success"
            title={t('registeredTitle', { name: student.fullName })}
            data-testid="registered-banner"
          >
            <p>
              {t.rich('registeredText', {
                username: student.username,
                email: student.email,
                mono: (chunks) => (
                  <span className="font-mono text-lg font-semibold" data-testid="registered-username">
                    {chunks}
                  </span>
                ),
              })}
            </p>
          </Alert>
        ) : null}
        {saved && !registered ? (
          <Alert tone="success" title={t('savedTitle', { name: student.fullName })} data-testid="saved-banner">
            {t('savedText')}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{student.fullName}</h1>
            <p className="font-mono text-base text-slate-700" data-testid="student-username">
              {student.username}
            </p>
          </div>
          <Link href={`/students/${student._id}/edit`} className={buttonVariants({ variant: 'secondary' })}>
            {t('edit')}
          </Link>
        </div>
        <HydrationBoundary state={state}>
          <StudentDetails studentId={student._id} />
        </HydrationBoundary>
        {exportNote ? (
          <ExportLinks
            label={x('studentApplicationsLabel')}
            href={applicationsExportHref({ student: student._id })}
            words={{ csv: x('csv'), xlsx: x('xlsx') }}
            note={exportNote}
            testId="student-applications-export"
          />
        ) : null}
        <Suspense fallback={<StudentActionsSkeleton organizationNames={organizations.map((o) => o.name)} />}>
          <StudentActionsSection user={user} student={student} organizations={organizations} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}
