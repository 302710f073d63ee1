'use client';
import { CheckIcon, LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { TimelineStep } from '@/lib/group-challenges/timeline';
import { LocalTime } from '@/components/ui/local-time';
import { StateBadge } from './state-badge';
import { StepFiles } from './step-files';

const marker: Record<string, string> = {
  submitted: 'bg-emerald-600 text-white ring-emerald-600',
  open: 'bg-white text-sky-800 ring-sky-600',
  locked: 'bg-slate-100 text-slate-600 ring-slate-300',
};

/** The steps in order, each with its state, times, who submitted it, reopenings and files. */
export function StepTimeline({
  steps,
  actionFor,
}: {
  steps: TimelineStep[];
  actionFor: (step: TimelineStep) => ReactNode;
}) {
  if (steps.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        The group has no steps yet: they appear once the teacher confirms the group.
      </p>
    );
  }
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
                Step {step.order}: {step.title}
              </h3>
              <StateBadge state={step.label} />
              {step.reopenCount > 0 ? (
                <span className="text-xs text-amber-800">
                  Reopened {step.reopenCount} time{step.reopenCount === 1 ? '' : 's'} by the organizers
                </span>
              ) : null}
            </div>
            {step.state === 'locked' ? (
              <p className="text-sm text-slate-600">{step.label.hint}</p>
            ) : (
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                <div>
                  <dt className="inline text-slate-600">Opened </dt>
                  <dd className="inline">
                    <LocalTime value={step.openedAt} fallback="not yet" />
                  </dd>
                </div>
                {step.submittedAt ? (
                  <div>
                    <dt className="inline text-slate-600">Submitted </dt>
                    <dd className="inline">
                      <LocalTime value={step.submittedAt} />
                    </dd>
                  </div>
                ) : null}
                {step.submittedBy ? (
                  <div>
                    <dt className="inline text-slate-600">by </dt>
                    <dd className="inline">{step.submittedBy}</dd>
                  </div>
                ) : null}
              </dl>
            )}
            {step.state === 'locked' ? null : <StepFiles files={step.files} />}
            {actionFor(step)}
          </div>
        </li>
      ))}
    </ol>
  );
}
