import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Suspense } from 'react';
import { ExamsOverview } from '@/components/exams/exams-overview';
import { ExamsOverviewSkeleton } from '@/components/exams/exams-skeletons';
import { PastSittings } from '@/components/exams/past-sittings';
import { StudentPicker } from '@/components/exams/student-picker';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requirePageUser } from '@/server/auth/guards';
import { examsOverviewRead } from '@/server/exams/reads';
import { pastExamsRead } from '@/server/applications/reads';
import { organizationRead } from '@/server/reference/reads';
import { prefetch } from '@/server/action-runner/prefetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('exams'))('title') };
}

export default async function OrganizationExamsPage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await requirePageUser();
  const { slug } = await params;
  // An unknown organization is not found (before any byte); the exams stream below.
  const organization = await organizationRead.load(user, { slug });
  const t = await getTranslations('exams');
  return (
    <ClientMessages scope="(console)/exams/[slug]/page">
      <div className="max-w-6xl space-y-6">
        <nav className="text-sm">
          <Link href="/exams" className="text-sky-800 hover:underline">
            {t('back')}
          </Link>
        </nav>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">
              {t('orgTitle', { organization: organization.name })}
            </h1>
            <p className="text-sm text-slate-600">{t('orgIntro')}</p>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <Link className="text-sky-700 hover:underline" href={`/applications?organization=${slug}`}>
              {t('applications')}
            </Link>
            <Link className="text-sky-700 hover:underline" href={`/exams/${slug}/apply-many`}>
              {t('applyMany')}
            </Link>
            <a className="text-sky-700 hover:underline" href="#past-sittings">
              {t('pastSittings')}
            </a>
          </div>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('studentExams')}</CardTitle>
            <CardDescription>{t('studentExamsIntro', { organization: organization.name })}</CardDescription>
          </CardHeader>
          <CardContent>
            <StudentPicker slug={slug} />
          </CardContent>
        </Card>
        <Suspense fallback={<ExamsOverviewSkeleton />}>
          <Await load={() => prefetch([examsOverviewRead.query(user, { slug })])}>
            {(state) => (
              <HydrationBoundary state={state}>
                <ExamsOverview slug={slug} />
              </HydrationBoundary>
            )}
          </Await>
        </Suspense>
        {/* The exams of sittings no longer open, from the console's copy of the applications (the API lists open ones only). */}
        <Suspense fallback={<p className="text-sm text-slate-600">{t('loadingExams')}</p>}>
          <Await load={() => pastExamsRead.load(user, { slug })}>
            {(past) => <PastSittings slug={slug} past={past} />}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
