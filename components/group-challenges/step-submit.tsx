'use client';
import { UploadIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { GatedButton } from '@/components/permission/gated-button';
import { stepSubmitBlocker } from '@/lib/group-challenges/blockers';
import type { TimelineStep } from '@/lib/group-challenges/timeline';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import { BlockerNote } from './blocker-note';
import { useNow } from '@/components/ui/use-now';

/** The submit button of the open step: enabled when the API says it can be submitted (`canSubmit`). */
export function StepSubmit({
  step,
  challenge,
  slug,
  disabled,
  onSubmit,
}: {
  step: TimelineStep;
  challenge: GroupChallenge | undefined;
  slug: string;
  disabled: boolean;
  onSubmit: (step: TimelineStep) => void;
}) {
  const t = useTranslations('groupChallenges');
  const now = useNow(30_000);
  if (step.state !== 'open') return null;
  const blocker = now === null ? null : stepSubmitBlocker(step, challenge, now);
  return (
    <div className="flex flex-col items-start gap-2">
      <GatedButton
        operation="submitGroupChallengeStep"
        organization={slug}
        onClick={() => onSubmit(step)}
        disabled={!step.canSubmit || disabled}
      >
        <UploadIcon aria-hidden /> {t('submitStep', { order: step.order })}
      </GatedButton>
      <BlockerNote blocker={blocker} />
    </div>
  );
}
