'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { describeExam, examTitle } from '@/lib/exams/describe';
import { unwrapAction } from '@/lib/query/action-query';
import { examKeys } from '@/lib/query/keys/exams';
import { loadExamsOverviewAction } from '@/server/exams/actions';
import { QueryError } from './query-error';
import { useExamNames } from './use-exam-words';

/** The organization's open exams as links that keep the rest of the URL (e.g. the chosen student). */
export function ExamChooser({ slug, hrefFor }: { slug: string; hrefFor: { base: string; studentId?: string } }) {
  const t = useTranslations('exams');
  const examNames = useExamNames();
  const query = useQuery({
    queryKey: examKeys.overview(slug),
    queryFn: () => unwrapAction(loadExamsOverviewAction({ slug })),
  });
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loadingExams')}</p>;
  if (query.isError) return <QueryError error={query.error} title={t('examsLoadFailed')} />;
  const { exams, categories, directory } = query.data;
  if (exams.length === 0) return <p className="text-sm text-slate-600">{t('noOpenExams')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t('openExams')}>
      {exams.map((e) => (
        <li key={e._id} className="px-3 py-2 text-sm">
          <Link
            className="text-sky-700 hover:underline"
            href={`${hrefFor.base}?exam=${e._id}${hrefFor.studentId ? `&student=${hrefFor.studentId}` : ''}`}
          >
            {examTitle(describeExam(e, categories, directory, examNames))}
          </Link>
        </li>
      ))}
    </ul>
  );
}
