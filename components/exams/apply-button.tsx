'use client';
import { useTranslations } from 'next-intl';
import { useApplyWords } from './use-apply-words';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { applyOutcome, type ApplyOutcome } from '@/lib/exams/apply-outcome';
import { applicationKeys, examKeys } from '@/lib/query/keys/exams';
import { applyAction } from '@/server/exams/actions';

export type AppliedOutcome = Extract<ApplyOutcome, { kind: 'applied' | 'already' }>;

/**
 * "Apply" in one click: 201 applied and 200 already applied are told apart; a refusal says why, here.
 * A success goes to `onApplied`, shown by the page: the exam then leaves the tree (rule 5), and this row with it.
 */
export function ApplyButton({
  slug,
  studentId,
  examId,
  label,
  studentHasGrade,
  blockedReason = null,
  onApplied,
}: {
  slug: string;
  studentId: string;
  examId: string;
  label: string;
  studentHasGrade: boolean;
  /** Why applying would be refused before asking (the student never signed in there); null when it may be tried. */
  blockedReason?: string | null;
  onApplied: (outcome: AppliedOutcome) => void;
}) {
  const t = useTranslations('apply');
  const say = useApplyWords();
  const [outcome, setOutcome] = useState<ApplyOutcome | null>(null);
  const [pending, start] = useTransition();
  const client = useQueryClient();
  const apply = () =>
    start(async () => {
      const answer = await applyAction({ slug, studentId, examId });
      const result = applyOutcome(answer, { studentHasGrade });
      setOutcome(result);
      if (result.kind !== 'refused') {
        onApplied(result);
        await Promise.all([
          client.invalidateQueries({ queryKey: examKeys.all }),
          client.invalidateQueries({ queryKey: applicationKeys.all }),
        ]);
      }
    });
  if (outcome && outcome.kind !== 'refused')
    return <Badge tone="success">{outcome.kind === 'applied' ? t('appliedBadge') : t('alreadyBadge')}</Badge>;
  return (
    <div className="space-y-2">
      <GatedButton
        operation="createApplication"
        organization={slug}
        {...(blockedReason ? { decision: { allowed: false, reason: blockedReason } } : {})}
        size="sm"
        onClick={apply}
        disabled={pending}
        aria-label={t('applyTo', { label })}
      >
        {pending ? t('applying') : t('apply')}
      </GatedButton>
      {outcome ? (
        <Alert tone="error" requestId={outcome.requestId} className="py-2">
          {say(outcome, slug)}
        </Alert>
      ) : null}
    </div>
  );
}
