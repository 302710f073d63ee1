import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ExamChooser } from '@/components/exams/exam-chooser';
import { WhySkeleton } from '@/components/exams/exams-skeletons';
import { StudentPicker } from '@/components/exams/student-picker';
import { WhyVerdicts } from '@/components/exams/why-verdicts';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { requirePageUser } from '@/server/auth/guards';
import { examsOverviewRead, whyRead } from '@/server/exams/reads';
import { isStudentNotFound, studentScopeRead } from '@/server/students/reads';
import { organizationRead } from '@/server/reference/reads';
import { prefetch } from '@/server/action-runner/prefetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('why'))('title') };
}

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ exam?: string; student?: string }> };

export default async function WhyPage({ params, searchParams }: Props) {
  const user = await requirePageUser();
  const { slug } = await params;
  const search = await searchParams;
  const organization = await organizationRead.load(user, { slug });
  const examId = isObjectId(search.exam) ? search.exam : undefined;
  const studentId = isObjectId(search.student) ? search.student : undefined;
  const [t, applications] = await Promise.all([getTranslations('why'), getTranslations('applications')]);
  // Before any byte: a student named in the address must be one the user may see (for a coordinator, of their schools).
  if (studentId) {
    await studentScopeRead.load(user, { studentId }).catch((error: unknown) => {
      if (isStudentNotFound(error)) notFound();
      throw error;
    });
  }
  // The rules (or the exams to choose from) stream below; loadWhy reads the student through the same per-render read.
  const load = () =>
    prefetch([
      examId && studentId ? whyRead.query(user, { slug, examId, studentId }) : examsOverviewRead.query(user, { slug }),
    ]);
  return (
    <ClientMessages scope="(console)/exams/[slug]/why/page">
      <div className="max-w-4xl space-y-4">
        <nav className="text-sm">
          <Link href={`/exams/${slug}`} className="text-sky-800 hover:underline">
            {applications('backToExams', { organization: organization.name })}
          </Link>
        </nav>
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
        <Suspense fallback={<WhySkeleton />}>
          <Await load={load}>
            {(state) => (
              <HydrationBoundary state={state}>
                {examId && studentId ? (
                  <WhyVerdicts slug={slug} examId={examId} studentId={studentId} />
                ) : (
                  <Card>
                    <CardHeader>
                      <CardTitle>{t(examId ? 'chooseStudent' : 'chooseExam')}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      {examId ? (
                        <StudentPicker slug={slug} examId={examId} />
                      ) : (
                        <ExamChooser slug={slug} hrefFor={{ base: `/exams/${slug}/why`, studentId }} />
                      )}
                    </CardContent>
                  </Card>
                )}
              </HydrationBoundary>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
