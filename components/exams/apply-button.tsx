'use client';
import { useTranslations } from 'next-intl';
import { useApplyBlock } from './use-apply-block';
import { useApplyWords } from './use-apply-words';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition, type ReactNode } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { applyOutcome, type ApplyOutcome } from '@/lib/exams/apply-outcome';
import { formatAmount, priceLabel } from '@/lib/exams/price';
import { applicationKeys, examKeys } from '@/lib/query/keys/exams';
import { applyAction } from '@/server/exams/actions';

export type AppliedOutcome = Extract<ApplyOutcome, { kind: 'applied' | 'already' }>;

/**
 * "Apply": one click for a free exam; a priced or unpriced one first asks, with the price and who pays
 * (ConfirmDialog). 201 applied and 200 already applied are told apart; a refusal says why, here, naming the
 * organization. A success goes to `onApplied`, shown by the page: the exam then leaves the tree (rule 5).
 */
export function ApplyButton({
  slug,
  organizationName,
  studentId,
  studentName,
  examId,
  label,
  price,
  studentHasGrade,
  blocked = null,
  onApplied,
}: {
  slug: string;
  organizationName: string;
  studentId: string;
  studentName: string;
  examId: string;
  label: string;
  /** The exam's price (spec §2): absent = nobody priced it, 0 = free. */
  price: number | undefined;
  studentHasGrade: boolean;
  /** Why applying would be refused before asking (lib/exams/apply-access.ts), and the way forward; null: may be tried. */
  blocked?: { reason: string; way: ReactNode } | null;
  onApplied: (outcome: AppliedOutcome) => void;
}) {
  const t = useTranslations('apply');
  const say = useApplyWords();
  const block = useApplyBlock();
  const [outcome, setOutcome] = useState<ApplyOutcome | null>(null);
  const [asking, setAsking] = useState(false);
  const [pending, start] = useTransition();
  const client = useQueryClient();
  const kind = priceLabel(price).kind;
  const apply = () =>
    start(async () => {
      const answer = await applyAction({ slug, studentId, examId });
      const result = applyOutcome(answer, { studentHasGrade });
      setAsking(false);
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
        {...(blocked ? { decision: { allowed: false, reason: blocked.reason }, way: blocked.way } : {})}
        size="sm"
        onClick={() => (kind === 'free' ? apply() : (setOutcome(null), setAsking(true)))}
        disabled={pending}
        aria-label={t('applyTo', { label })}
      >
        {pending ? t('applying') : t('apply')}
      </GatedButton>
      {kind === 'free' ? null : (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('confirm.title', { student: studentName })}
          description={label}
          confirmLabel={t('confirm.apply')}
          pendingLabel={t('applying')}
          pending={pending}
          onConfirm={apply}
        >
          <CostFacts
            price={price}
            whoPays={t('confirm.whoPays', { student: studentName, organization: organizationName })}
          />
        </ConfirmDialog>
      )}
      {outcome ? (
        <Alert tone="error" requestId={outcome.requestId} className="py-2">
          {say(outcome, organizationName)}
          {outcome.kind === 'refused' && outcome.reason === 'not-signed-in' ? (
            // The way forward: the student's page, where the organization's card makes the sign-in link.
            <> {block('neverSignedIn', { organizationName, studentId }).way}</>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}

/** What applying to a priced (or unpriced) exam costs and who pays: the body of the apply confirmations. */
export function CostFacts({
  price,
  whoPays,
  each = '',
}: {
  price: number | undefined;
  whoPays: string;
  each?: string;
}) {
  const t = useTranslations('apply.confirm');
  return (
    <>
      <p className="font-medium text-slate-900" data-testid="confirm-price">
        {priceLabel(price).kind === 'priced'
          ? `${t('price', { amount: formatAmount(price ?? 0) })}${each ? ` ${each}` : ''}`
          : t('unpriced')}
      </p>
      <p>{whoPays}</p>
      <p>{t('afterPaid')}</p>
    </>
  );
}
