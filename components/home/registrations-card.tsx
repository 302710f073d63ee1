import { useTranslations } from 'next-intl';
import { ArrowDownIcon, ArrowRightIcon, ArrowUpIcon } from '@/components/ui/icons';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AccountCoverage, RegistrationTrend } from '@/lib/home/home-view';
import { trendOf } from '@/lib/home/words';
import { CoverageNote } from './coverage-note';

const icons = { up: ArrowUpIcon, down: ArrowDownIcon, same: ArrowRightIcon };

/** Students registered in the last 7 days, against the 7 before. */
export function RegistrationsCard({
  trend,
  coordinator,
  coverage,
}: {
  trend: RegistrationTrend;
  coordinator: boolean;
  coverage: AccountCoverage;
}) {
  const t = useTranslations('home');
  const change = trendOf(trend.thisWeek, trend.lastWeek);
  const { direction } = change;
  const Icon = icons[direction];
  return (
    <Card aria-label={t('registeredTitle')}>
      <CardHeader>
        <CardTitle>{coordinator ? t('registeredTitleCoordinator') : t('registeredTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {coverage.complete ? (
          <>
            <p className="text-3xl font-semibold text-slate-900" data-testid="registered-this-week">
              {trend.thisWeek}
            </p>
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <Icon className="size-4 shrink-0" aria-hidden />
              {t('registeredTrend', { trend: t('trend', change) })}
            </p>
          </>
        ) : (
          <div className="space-y-1 text-sm">
            <p className="text-slate-700">{t('registeredNotRead')}</p>
            <CoverageNote coverage={coverage} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
