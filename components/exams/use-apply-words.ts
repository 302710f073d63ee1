import { useTranslations } from 'next-intl';
import type { ApplyOutcome } from '@/lib/exams/apply-outcome';

/** One apply's outcome in the reader's language (the `apply` messages). */
export function useApplyWords(): (outcome: ApplyOutcome, organization: string) => string {
  const t = useTranslations('apply');
  return (outcome, organization) => {
    if (outcome.kind !== 'refused') return outcome.kind === 'applied' ? t('applied') : t('already');
    switch (outcome.reason) {
      case 'rule':
        return outcome.rule
          ? t('refusedRule', { title: t(`ruleTitle.${outcome.rule}`), why: t(`ruleWhy.${outcome.rule}`) })
          : t('refusedOther', { message: outcome.message });
      case 'not-signed-in':
        return t('refusedNotSignedIn', { organization, message: outcome.message });
      case 'no-grade':
        return t('refusedNoGrade');
      default:
        return t('refusedOther', { message: outcome.message });
    }
  };
}
