'use client';
import { UploadIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { stepSubmitBlocker } from '@/lib/group-challenges/blockers';
import type { TimelineStep } from '@/lib/group-challenges/timeline';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import { BlockerNote } from './blocker-note';
import { StepFiles } from './step-files';
import { useNow } from '@/components/ui/use-now';

/**
 * The submit button of the open step: enabled when the API says it can be submitted (`canSubmit`), else
 * disabled with the reason (lib/group-challenges/blockers.ts). It asks first (ConfirmDialog): the step, the
 * files it sends (a hidden file too, which nobody here can open), and the student it is sent for.
 */
export function StepSubmit({
  step,
  challenge,
  slug,
  studentName,
  disabled,
  schoolScoped,
  onSubmit,
}: {
  step: TimelineStep;
  challenge: GroupChallenge | undefined;
  slug: string;
  /** The student the console acts for. */
  studentName: string;
  disabled: boolean;
  /** A coordinator's view: hidden files are "not uploaded by your student" (StepFiles). */
  schoolScoped: boolean;
  onSubmit: (step: TimelineStep) => void;
}) {
  const t = useTranslations('groupChallenges');
  const now = useNow(30_000);
  const [asking, setAsking] = useState(false);
  if (step.state !== 'open') return null;
  const blocker = now === null ? null : stepSubmitBlocker(step, challenge, now);
  const files = step.files.filter((f) => f.state === 'draft' || f.state === 'submitted');
  const hidden = files.filter((f) => f.hidden).length;
  return (
    <div className="flex flex-col items-start gap-2">
      <GatedButton
        operation="submitGroupChallengeStep"
        organization={slug}
        onClick={() => setAsking(true)}
        disabled={!step.canSubmit || disabled}
      >
        <UploadIcon aria-hidden /> {t('submitStep', { order: step.order })}
      </GatedButton>
      <BlockerNote blocker={blocker} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('confirmStep.title', { order: step.order, title: step.title })}
        description={t('confirmStep.forStudent', { student: studentName })}
        confirmLabel={t('submitStep', { order: step.order })}
        onConfirm={() => (setAsking(false), onSubmit(step))}
      >
        <p className="font-medium text-slate-900">{t('confirmStep.files', { count: files.length })}</p>
        <StepFiles files={files} schoolScoped={schoolScoped} />
        {hidden > 0 ? <p>{t('confirmStep.hidden', { count: hidden })}</p> : null}
        <p>{t('confirmStep.after')}</p>
      </ConfirmDialog>
    </div>
  );
}
