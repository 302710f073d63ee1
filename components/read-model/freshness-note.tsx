'use client';
import { FailureText } from '@/components/ui/failure-text';
import { RefreshCwIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Alert } from '@/components/ui/alert';
import { useTimeZone, useTranslations } from 'next-intl';
import { ActionQueryError } from '@/lib/query/action-query';
import { formatAsOf } from '@/lib/format/as-of';
import { useFormat } from '@/components/ui/use-format';
import type { Stored } from '@/lib/read-model/stored';

/**
 * "As of 14:02 · Refresh" beside data from the console's stored copies. Says when a newer read is on its
 * way, or when the Partner API's limit kept the console from reading it now.
 */
/** What Refresh needs: useStoredRead and useStoredQuery both answer it. */
export interface RefreshControl {
  refresh: () => void;
  refreshing: boolean;
  /** The last Refresh's failure: shown with its request id, the data stays as it was. */
  error?: Error | null;
}

export function FreshnessNote({
  stored,
  control,
  className,
}: {
  stored: Pick<Stored<unknown>, 'fetchedAt' | 'stale' | 'busy'>;
  control: RefreshControl;
  className?: string;
}) {
  const { refresh: onRefresh, refreshing, error } = control;
  const zone = useTimeZone() ?? null;
  const t = useTranslations('freshness');
  const { context } = useFormat();
  const asOf = formatAsOf(stored.fetchedAt, new Date(), zone ? context : null);
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600" data-testid="freshness-note">
        <span data-testid="freshness-as-of" data-fetched-at={stored.fetchedAt}>
          {stored.busy ? t('busy', { time: asOf }) : t('asOf', { time: asOf })}
          {stored.stale && !stored.busy && !refreshing ? t('updating') : null}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-6 px-1.5 text-xs"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={t('refreshLabel')}
        >
          <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden />
          {refreshing ? t('refreshing') : t('refresh')}
        </Button>
      </div>
      {error ? (
        <Alert title={t('refreshFailed')} requestId={error instanceof ActionQueryError ? error.requestId : null}>
          <FailureText failure={error} />
        </Alert>
      ) : null}
    </div>
  );
}
