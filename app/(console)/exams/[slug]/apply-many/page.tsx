import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { ApplyMany } from '@/components/exams/apply-many';
import { ExamChooser } from '@/components/exams/exam-chooser';
import { examNamesFrom } from '@/components/exams/use-exam-words';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { ClientMessages } from '@/components/providers/client-messages';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describeExam, examTitle } from '@/lib/exams/describe';
import { requirePageUser } from '@/server/auth/guards';
import { accountPermissionsRead } from '@/server/account/reads';
import { examsOverviewRead } from '@/server/exams/reads';
import { organizationRead } from '@/server/reference/reads';
import { prefetch } from '@/server/action-runner/prefetch';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('applyMany'))('title') };
}

export default async function ApplyManyPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ exam?: string }>;
}) {
  const user = await requirePageUser();
  const { slug } = await params;
  const { exam } = await searchParams;
  const organization = await organizationRead.load(user, { slug });
  const examId = isObjectId(exam) ? exam : null;
  const [t, applications, examNames] = await Promise.all([
    getTranslations('applyMany'),
    getTranslations('applications'),
    getTranslations('examNames'),
  ]);
  let examLabel: string | null = null;
  let price: number | undefined;
  if (examId) {
    const overview = await examsOverviewRead.load(user, { slug }).catch(() => null);
    const found = overview?.exams.find((e) => e._id === examId);
    price = found?.price;
    examLabel =
      found && overview
        ? examTitle(
            describeExam(found, overview.categories, overview.directory, examNamesFrom(examNames, await getLocale())),
          )
        : null;
  }
  const [state, account] = await Promise.all([
    prefetch(examLabel ? [] : [examsOverviewRead.query(user, { slug })]),
    accountPermissionsRead.load(user, {}),
  ]);
  return (
    <ClientMessages scope="(console)/exams/[slug]/apply-many/page">
      <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
        <div className="max-w-4xl space-y-4">
          <nav className="text-sm">
            <Link href={`/exams/${slug}`} className="text-sky-800 hover:underline">
              {applications('backToExams', { organization: organization.name })}
            </Link>
          </nav>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <Card>
            <CardHeader>
              <CardTitle>{examId && examLabel ? examLabel : t('chooseExam')}</CardTitle>
            </CardHeader>
            <CardContent>
              <HydrationBoundary state={state}>
                {examId && examLabel ? (
                  <ApplyMany
                    slug={slug}
                    organizationName={organization.name}
                    examId={examId}
                    examLabel={examLabel}
                    price={price}
                  />
                ) : (
                  <>
                    {examId ? <p className="mb-3 text-sm text-amber-800">{t('examNotOpen')}</p> : null}
                    <ExamChooser slug={slug} hrefFor={{ base: `/exams/${slug}/apply-many` }} />
                  </>
                )}
              </HydrationBoundary>
            </CardContent>
          </Card>
        </div>
      </AccountPermissionsProvider>
    </ClientMessages>
  );
}
