'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describeExam, examTitle, type ExamDirectory } from '@/lib/exams/describe';
import { paymentLabel } from '@/lib/exams/price';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { ExamCategory } from '@/lib/partner-api/schemas/exam';
import { Badge } from '@/components/ui/badge';
import { FailureText } from '@/components/ui/failure-text';
import { useExamNames, usePriceWords } from './use-exam-words';

type Applications =
  | { known: true; list: ResolvedApplication[] }
  | {
      known: false;
      neverSignedIn: boolean;
      reason: string;
      error: { message: string; requestId?: string | null } | null;
    };

/** What the student already holds in the organization (those exams leave the tree: rule 5). */
export function StudentApplications({
  slug,
  studentId,
  applications,
  categories,
  directory,
}: {
  slug: string;
  studentId: string;
  applications: Applications;
  categories: ExamCategory[];
  directory: ExamDirectory;
}) {
  const t = useTranslations('studentApplications');
  const applicationWords = useTranslations('applications');
  const examNames = useExamNames();
  const priceWords = usePriceWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>
          {t('intro')}{' '}
          <Link
            className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
            href={`/applications?organization=${slug}&student=${studentId}`}
          >
            {t('all')}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!applications.known ? (
          applications.neverSignedIn ? (
            <p className="text-sm text-slate-600">{t('neverSignedIn')}</p>
          ) : (
            <Alert tone="error" requestId={applications.error?.requestId}>
              {applications.error ? (
                <>
                  {applicationWords('noteUnreadable')} <FailureText failure={applications.error} />
                </>
              ) : (
                applicationWords('noteNeverSignedIn')
              )}
            </Alert>
          )
        ) : applications.list.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noneYet')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('title')}>
            {applications.list.map((a) => {
              const payment = paymentLabel(a.payment, priceWords);
              return (
                <li
                  key={a._id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  data-testid="student-application"
                >
                  <span>
                    {a.exam ? examTitle(describeExam(a.exam, categories, directory, examNames)) : t('examGone')}{' '}
                    <Badge tone={payment.tone}>{payment.text}</Badge>
                  </span>
                  <Link className="font-medium text-sky-700 hover:underline" href={`/applications/${slug}/${a._id}`}>
                    {t('open', { uuid: a.uuid })}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
