'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { canDelete } from '@/lib/applications/eligibility';
import type { ActionFailure } from '@/lib/query/action-query';
import { applicationKeys, examKeys } from '@/lib/query/keys/exams';
import { deleteApplicationAction } from '@/server/applications/actions';
import { useDecisionWords } from './use-decision-words';

/** Delete with a confirmation that names the student and the exam; a paid one (above 0) is refused beforehand. */
export function DeleteApplication({
  slug,
  application,
  studentName,
  studentId,
  examLabel,
}: {
  slug: string;
  application: {
    _id: string;
    participated: boolean;
    examSubmitted?: boolean;
    payment?: { status: string; amount: number } | null;
  };
  studentName: string;
  studentId: string | null;
  examLabel: string;
}) {
  const t = useTranslations('applications');
  const why = useDecisionWords();
  const decision = canDelete(application);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<ActionFailure | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  const client = useQueryClient();
  const remove = () =>
    start(async () => {
      const answer = await deleteApplicationAction({ slug, applicationId: application._id });
      if (!answer.ok) return setError(answer.error);
      await Promise.all([
        client.invalidateQueries({ queryKey: [...applicationKeys.all, 'list'] }),
        client.invalidateQueries({ queryKey: examKeys.all }),
      ]);
      const q = new URLSearchParams({ organization: slug, deleted: answer.data.requestId });
      if (studentId) q.set('student', studentId);
      router.push(`/applications?${q.toString()}`);
    });
  return (
    <div className="space-y-2">
      {decision.allowed ? <p className="text-sm text-slate-600">{why(decision)}</p> : null}
      <GatedButton
        operation="deleteApplication"
        organization={slug}
        variant="danger"
        // Disabled with the reason beside it (lib/applications/eligibility.ts decides).
        {...(decision.allowed ? {} : { decision: { allowed: false, reason: why(decision) } })}
        onClick={() => (setError(null), setOpen(true))}
      >
        {t('deleteButton')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteQuestion')}
        description={t('deleteWho', { student: studentName, exam: examLabel })}
        tone="danger"
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        cancelLabel={t('keep')}
        pending={pending}
        onConfirm={remove}
        error={
          error ? (
            <Alert tone="error" title={t('notDeleted')} requestId={error.requestId}>
              <FailureText failure={error} />
            </Alert>
          ) : null
        }
      >
        <p>{t('deleteWarning')}</p>
      </ConfirmDialog>
    </div>
  );
}
