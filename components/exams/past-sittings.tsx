'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/components/ui/use-format';
import { describeExam, examTitle } from '@/lib/exams/describe';
import type { PastExams } from '@/server/applications/past-exams';
import { useExamNames } from './use-exam-words';

/**
 * /exams/{slug}'s past sittings: the exams the students applied to that are no longer open (the API lists open
 * exams only), each with its number of applications and a link to them (listExamApplications answers for past
 * sittings, spec §4.6). From the console's copy of the organization's applications, as of its last whole read.
 */
export function PastSittings({ slug, past }: { slug: string; past: PastExams }) {
  const t = useTranslations('exams');
  const examNames = useExamNames();
  const format = useFormat();
  const { exams, categories, directory, asOf } = past;
  return (
    <Card data-testid="past-sittings">
      <CardHeader>
        <CardTitle id="past-sittings" className="scroll-mt-4">
          {t('pastSittings')} <span className="text-sm font-normal text-slate-600">({exams.length})</span>
        </CardTitle>
        <CardDescription>
          {asOf ? t('pastSittingsIntro', { time: format.dateTime(asOf) }) : t('pastSittingsNotRead')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {exams.length === 0 ? (
          <p className="text-sm text-slate-600">{t('pastSittingsNone')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm" aria-labelledby="past-sittings">
            {exams.map(({ examId, exam, applications }) => {
              const title = exam
                ? examTitle(describeExam(exam, categories, directory, examNames))
                : t('pastExamUnknown');
              return (
                <li
                  key={examId}
                  data-testid="past-exam"
                  className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <span className="min-w-0 break-words text-slate-900">{title}</span>
                  <Link
                    className="shrink-0 text-sky-700 hover:underline"
                    href={`/applications?organization=${slug}&exam=${examId}`}
                  >
                    {t('pastApplications', { count: applications })}
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
