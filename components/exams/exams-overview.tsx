'use client';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describeExam } from '@/lib/exams/describe';
import { unwrapAction } from '@/lib/query/action-query';
import { examKeys } from '@/lib/query/keys/exams';
import { loadExamsOverviewAction } from '@/server/exams/actions';
import { ExamFacts } from './exam-facts';
import { QueryError } from './query-error';
import { useExamNames } from './use-exam-words';

/** /exams/{slug}: categories in their order, then the open exams under their category. */
export function ExamsOverview({ slug }: { slug: string }) {
  const t = useTranslations('exams');
  const examNames = useExamNames();
  const query = useQuery({
    queryKey: examKeys.overview(slug),
    queryFn: () => unwrapAction(loadExamsOverviewAction({ slug })),
  });
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loadingExams')}</p>;
  if (query.isError) return <QueryError error={query.error} title={t('examsLoadFailed')} />;
  const { categories, exams, directory, grades, countries } = query.data;
  const names = {
    grades: new Map(grades.map((g) => [g._id, g.name])),
    countries: new Map(countries.map((c) => [c._id, c.name])),
  };
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('categories')}</CardTitle>
          <CardDescription>{t('categoriesIntro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-wrap gap-2" aria-label={t('categories')}>
            {categories.map((c) => (
              <li key={c._id} className="rounded-md border border-slate-200 px-3 py-1.5 text-sm">
                <span className="font-medium">{c.name}</span>
                {c.altName ? <span className="text-slate-600"> · {c.altName}</span> : null}
                {c.isActive === false ? <Badge className="ml-2">{t('inactive')}</Badge> : null}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <section aria-labelledby="open-exams" className="space-y-3">
        <h2 id="open-exams" className="text-lg font-semibold text-slate-900">
          {t('openExams')} <span className="text-sm font-normal text-slate-600">({exams.length})</span>
        </h2>
        {exams.length === 0 ? <p className="text-sm text-slate-600">{t('noOpenExams')}</p> : null}
        <ul className="grid gap-4 lg:grid-cols-2">
          {exams.map((exam) => {
            const d = describeExam(exam, categories, directory, examNames);
            return (
              <li key={exam._id}>
                <Card className="h-full" data-testid="open-exam">
                  <CardHeader>
                    <CardTitle>
                      {d.category} · {d.language}
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <ExamFacts exam={exam} categories={categories} directory={directory} names={names} />
                    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      <Link
                        className="text-sky-700 hover:underline"
                        href={`/applications?organization=${slug}&exam=${exam._id}`}
                      >
                        {t('examApplications')}
                      </Link>
                      <Link className="text-sky-700 hover:underline" href={`/exams/${slug}/why?exam=${exam._id}`}>
                        {t('whyNot')}
                      </Link>
                      <Link
                        className="text-sky-700 hover:underline"
                        href={`/exams/${slug}/apply-many?exam=${exam._id}`}
                      >
                        {t('applyMany')}
                      </Link>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
