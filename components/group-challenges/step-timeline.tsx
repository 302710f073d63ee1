'use client';
import { CheckIcon, LockIcon } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format/count';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { TimelineStep } from '@/lib/group-challenges/timeline';
import { LocalTime } from '@/components/ui/local-time';
import { StateBadge } from './state-badge';
import { StepFiles } from './step-files';
import { useChallengeWords } from './use-challenge-words';

const marker: Record<string, string> = {
  submitted: 'bg-emerald-600 text-white ring-emerald-600',
  open: 'bg-white text-sky-800 ring-sky-600',
  locked: 'bg-slate-100 text-slate-600 ring-slate-300',
};

/** The steps in order, each with its state, times, who submitted it, reopenings and files. */
export function StepTimeline({
  steps,
  actionFor,
  schoolScoped,
}: {
  steps: TimelineStep[];
  actionFor: (step: TimelineStep) => ReactNode;
  /** A coordinator's view: "your students" are those of their schools. */
  schoolScoped: boolean;
}) {
  const t = useTranslations('groupChallenges');
  const locale = useLocale();
  const words = useChallengeWords();
  if (steps.length === 0) return <p className="text-sm text-slate-600">{t('noSteps')}</p>;
  return (
    <ol className="space-y-0">
      {steps.map((step, index) => (
        <li
          key={step.id}
          className="relative flex gap-4 pb-6 last:pb-0"
          data-testid={`step-${step.order}`}
          data-state={step.state}
        >
          {index < steps.length - 1 ? (
            <span className="absolute top-8 bottom-0 left-4 w-px bg-slate-200" aria-hidden />
          ) : null}
          <span
            className={cn(
              'relative flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-2',
              marker[step.state] ?? marker.locked,
            )}
            aria-hidden
          >
            {step.state === 'submitted' ? (
              <CheckIcon className="size-4" />
            ) : step.state === 'locked' ? (
              <LockIcon className="size-3.5" />
            ) : (
              step.order
            )}
          </span>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">
                {t('stepTitle', { order: step.order, title: step.title })}
              </h3>
              <StateBadge state={words.state('step', step.state)} />
              {step.reopenCount > 0 ? (
                <span className="text-xs text-amber-800">
                  {t('reopened', { count: step.reopenCount, n: formatCount(step.reopenCount, locale) })}
                </span>
              ) : null}
            </div>
            {step.state === 'locked' ? (
              <p className="text-sm text-slate-600">{words.state('step', step.state).hint}</p>
            ) : (
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                <div>
                  <dt className="inline text-slate-600">{`${t('opened')} `}</dt>
                  <dd className="inline">
                    <LocalTime value={step.openedAt} fallback={t('notYetLower')} />
                  </dd>
                </div>
                {step.submittedAt ? (
                  <div>
                    <dt className="inline text-slate-600">{`${t('submitted')} `}</dt>
                    <dd className="inline">
                      <LocalTime value={step.submittedAt} />
                    </dd>
                  </div>
                ) : null}
                {step.submittedBy ? (
                  <div>
                    <dt className="inline text-slate-600">{`${t('by')} `}</dt>
                    <dd className="inline">{words.person(step.submittedBy)}</dd>
                  </div>
                ) : null}
              </dl>
            )}
            {step.state === 'locked' ? null : <StepFiles files={step.files} schoolScoped={schoolScoped} />}
            {actionFor(step)}
          </div>
        </li>
      ))}
    </ol>
  );
}
