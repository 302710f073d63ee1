'use client';
import { SendIcon } from 'lucide-react';
import { GatedButton } from '@/components/permission/gated-button';
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
}: {
  group: GroupRef;
  data: Group;
  challenge: GroupChallenge | undefined;
  studentId: string;
}) {
  const submit = useGroupSubmit<FinalResult>(group);
  const now = useNow(30_000);
  const blocker = now === null ? null : finalSubmitBlocker(data, challenge, now);
  const completed = data.status === 'completed';
  const send = () =>
    submit.run('Send the group’s work', () =>
      finalSubmitGroupAction({
        organizationId: group.organizationId,
        challengeId: group.challengeId,
        groupId: group.groupId,
        studentId,
      }),
    );
  return (
    <div className="space-y-3">
      {completed ? (
        <p className="text-sm text-emerald-800">This group has sent its work. Nothing more to do.</p>
      ) : (
        <>
          <GatedButton
            operation="finalSubmitGroupChallenge"
            organization={group.slug}
            onClick={send}
            disabled={!data.canFinalSubmit || submit.busy || !studentId}
          >
            <SendIcon aria-hidden /> Send the group’s work
          </GatedButton>
          {data.canFinalSubmit ? (
            <p className="text-sm text-slate-700">
              Every step is submitted. Sending is final: every member and the teacher get an e-mail.
            </p>
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
                title: `The group’s work was sent for ${r.names.student}.`,
                body: 'The group is completed. Every member and the teacher get an e-mail.',
              }
            : { title: 'Already sent.', body: 'The group’s work had already been submitted; nothing changed.' }
        }
      />
    </div>
  );
}
