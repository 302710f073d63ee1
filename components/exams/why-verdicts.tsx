'use client';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, HelpCircleIcon, XCircleIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { useFormat } from '@/components/ui/use-format';
import type { WhyExamLabel, WhyReason } from '@/lib/exams/why';
import { formatDateTime } from '@/lib/format/date-time';
import { unwrapAction } from '@/lib/query/action-query';
import { examKeys } from '@/lib/query/keys/exams';
import { loadWhyAction } from '@/server/exams/actions';
import { QueryError } from './query-error';
import { useExamNames } from './use-exam-words';
import { FailureText } from '@/components/ui/failure-text';

const icons = { holds: CheckCircle2Icon, fails: XCircleIcon, unknown: HelpCircleIcon };
const colours = { holds: 'text-emerald-700', fails: 'text-red-700', unknown: 'text-amber-700' };

/** A rule's reason, and the exam's name, in the reader's language. */
function useWhyWords() {
  const t = useTranslations('why');
  const exams = useTranslations('exams');
  const examNames = useExamNames();
  const format = useFormat();
  const reason = ({ code, values = {}, date, failure }: WhyReason): ReactNode =>
    failure ? (
      <>
        {t('reason.applicationsUnreadable')} <FailureText failure={failure} />
      </>
    ) : (
      t(`reason.${code}`, {
        ...values,
        grades: values.grades || exams('gradesNone'),
        date: date ? format.dateTime(date) : '',
      })
    );
  const examLabel = (label: WhyExamLabel) => {
    if (!label.category && !label.sitting && !label.sittingStart && !label.language) return t('examNotOpen');
    const start = label.sittingStart
      ? `${formatDateTime(label.sittingStart.date, { ...format.context, timeZone: label.sittingStart.zone })} (${label.sittingStart.zone})`
      : null;
    const sitting = [label.sitting ?? (start ? null : examNames.sittingUnnamed), start].filter(Boolean).join(', ');
    return [label.category ?? examNames.categoryUnnamed, sitting, label.language ?? examNames.languageUnnamed].join(
      ' · ',
    );
  };
  return { t, reason, examLabel };
}

/** The five rules of spec §4.5 for one exam and one student, each with its reason. */
export function WhyVerdicts({ slug, examId, studentId }: { slug: string; examId: string; studentId: string }) {
  const { t, reason, examLabel } = useWhyWords();
  const titles = useTranslations('apply.ruleTitle');
  const applications = useTranslations('applications');
  const query = useQuery({
    queryKey: examKeys.why(slug, examId, studentId),
    queryFn: () => unwrapAction(loadWhyAction({ slug, examId, studentId })),
  });
  if (query.isPending) return <p className="text-sm text-slate-600">{t('checking')}</p>;
  if (query.isError) return <QueryError error={query.error} title={t('loadFailed')} />;
  const w = query.data;
  const failing = w.verdicts.filter((v) => v.state === 'fails');
  const summary =
    w.offered === 'holds'
      ? t('allHold')
      : w.offered === 'fails'
        ? t('notOffered', {
            rules: failing.map((v) => titles(v.rule).toLocaleLowerCase()).join(', '),
            count: failing.length,
          })
        : t('someUnknown');
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>{examLabel(w.examLabel)}</CardTitle>
          <CardDescription>
            {t.rich('forStudent', {
              name: w.student.fullName,
              email: w.student.email,
              grade: w.student.grade?.name ?? t('gradeNotSet'),
              country: w.student.country?.name ?? t('noCountry'),
              link: (chunks) => (
                <Link
                  className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
                  href={`/students/${w.student._id}`}
                >
                  {chunks}
                </Link>
              ),
            })}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Alert
            tone={w.offered === 'holds' ? 'success' : w.offered === 'fails' ? 'error' : 'warning'}
            role="status"
            data-testid="why-summary"
          >
            {summary}
          </Alert>
          <ol className="space-y-3" aria-label={t('rulesLabel')}>
            {w.verdicts.map((v) => {
              const Icon = icons[v.state];
              return (
                <li key={v.rule} className="flex gap-3" data-testid={`rule-${v.rule}`} data-state={v.state}>
                  <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', colours[v.state])} />
                  <div className="text-sm">
                    <p className="font-medium text-slate-900">
                      {`${v.number}. ${titles(v.rule)}`} —{' '}
                      <span className={colours[v.state]}>{t('state', { state: v.state })}</span>
                    </p>
                    <p className="text-slate-700">{reason(v.reason)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
          {w.inTree !== null ? (
            <p className="text-sm text-slate-600">{t(w.inTree ? 'inTree' : 'notInTree')}</p>
          ) : w.treeError ? (
            <Alert tone="warning" requestId={w.treeError.requestId}>
              {t('treeFailed', { message: w.treeError.message })}
            </Alert>
          ) : null}
          {w.notes.map((n) => (
            <Alert key={n} tone="info">
              {t(n === 'neverSignedIn' ? 'noteNeverSignedIn' : 'noteNotVisible')}
            </Alert>
          ))}
          <div className="flex flex-wrap gap-x-4 text-sm">
            <Link
              className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
              href={`/exams/${slug}/available/${w.student._id}`}
            >
              {applications('studentExams')}
            </Link>
            {!w.student.grade ? (
              <Link
                className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
                href={`/students/${w.student._id}/edit`}
              >
                {t('setGrade')}
              </Link>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
