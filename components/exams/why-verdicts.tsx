'use client';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, HelpCircleIcon, XCircleIcon } from 'lucide-react';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { unwrapAction } from '@/lib/query/action-query';
import { examKeys } from '@/lib/query/keys/exams';
import { loadWhyAction } from '@/server/exams/actions';
import { QueryError } from './query-error';

const icons = { holds: CheckCircle2Icon, fails: XCircleIcon, unknown: HelpCircleIcon };
const stateWords = { holds: 'holds', fails: 'fails', unknown: 'cannot be checked' };
const colours = { holds: 'text-emerald-700', fails: 'text-red-700', unknown: 'text-amber-700' };

/** The five rules of spec §4.5 for one exam and one student, each with its reason. */
export function WhyVerdicts({ slug, examId, studentId }: { slug: string; examId: string; studentId: string }) {
  const query = useQuery({
    queryKey: examKeys.why(slug, examId, studentId),
    queryFn: () => unwrapAction(loadWhyAction({ slug, examId, studentId })),
  });
  if (query.isPending) return <p className="text-sm text-slate-600">Checking the rules…</p>;
  if (query.isError)
    return <QueryError error={query.error} title="The rules for this exam and student could not be loaded." />;
  const w = query.data;
  const failing = w.verdicts.filter((v) => v.state === 'fails');
  const summary =
    w.offered === 'holds'
      ? 'Every rule holds: the exam is offered to this student.'
      : w.offered === 'fails'
        ? `Not offered: ${failing.map((v) => v.title.toLowerCase()).join(', ')} ${failing.length === 1 ? 'fails' : 'fail'}.`
        : 'No rule fails with what the API gives, but some cannot be checked.';
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>{w.examLabel}</CardTitle>
          <CardDescription>
            For{' '}
            <Link
              className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
              href={`/students/${w.student._id}`}
            >
              {w.student.fullName}
            </Link>{' '}
            ({w.student.email}), grade {w.student.grade?.name ?? 'not set'}, {w.student.country?.name ?? 'no country'}
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
          <ol className="space-y-3" aria-label="The five rules">
            {w.verdicts.map((v) => {
              const Icon = icons[v.state];
              return (
                <li key={v.rule} className="flex gap-3" data-testid={`rule-${v.rule}`} data-state={v.state}>
                  <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', colours[v.state])} />
                  <div className="text-sm">
                    <p className="font-medium text-slate-900">
                      {v.number}. {v.title} — <span className={colours[v.state]}>{stateWords[v.state]}</span>
                    </p>
                    <p className="text-slate-700">{v.reason}</p>
                  </div>
                </li>
              );
            })}
          </ol>
          {w.inTree !== null ? (
            <p className="text-sm text-slate-600">
              The API’s own list of available exams for this student {w.inTree ? 'includes' : 'does not include'} this
              exam.
            </p>
          ) : w.treeError ? (
            <Alert tone="warning" requestId={w.treeError.requestId}>
              The API’s list of available exams for this student could not be read: {w.treeError.message}
            </Alert>
          ) : null}
          {w.notes.map((n) => (
            <Alert key={n} tone="info">
              {n}
            </Alert>
          ))}
          <div className="flex flex-wrap gap-x-4 text-sm">
            <Link
              className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
              href={`/exams/${slug}/available/${w.student._id}`}
            >
              The student’s available exams
            </Link>
            {!w.student.grade ? (
              <Link
                className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
                href={`/students/${w.student._id}/edit`}
              >
                Set the student’s grade
              </Link>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
