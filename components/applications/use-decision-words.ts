import { useTranslations } from 'next-intl';
import type { Decision } from '@/lib/applications/eligibility';

/** Why a move or a delete is allowed or refused, in the reader's language. */
export function useDecisionWords(): (decision: Decision) => string {
  const t = useTranslations('eligibility');
  return (decision) => t(decision.reason, { amount: decision.amount ?? '' });
}
