'use client';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredQuery } from '@/components/read-model/use-stored-query';
import { useTranslations } from 'next-intl';
import { unwrapAction } from '@/lib/query/action-query';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { getGroupChallengeAction } from '@/server/group-challenges/actions';
import { ChallengeWindow } from './challenge-window';
import { QueryError } from './query-error';
import { StateBadge } from './state-badge';
import { useChallenge, type ChallengeRef } from './use-challenge';
import { useChallengeWords } from './use-challenge-words';
import { GradeGroupList } from './grade-group-label';

/** The challenge's facts: status, window (your time zone) with the countdown, grade groups, steps. */
export function ChallengeHeader({ challenge: ref, heading = true }: { challenge: ChallengeRef; heading?: boolean }) {
  const t = useTranslations('groupChallenges');
  const loading = useTranslations('loading');
  const words = useChallengeWords();
  const query = useChallenge(ref);
  const stored = useStoredQuery({
    queryKey: groupChallengeKeys.challenge(ref.slug, ref.challengeId),
    freshness: query.data?.freshness,
    refresh: () =>
      unwrapAction(
        getGroupChallengeAction({ organizationId: ref.organizationId, challengeId: ref.challengeId, force: true }),
      ),
    pickUp: query.refetch,
  });
  if (query.isPending) return <p className="text-sm text-slate-600">{loading('challenge')}</p>;
  if (query.isError) {
    const missing = query.error instanceof Error && 'status' in query.error && query.error.status === 404;
    return (
      <QueryError
        title={t(missing ? 'challengeNotFound' : 'challengeReadFailed')}
        error={
          missing
            ? {
                ...query.error,
                message: t('challengeNotFoundText'),
              }
            : query.error
        }
        onRetry={missing ? undefined : () => query.refetch()}
      />
    );
  }
  const { challenge } = query.data;
  const status = words.state('challenge', challenge.status);
  return (
    <div className="space-y-3">
      {heading ? <h1 className="text-2xl font-semibold text-slate-900">{challenge.title}</h1> : null}
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white px-5 py-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('status')}</dt>
          <dd className="mt-1 flex flex-col items-start gap-1">
            <StateBadge state={status} />
            {status.hint ? <span className="text-xs text-slate-600">{status.hint}</span> : null}
          </dd>
        </div>
        <div className="sm:col-span-1 lg:col-span-1">
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('window')}</dt>
          <dd className="mt-1">
            <ChallengeWindow
              status={challenge.status}
              windowStart={challenge.windowStart}
              windowEnd={challenge.windowEnd}
            />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('gradeGroups')}</dt>
          <dd className="mt-1">
            <GradeGroupList groups={challenge.gradeGroups} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('steps')}</dt>
          <dd className="mt-1 tabular-nums">{challenge.stepCount}</dd>
        </div>
      </dl>
      <FreshnessNote stored={query.data.freshness} control={stored} />
    </div>
  );
}
