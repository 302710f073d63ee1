'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { directoryKeys } from '@/lib/directory/query-keys';
import type { DirectorySyncStatus } from '@/lib/directory/types';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { getDirectorySyncStatusAction, syncDirectoryNowAction } from '@/server/directory/actions';
import { formatCount } from '@/lib/format/count';
import { useFormat } from '@/components/ui/use-format';

type Translate = ReturnType<typeof useTranslations<'directorySync'>>;

function progress(s: DirectorySyncStatus, t: Translate, n: (value: number) => string): string {
  if (!s.running) return t(s.requestedAt ? 'requested' : 'notRunning');
  if (s.phase === 'signed-in' && s.signedIn) {
    const i = s.signedIn;
    const org = i.organization
      ? t('orgOf', { organization: i.organization, index: i.index, total: i.organizations })
      : t('starting');
    const page = i.organization && i.totalPages ? `, ${t('pageOf', { page: i.page, total: i.totalPages })}` : '';
    return t('step1', { where: `${org}${page}`, count: n(i.seen), applications: n(i.applications) });
  }
  const of = s.totalPages ? t('pageOf', { page: s.page ?? 1, total: s.totalPages }) : t('starting');
  return t('step2', { where: of, count: n(s.seen) });
}

/** When the directory was last complete and how far the current run is; admins may start a run. */
export function SyncStatus({ canSync }: { canSync: boolean }) {
  const t = useTranslations('directorySync');
  const loading = useTranslations('loading');
  const locale = useLocale();
  const n = (value: number) => formatCount(value, locale);
  const format = useFormat();
  const client = useQueryClient();
  const status = useQuery({
    queryKey: directoryKeys.status(),
    queryFn: () => unwrapAction(getDirectorySyncStatusAction()),
    refetchInterval: (q) => (q.state.data?.running || q.state.data?.requestedAt ? 2_000 : 30_000),
  });
  const syncNow = useMutation({
    mutationFn: () => unwrapAction(syncDirectoryNowAction()),
    onSuccess: (data) => client.setQueryData(directoryKeys.status(), data),
    onSettled: () => client.invalidateQueries({ queryKey: directoryKeys.all }),
  });
  const s = status.data;
  return (
    <section
      aria-label={t('label')}
      className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-0.5" data-testid="directory-sync-status" aria-live="polite">
          {s ? (
            <>
              <p className="text-slate-900">
                {s.lastCompletedAt
                  ? t(s.lastRemoved ? 'lastCompleteRemoved' : 'lastComplete', {
                      when: format.dateTime(s.lastCompletedAt),
                      count: n(s.lastCompletedCount ?? 0),
                      removed: n(s.lastRemoved ?? 0),
                    })
                  : t('notComplete')}{' '}
                <span className="text-slate-600">{t('inDirectory', { count: n(s.rows) })}</span>
              </p>
              <p className="text-slate-600">{progress(s, t, n)}</p>
            </>
          ) : (
            <p className="text-slate-600">{loading('syncStatus')}</p>
          )}
        </div>
        {canSync ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => syncNow.mutate()}
            disabled={syncNow.isPending || Boolean(s?.running)}
          >
            <RefreshCwIcon aria-hidden className={s?.running ? 'animate-spin' : undefined} />{' '}
            {t(s?.running ? 'syncing' : 'syncNow')}
          </Button>
        ) : null}
      </div>
      {s?.lastError ? (
        <Alert tone="warning" title={t('lastFailed')} requestId={s.lastError.requestId}>
          <FailureText failure={s.lastError} />
        </Alert>
      ) : null}
      {status.isError || syncNow.isError ? (
        <Alert
          tone="error"
          title={t('unreachable')}
          requestId={((status.error ?? syncNow.error) as ActionQueryError | null)?.requestId}
        >
          <FailureText failure={(status.error ?? syncNow.error) as Error} /> {t('tryAgain')}
        </Alert>
      ) : null}
    </section>
  );
}
