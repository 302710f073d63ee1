import { useTranslations } from 'next-intl';
import { useFailureText } from '@/components/ui/failure-text';
import type { ApplyOutcome } from '@/lib/exams/apply-outcome';

/** One apply's outcome in the reader's language (the `apply` messages); `organization` is its name, not its slug. */
export function useApplyWords(): (outcome: ApplyOutcome, organization: string) => string {
  const t = useTranslations('apply');
  const failureText = useFailureText();
  return (outcome, organization) => {
    if (outcome.kind !== 'refused') return outcome.kind === 'applied' ? t('applied') : t('already');
    switch (outcome.reason) {
      case 'rule':
        return outcome.rule
          ? t('refusedRule', { title: t(`ruleTitle.${outcome.rule}`), why: t(`ruleWhy.${outcome.rule}`) })
          : t('refusedOther', { message: failureText(outcome, { organization }) });
      case 'not-signed-in':
        return t('refusedNotSignedIn', { organization });
      case 'no-grade':
        return t('refusedNoGrade');
      default:
        return t('refusedOther', { message: failureText(outcome, { organization }) });
    }
  };
}
