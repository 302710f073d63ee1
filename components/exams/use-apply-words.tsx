import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ErrorWording } from '@/components/ui/error-wording';
import { useFailureText } from '@/components/ui/use-failure-text';
import type { ApplyOutcome } from '@/lib/exams/apply-outcome';

/** One apply's outcome in the reader's language (the `apply` messages); `organization` is its name, not its slug. */
export function useApplyWords(): (outcome: ApplyOutcome, organization: string) => ReactNode {
  const t = useTranslations('apply');
  return function applyWords(outcome, organization) {
    if (outcome.kind !== 'refused') return outcome.kind === 'applied' ? t('applied') : t('already');
    switch (outcome.reason) {
      case 'rule':
        return outcome.rule ? (
          t('refusedRule', { title: t(`ruleTitle.${outcome.rule}`), why: t(`ruleWhy.${outcome.rule}`) })
        ) : (
          <RefusedOther outcome={outcome} organization={organization} />
        );
      case 'not-signed-in':
        return t('refusedNotSignedIn', { organization });
      case 'no-grade':
        return t('refusedNoGrade');
      default:
        return <RefusedOther outcome={outcome} organization={organization} />;
    }
  };
}

function RefusedOther(props: { outcome: ApplyOutcome & { kind: 'refused' }; organization: string }) {
  return (
    <ErrorWording>
      <RefusedOtherWords {...props} />
    </ErrorWording>
  );
}

function RefusedOtherWords({
  outcome,
  organization,
}: {
  outcome: ApplyOutcome & { kind: 'refused' };
  organization: string;
}) {
  const t = useTranslations('apply');
  const failureText = useFailureText();
  return t('refusedOther', { message: failureText(outcome, { organization }) });
}
