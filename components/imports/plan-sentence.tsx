'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { PlanSummary } from '@/lib/imports/chunk-plan';
import { csvLimits } from '@/lib/csv/limits';
import { formatCount } from '@/lib/format/count';

/** How the rows go to the API (lib/imports/chunk-plan.ts): in imports of up to 1,000, and one by one below 30. */
export function PlanSentence({ plan, className }: { plan: PlanSummary; className?: string }) {
  const t = useTranslations('importPlan');
  const locale = useLocale();
  const count = (n: number) => formatCount(n, locale);
  if (plan.imports === 0 && plan.singleRows === 0) return null;
  return (
    <p className={className} data-testid="import-plan">
      {plan.imports > 0
        ? t('imports', {
            rows: count(plan.importRows),
            imports: plan.imports,
            max: count(csvLimits.maxBatchRows),
          })
        : null}
      {plan.imports > 0 && plan.singleRows > 0 ? ' ' : null}
      {plan.singleRows > 0
        ? t('singles', { count: count(plan.singleRows), n: plan.singleRows, min: csvLimits.minBatchRows })
        : null}
    </p>
  );
}
