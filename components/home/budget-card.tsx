import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { BudgetUse } from '@/lib/home/home-view';

/** Each operation's current rate window: a small bar of the part used, and calls waiting for a place. */
export function BudgetCard({ budget }: { budget: BudgetUse[] }) {
  const t = useTranslations('home');
  return (
    <Card aria-label={t('budgetLabel')}>
      <CardHeader>
        <CardTitle>{t('budgetTitle')}</CardTitle>
        <CardDescription>{t('budgetIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm" data-testid="rate-budget">
        {budget.length === 0 ? (
          <p className="text-slate-600">{t('budgetNone')}</p>
        ) : (
          <ul className="space-y-2">
            {budget.slice(0, 12).map((b) => {
              const share = b.limit > 0 ? b.used / b.limit : 0;
              return (
                <li key={b.operation} className="grid grid-cols-[minmax(0,1fr)_5rem_6rem] items-center gap-2">
                  <span className="truncate" title={b.operation}>
                    {b.operation}
                  </span>
                  <span
                    className="h-2 rounded-full bg-slate-100"
                    role="meter"
                    aria-label={t('budgetMeter', { operation: b.operation, used: b.used, limit: b.limit })}
                    aria-valuemin={0}
                    aria-valuemax={b.limit}
                    aria-valuenow={b.used}
                  >
                    <span
                      className={cn(
                        'block h-2 rounded-full',
                        b.pausedUntil ? 'bg-red-500' : share >= 0.8 ? 'bg-amber-500' : 'bg-sky-500',
                      )}
                      style={{ width: `${Math.round(share * 100)}%` }}
                    />
                  </span>
                  <span className="text-right text-slate-600 tabular-nums">
                    {b.pausedUntil ? t('paused') : `${b.used}/${b.limit}`}
                    {b.queued ? ` +${b.queued}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
