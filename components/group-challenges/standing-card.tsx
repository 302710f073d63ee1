'use client';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { SignInLinkGenerator } from '@/components/sign-in-links/sign-in-link-generator';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { getChallengeStandingAction } from '@/server/group-challenges/actions';
import { QueryError } from './query-error';
import { StateBadge } from './state-badge';
import type { ChallengeRef } from './use-challenge';
import { useChallengeWords } from './use-challenge-words';
import { GradeGroupLabel } from './grade-group-label';

/** Where one of your students stands in a challenge, with a sign-in link that lands on the challenge in their panel. */
export function StandingCard({
  challenge,
  studentId,
  organizationName,
}: {
  challenge: ChallengeRef;
  studentId: string;
  organizationName: string;
}) {
  const t = useTranslations('groupChallenges');
  const words = useChallengeWords();
  const { organizationId, slug, challengeId } = challenge;
  const { query, stored } = useStoredRead(
    groupChallengeKeys.standing(slug, challengeId, studentId),
    getChallengeStandingAction,
    {
      organizationId,
      challengeId,
      studentId,
    },
  );
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loadingStudent')}</p>;
  if (query.isError) {
    const status = 'status' in query.error ? query.error.status : undefined;
    const title = t(status === 409 ? 'notSignedIn' : status === 404 ? 'studentNotFound' : 'studentFailed');
    const message =
      status === 409
        ? t('notSignedInText', { organization: organizationName })
        : status === 404
          ? t('studentNotFoundText')
          : null;
    return (
      <div className="space-y-3">
        <QueryError
          title={title}
          error={message === null ? query.error : { ...query.error, message }}
          onRetry={status === 404 ? undefined : () => query.refetch()}
        />
        <Link href={`/students/${studentId}`} className="text-sm text-sky-800 hover:underline">
          {t('openStudentPage')}
        </Link>
      </div>
    );
  }
  const { standing: s } = query.data;
  const state = words.state('standing', s.state);
  const base = `/group-challenges/${slug}/${challengeId}`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {s.firstName} {s.lastName}
        </h1>
        <StateBadge state={state} />
      </div>
      <FreshnessNote stored={query.data.freshness} control={stored} />
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Fact label={t('standing')}>
              {state.label}
              {state.hint ? <span className="block text-xs text-slate-600">{state.hint}</span> : null}
            </Fact>
            <Fact label={t('grade')}>{s.grade?.name ?? t('gradeNotSet')}</Fact>
            <Fact label={t('eligible')}>
              {s.eligible ? (
                t.rich('eligibleIn', {
                  group: () => <GradeGroupLabel label={s.gradeGroup?.label ?? t('aGradeGroup')} />,
                })
              ) : (
                <span className="text-amber-800">{t('notEligible')}</span>
              )}
            </Fact>
            <Fact label={t('teacherLinked')}>
              {s.teacherLinked ? t('yes') : <span className="text-amber-800">{t('notLinked')}</span>}
            </Fact>
            <Fact label={t('group')}>
              {s.group ? (
                <span className="flex flex-wrap items-center gap-2">
                  <Link href={`${base}/groups/${s.group._id}`} className="font-medium text-sky-800 hover:underline">
                    {s.group.displayName}
                  </Link>
                  <StateBadge state={words.state('group', s.group.status)} />
                </span>
              ) : (
                t('notInGroup')
              )}
            </Fact>
            <Fact label={t('studentRecord')}>
              <Link href={`/students/${s.studentId}`} className="text-sky-800 hover:underline">
                {t('openStudentPage')}
              </Link>
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('signInTitle')}</CardTitle>
          <CardDescription>{t('signInText', { organization: organizationName })}</CardDescription>
        </CardHeader>
        <CardContent>
          <SignInLinkGenerator
            organization={slug}
            studentId={s.studentId}
            redirect={s.panelPath}
            organizationName={organizationName}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-800">{children}</dd>
    </div>
  );
}
