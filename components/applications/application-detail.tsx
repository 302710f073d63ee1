'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { ExamFacts } from '@/components/exams/exam-facts';
import { QueryError } from '@/components/exams/query-error';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describeExam, examTitle } from '@/lib/exams/describe';
import { paymentLabel } from '@/lib/exams/price';
import { applicationKeys } from '@/lib/query/keys/exams';
import { loadApplicationAction } from '@/server/applications/actions';
import { useExamNames, usePriceWords } from '@/components/exams/use-exam-words';
import { useFormat } from '@/components/ui/use-format';
import { DeleteApplication } from './delete-application';
import { MoveApplication } from './move-application';
import { RemovalCountdown } from './removal-countdown';

function Flag({ label, on, at }: { label: string; on: boolean; at?: string | undefined }) {
  const t = useTranslations('applications');
  const format = useFormat();
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd>
        {t(on ? 'yes' : 'no')}
        {at ? <span className="text-slate-600"> · {format.dateTime(at)}</span> : null}
      </dd>
    </>
  );
}

/** /applications/{slug}/{applicationId}: exam, payment, participation, make-up removal, move and delete. */
export function ApplicationDetail({ slug, applicationId }: { slug: string; applicationId: string }) {
  const t = useTranslations('applications');
  const examNames = useExamNames();
  const priceWords = usePriceWords();
  const format = useFormat();
  const { query, stored } = useStoredRead(applicationKeys.detail(slug, applicationId), loadApplicationAction, {
    slug,
    applicationId,
  });
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loadingOne')}</p>;
  if (query.isError) return <QueryError error={query.error} title={t('loadOneFailed')} />;
  const {
    application: a,
    student,
    categories,
    directory,
    moveOptions,
    moveOptionsNote,
    organization,
    grades,
    countries,
    freshness,
  } = query.data;
  const names = {
    grades: new Map(grades.map((g) => [g._id, g.name])),
    countries: new Map(countries.map((c) => [c._id, c.name])),
  };
  const studentName =
    student?.fullName ?? ([a.user.firstName, a.user.lastName].filter(Boolean).join(' ') || t('theStudent'));
  const examLabel = a.exam ? examTitle(describeExam(a.exam, categories, directory, examNames)) : t('examGone');
  const payment = paymentLabel(a.payment, priceWords);
  const studentId = a.user.mainId ?? null;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold break-words text-slate-900">
          {studentName} · {examLabel}
        </h1>
        <p className="text-sm text-slate-600">
          {t.rich('summary', {
            uuid: a.uuid,
            id: (chunks) => <span className="font-mono break-all">{chunks}</span>,
            organization: organization.name,
            when: format.dateTime(a.createdAt),
          })}
          {studentId ? (
            <>
              {' · '}
              <Link
                className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
                href={`/students/${studentId}`}
              >
                {t('studentPage')}
              </Link>
              {' · '}
              <Link
                className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
                href={`/exams/${slug}/available/${studentId}`}
              >
                {t('availableExams')}
              </Link>
            </>
          ) : null}
        </p>
        <FreshnessNote stored={freshness} control={stored} className="mt-1" />
      </div>
      {a.removeAfter ? (
        <Card className="border-amber-300 bg-amber-50">
          <CardContent className="text-sm text-amber-900">
            <p className="font-semibold">{t('makeUpNote')}</p>
            <RemovalCountdown removeAfter={a.removeAfter} />
          </CardContent>
        </Card>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('exam')}</CardTitle>
          </CardHeader>
          <CardContent>
            {a.exam ? (
              <ExamFacts exam={a.exam} categories={categories} directory={directory} names={names} />
            ) : (
              <p className="text-sm">{t('examGoneLong')}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('paymentAndParticipation')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm [&_dd]:break-words">
              <dt className="text-slate-600">{t('payment')}</dt>
              <dd>
                <Badge tone={payment.tone} data-testid="payment">
                  {payment.text}
                </Badge>
              </dd>
              <Flag label={t('startedExam')} on={a.participated} at={a.examStart} />
              <Flag label={t('handedItIn')} on={a.examSubmitted ?? false} at={a.submitDate} />
              <Flag label={t('startedPractice')} on={a.simulationStarted} at={a.simulationStart} />
              <Flag label={t('handedInPractice')} on={a.simulationSubmitted} />
              <dt className="text-slate-600">{t('teamMembers')}</dt>
              <dd>
                {a.partners.length === 0
                  ? t('satAlone')
                  : a.partners.map((p) => (p.accepted ? p.user : t('notAccepted', { name: p.user }))).join(', ')}
              </dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('moveTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <MoveApplication
              slug={slug}
              application={a}
              options={moveOptions}
              note={moveOptionsNote}
              categories={categories}
              directory={directory}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('deleteTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <DeleteApplication
              slug={slug}
              application={a}
              studentName={studentName}
              studentId={studentId}
              examLabel={examLabel}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
