'use client';
import { RefreshCwIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { describePerson } from '@/lib/group-challenges/person';
import type { Group } from '@/lib/partner-api/schemas/group';
import { LocalTime } from '@/components/ui/local-time';
import { StateBadge } from './state-badge';
import { StepsProgress } from './steps-progress';
import { useChallengeWords } from './use-challenge-words';
import { GradeGroupLabel } from './grade-group-label';

/** The group's name, status, progress and when (and by whom) its work was sent. */
export function GroupHeader({ group, refreshing }: { group: Group; refreshing: boolean }) {
  const t = useTranslations('groupChallenges');
  const words = useChallengeWords();
  const status = words.state('group', group.status);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{group.displayName}</h1>
        <StateBadge state={status} />
        {refreshing ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600" title={t('updatesHint')}>
            <RefreshCwIcon className="size-3" aria-hidden /> {t('updatesItself')}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white px-5 py-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('status')}</dt>
          <dd className="mt-1 text-slate-800">{status.hint ?? status.label}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('shortCode')}</dt>
          <dd className="mt-1 text-slate-800">
            {group.shortCode}
            {group.gradeGroup ? (
              <>
                {' · '}
                <GradeGroupLabel label={group.gradeGroup.label} />
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('stepsSubmitted')}</dt>
          <dd className="mt-1" data-testid="steps-submitted">
            <StepsProgress submitted={group.stepsSubmitted} total={group.stepCount} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('workSent')}</dt>
          <dd className="mt-1 text-slate-800" data-testid="work-sent">
            <LocalTime value={group.finalSubmittedAt} fallback={t('notYet')} />
            {group.finalSubmittedBy ? (
              <span className="block text-xs text-slate-600">
                {t('byPerson', { person: words.person(describePerson(group.finalSubmittedBy)) })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
