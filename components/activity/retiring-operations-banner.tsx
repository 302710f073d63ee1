import { useTranslations } from 'next-intl';
import type { RetiringOperation } from '@/lib/activity/api-lifecycle';
import { Alert } from '@/components/ui/alert';
import { useFormat } from '@/components/ui/use-format';

/**
 * The API's notice that operations the console uses are being retired (`Deprecation`, `Sunset`; spec §9.5): which
 * ones and from when they may stop working. Nothing when none is.
 */
export function RetiringOperationsBanner({ operations }: { operations: RetiringOperation[] }) {
  const t = useTranslations('apiLifecycle');
  const format = useFormat();
  if (operations.length === 0) return null;
  return (
    <Alert tone="warning" title={t('title', { count: operations.length })} data-testid="retiring-operations">
      <p>{t('body')}</p>
      <ul className="mt-2 space-y-1.5">
        {operations.map((o) => (
          <li key={o.operation} data-operation={o.operation}>
            <code className="font-mono font-semibold break-all">{o.operation}</code>
            {': '}
            {o.sunsetAt
              ? t('sunset', { date: format.dateTime(o.sunsetAt) })
              : o.sunset
                ? t('sunsetUnreadable', { value: o.sunset })
                : t('noSunset')}
            <span className="block text-xs text-amber-900/80">
              {o.deprecatedAt ? `${t('announced', { date: format.dateTime(o.deprecatedAt) })} · ` : null}
              {t('lastSeen', { date: format.dateTime(o.lastSeenAt) })}
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
