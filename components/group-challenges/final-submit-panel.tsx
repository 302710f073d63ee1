'use client';
import { SendIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { finalSubmitBlocker, type Blocker } from '@/lib/group-challenges/blockers';
import type { Group } from '@/lib/partner-api/schemas/group';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import { finalSubmitGroupAction } from '@/server/group-challenges/actions';
import { BlockerNote } from './blocker-note';
import { SubmitFeedback } from './submit-feedback';
import type { GroupRef } from './use-group';
import { useGroupSubmit, type SubmitState } from './use-group-submit';
import { useNow } from '@/components/ui/use-now';

const sameAsRefusal = (state: SubmitState<unknown>, blocker: Blocker | null) =>
  state.phase === 'failed' && blocker !== null && state.failure.details?.reason === blocker.details?.reason;

type FinalResult = { changed: boolean; names: { student: string } };

/** "Send the group's work": enabled when the API says it would be accepted now (`canFinalSubmit`). */
export function FinalSubmitPanel({
  group,
  data,
  challenge,
  studentId,
  studentName,
}: {
  group: GroupRef;
  data: Group;
  challenge: GroupChallenge | undefined;
  studentId: string;
  /** The student the console acts for, named in the confirmation. */
  studentName: string;
}) {
  const [asking, setAsking] = useState(false);
  const t = useTranslations('groupChallenges');
  const submit = useGroupSubmit<FinalResult>(group);
  const now = useNow(30_000);
  const blocker = now === null ? null : finalSubmitBlocker(data, challenge, now);
  const completed = data.status === 'completed';
  const send = () => {
    setAsking(false);
    return submit.run(t('sendWork'), () =>
      finalSubmitGroupAction({
        organizationId: group.organizationId,
        challengeId: group.challengeId,
        groupId: group.groupId,
        studentId,
      }),
    );
  };
  return (
    <div className="space-y-3">
      {completed ? (
        <p className="text-sm text-emerald-800">{t('completedNote')}</p>
      ) : (
        <>
          <GatedButton
            operation="finalSubmitGroupChallenge"
            organization={group.slug}
            onClick={() => setAsking(true)}
            disabled={!data.canFinalSubmit || submit.busy || !studentId}
          >
            <SendIcon aria-hidden /> {t('sendWork')}
          </GatedButton>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('confirmFinal.title')}
            description={t('confirmStep.forStudent', { student: studentName })}
            confirmLabel={t('sendWork')}
            onConfirm={send}
          >
            <p className="font-medium text-slate-900">
              {t('confirmFinal.steps', { submitted: data.stepsSubmitted, total: data.stepCount })}
            </p>
            <p>{t('readyNote')}</p>
          </ConfirmDialog>
          {data.canFinalSubmit ? (
            <p className="text-sm text-slate-700">{t('readyNote')}</p>
          ) : (
            // A refusal shown below already says the same; the note explains the disabled button otherwise.
            <BlockerNote
              blocker={sameAsRefusal(submit.state, blocker) ? null : blocker}
              testId="final-submit-blocker"
            />
          )}
        </>
      )}
      <SubmitFeedback
        kind="final"
        state={submit.state}
        success={(r) =>
          r.changed
            ? {
                title: t('sentFor', { student: r.names.student }),
                body: t('sentBody'),
              }
            : { title: t('alreadySent'), body: t('alreadySentBody') }
        }
      />
    </div>
  );
}
