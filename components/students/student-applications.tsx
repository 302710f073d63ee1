import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ExamType } from '@/components/exams/exam-type';
import { useExamNames } from '@/components/exams/use-exam-words';
import { describeExam, examTitle } from '@/lib/exams/describe';
import type { ExamNaming } from '@/lib/exams/exam-naming';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { CardSection } from '@/lib/students/organization-card';

function stateOf(a: ResolvedApplication): 'handedIn' | 'started' | 'applied' {
  if (a.examSubmitted) return 'handedIn';
  if (a.participated) return 'started';
  return 'applied';
}

const paymentKeys = { paid: 'paid', pending: 'pending', canceled: 'canceled' } as const;

/** The student's applications in one organization, each named by its exam and linking to its page. */
export function StudentApplications({
  section,
  slug,
  examNaming = { categories: [], directory: { sittings: {}, languages: {} } },
}: {
  section: CardSection<ResolvedApplication> | null;
  slug: string;
  examNaming?: ExamNaming | undefined;
}) {
  const t = useTranslations('studentOrgs');
  const examNames = useExamNames();
  if (!section) return null;
  if (!section.ok) {
    return (
      <Alert title={t('applicationsFailed')} requestId={section.error.requestId}>
        <FailureText failure={section.error} />
      </Alert>
    );
  }
  const { items, total } = section.data;
  return (
    <div className="space-y-1 text-sm">
      <h3 className="font-medium text-slate-900">{t('applications', { total })}</h3>
      {items.length === 0 ? (
        <p className="text-slate-600">{t('noneYet')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((a) => (
            <li key={a._id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <Link
                href={`/applications/${slug}/${a._id}`}
                className="min-w-0 font-medium text-sky-800 hover:underline"
                data-testid="student-application-link"
              >
                {a.exam
                  ? examTitle(describeExam(a.exam, examNaming.categories, examNaming.directory, examNames))
                  : t('examRemoved')}
              </Link>
              <span className="flex flex-wrap items-center gap-1.5 text-slate-600">
                {a.exam?.examType ? <ExamType type={a.exam.examType} /> : null}
                <Badge>{t(stateOf(a))}</Badge>
                {a.payment ? (
                  <Badge tone={a.payment.status === 'paid' ? 'success' : 'warning'}>
                    {Object.hasOwn(paymentKeys, a.payment.status)
                      ? t(paymentKeys[a.payment.status as keyof typeof paymentKeys])
                      : a.payment.status}
                  </Badge>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > items.length ? <p className="text-slate-600">{t('showingOf', { shown: items.length, total })}</p> : null}
    </div>
  );
}
