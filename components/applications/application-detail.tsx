'use client';
import Link from 'next/link';
import { ExamFacts } from '@/components/exams/exam-facts';
import { QueryError } from '@/components/exams/query-error';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describeExam, examTitle } from '@/lib/exams/describe';
import { formatInZone } from '@/lib/exams/format-sitting';
import { paymentLabel } from '@/lib/exams/price';
import { applicationKeys } from '@/lib/query/keys/exams';
import { loadApplicationAction } from '@/server/applications/actions';
import { DeleteApplication } from './delete-application';
import { MoveApplication } from './move-application';
import { RemovalCountdown } from './removal-countdown';

const when = (iso: string | undefined) => (iso ? `${formatInZone(iso, 'UTC')} UTC` : null);

function Flag({ label, on, at }: { label: string; on: boolean; at?: string | undefined }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd>
        {on ? 'Yes' : 'No'}
        {when(at) ? <span className="text-slate-600"> · {when(at)}</span> : null}
      </dd>
    </>
  );
}

/** /applications/{slug}/{applicationId}: exam, payment, participation, make-up removal, move and delete. */
export function ApplicationDetail({ slug, applicationId }: { slug: string; applicationId: string }) {
  const { query, stored } = useStoredRead(applicationKeys.detail(slug, applicationId), loadApplicationAction, {
    slug,
    applicationId,
  });
  if (query.isPending) return <p className="text-sm text-slate-600">Loading the application…</p>;
  if (query.isError) return <QueryError error={query.error} title="The application could not be loaded." />;
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
    student?.fullName ?? ([a.user.firstName, a.user.lastName].filter(Boolean).join(' ') || 'The student');
  const examLabel = a.exam ? examTitle(describeExam(a.exam, categories, directory)) : 'an exam that no longer exists';
  const payment = paymentLabel(a.payment);
  const studentId = a.user.mainId ?? null;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold break-words text-slate-900">
          {studentName} · {examLabel}
        </h1>
        <p className="text-sm text-slate-600">
          Application <span className="font-mono break-all">{a.uuid}</span> in {organization.name} · applied{' '}
          {when(a.createdAt)}
          {studentId ? (
            <>
              {' · '}
              <Link
                className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
                href={`/students/${studentId}`}
              >
                Student page
              </Link>
              {' · '}
              <Link
                className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
                href={`/exams/${slug}/available/${studentId}`}
              >
                Available exams
              </Link>
            </>
          ) : null}
        </p>
        <FreshnessNote stored={freshness} control={stored} className="mt-1" />
      </div>
      {a.removeAfter ? (
        <Card className="border-amber-300 bg-amber-50">
          <CardContent className="text-sm text-amber-900">
            <p className="font-semibold">
              Make-up sitting: the API removes this application 6 hours after it was made.
            </p>
            <RemovalCountdown removeAfter={a.removeAfter} />
          </CardContent>
        </Card>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Exam</CardTitle>
          </CardHeader>
          <CardContent>
            {a.exam ? (
              <ExamFacts exam={a.exam} categories={categories} directory={directory} names={names} />
            ) : (
              <p className="text-sm">The exam no longer exists.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Payment and participation</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm [&_dd]:break-words">
              <dt className="text-slate-600">Payment</dt>
              <dd>
                <Badge tone={payment.tone} data-testid="payment">
                  {payment.text}
                </Badge>
              </dd>
              <Flag label="Started the exam" on={a.participated} at={a.examStart} />
              <Flag label="Handed it in" on={a.examSubmitted ?? false} at={a.submitDate} />
              <Flag label="Started the practice run" on={a.simulationStarted} at={a.simulationStart} />
              <Flag label="Handed in the practice run" on={a.simulationSubmitted} />
              <dt className="text-slate-600">Team members</dt>
              <dd>
                {a.partners.length === 0
                  ? 'None (sat alone)'
                  : a.partners.map((p) => `${p.user}${p.accepted ? '' : ' (not accepted)'}`).join(', ')}
              </dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Move to another exam</CardTitle>
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
            <CardTitle>Delete</CardTitle>
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
