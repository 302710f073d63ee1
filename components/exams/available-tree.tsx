'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { examKeys } from '@/lib/query/keys/exams';
import { loadAvailableExamsAction } from '@/server/exams/actions';
import { ApplyButton, type AppliedOutcome } from './apply-button';
import { useApplyWords } from './use-apply-words';
import { PriceBadge } from './exam-facts';
import { QueryError } from './query-error';
import { SittingTime } from './sitting-time';
import { signInAnchorId, StudentAccess } from './student-access';
import { useApplyBlock } from './use-apply-block';
import { applyBlocker } from '@/lib/exams/apply-access';
import { StudentApplications } from './student-applications';

/** /exams/{slug}/available/{studentId}: category → sitting → language → exam, with "apply". */
export function AvailableTree({ slug, studentId }: { slug: string; studentId: string }) {
  const { query, stored } = useStoredRead(examKeys.available(slug, studentId), loadAvailableExamsAction, {
    slug,
    studentId,
  });
  const [applied, setApplied] = useState<AppliedOutcome | null>(null);
  const t = useTranslations('availableExams');
  const say = useApplyWords();
  const block = useApplyBlock();
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loading')}</p>;
  if (query.isError) return <QueryError error={query.error} title={t('loadFailed')} />;
  const { student, access, tree, treeError, applications, categories, directory, organization, freshness } = query.data;
  const note = applyBlocker(access);
  const blocked = note
    ? block(note, { organizationName: organization.name, studentId: student._id, signInAnchor: signInAnchorId })
    : null;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{student.fullName}</h1>
        <p className="text-sm text-slate-600">
          {t('studentLine', {
            email: student.email,
            grade: student.grade?.name ?? t('gradeNotSet'),
            country: student.country?.name ?? t('noCountry'),
          })}
          {student.school ? ` · ${student.school}` : ''} ·{' '}
          <Link
            className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
            href={`/students/${student._id}`}
          >
            {t('studentPage')}
          </Link>
        </p>
        <p className="text-sm text-slate-600">{t('offers', { organization: organization.name })}</p>
        <FreshnessNote stored={freshness} control={stored} />
      </div>
      <StudentAccess slug={slug} organizationName={organization.name} studentId={student._id} access={access} />
      {applied ? (
        <Alert tone={applied.kind === 'applied' ? 'success' : 'info'} data-testid="apply-result">
          {say(applied, organization.name)}{' '}
          <Link className="font-medium underline" href={`/applications/${slug}/${applied.applicationId}`}>
            {t('openApplication')}
          </Link>
        </Alert>
      ) : null}
      {!student.grade ? (
        <Alert tone="warning" title={t('noGrade')}>
          {t.rich('noGradeText', {
            link: (chunks) => (
              <Link className="font-medium underline" href={`/students/${student._id}/edit`}>
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      ) : treeError ? (
        <Alert tone="error" title={t('treeFailed')} requestId={treeError.requestId}>
          <FailureText failure={treeError} />
        </Alert>
      ) : null}
      {tree && tree.length === 0 ? (
        <Alert tone="info" title={t('nothingOffered')}>
          {t.rich('nothingOfferedText', {
            link: (chunks) => (
              <Link className="font-medium underline" href={`/exams/${slug}/why?student=${student._id}`}>
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      ) : null}
      {tree?.map((category) => (
        <Card key={category._id} data-testid="tree-category">
          <CardHeader>
            <CardTitle>
              {category.name}
              {category.altName ? <span className="font-normal text-slate-600"> · {category.altName}</span> : null}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            {category.sessions.map((session) => (
              <section
                key={session._id}
                aria-label={`${category.name}, ${session.sessionName ?? t('sitting')}`}
                className="space-y-2"
              >
                <h3 className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {session.sessionName ?? t('sittingUnnamed')}
                  {session.relatedSession ? <Badge tone="warning">{t('makeUpRemoved')}</Badge> : null}
                </h3>
                <p className="text-sm text-slate-700">
                  <SittingTime sitting={session} />
                </p>
                {/* A make-up sitting's note is the API's English about the 6-hour removal the badge above already
                    says in the reader's language; another sitting's note is the API's own words, shown as given. */}
                {session.sessionNote && !session.relatedSession ? (
                  <p className="text-sm text-slate-600">{session.sessionNote}</p>
                ) : null}
                <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                  {session.languages.map((language) => (
                    <li
                      key={language._id}
                      className="flex flex-wrap items-start justify-between gap-3 px-3 py-2.5"
                      data-testid="tree-exam"
                    >
                      <div className="space-x-2 text-sm">
                        <span className="font-medium">{language.name}</span>
                        <PriceBadge price={language.matchedExam.price} />
                      </div>
                      <ApplyButton
                        slug={slug}
                        organizationName={organization.name}
                        studentId={student._id}
                        studentName={student.fullName}
                        examId={language.matchedExam._id}
                        label={`${category.name}, ${session.sessionName ?? t('sitting')}, ${language.name}`}
                        price={language.matchedExam.price}
                        studentHasGrade={Boolean(student.grade)}
                        blocked={blocked}
                        onApplied={setApplied}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </CardContent>
        </Card>
      ))}
      <StudentApplications
        slug={slug}
        studentId={student._id}
        applications={applications}
        categories={categories}
        directory={directory}
      />
      <p className="text-sm">
        <Link
          className="text-sky-700 underline underline-offset-2 hover:text-sky-900"
          href={`/exams/${slug}/why?student=${student._id}`}
        >
          {t('whyNotFor', { name: student.fullName })}
        </Link>
      </p>
    </div>
  );
}
