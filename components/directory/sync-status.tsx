'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { directoryKeys } from '@/lib/directory/query-keys';
import type { DirectorySyncStatus } from '@/lib/directory/types';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { getDirectorySyncStatusAction, syncDirectoryNowAction } from '@/server/directory/actions';
import { formatCount } from '@/lib/format/count';
import { useFormat } from '@/components/ui/use-format';

function progress(s: DirectorySyncStatus): string {
  if (!s.running) return s.requestedAt ? 'A sync was asked for; it starts within a minute.' : 'Not running.';
  if (s.phase === 'signed-in' && s.signedIn) {
    const i = s.signedIn;
    const org = i.organization ? `${i.organization} (organization ${i.index} of ${i.organizations})` : 'starting';
    const page = i.organization && i.totalPages ? `, page ${i.page} of ${i.totalPages}` : '';
    return `Syncing, step 1 of 2, who signed in: ${org}${page}, ${formatCount(i.seen)} sign-ins so far.`;
  }
  const of = s.totalPages ? `page ${s.page ?? 1} of ${s.totalPages}` : 'starting';
  return `Syncing, step 2 of 2, students: ${of}, ${formatCount(s.seen)} students so far.`;
}

/** When the directory was last complete and how far the current run is; admins may start a run. */
export function SyncStatus({ canSync }: { canSync: boolean }) {
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
      aria-label="Directory sync"
      className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-0.5" data-testid="directory-sync-status" aria-live="polite">
          {s ? (
            <>
              <p className="text-slate-900">
                {s.lastCompletedAt
                  ? `Last complete: ${format.dateTime(s.lastCompletedAt)} (${formatCount(s.lastCompletedCount ?? 0)} students${s.lastRemoved ? `, ${s.lastRemoved} removed` : ''}).`
                  : 'Not complete yet: the first sync has not finished.'}{' '}
                <span className="text-slate-600">{formatCount(s.rows)} in the directory.</span>
              </p>
              <p className="text-slate-600">{progress(s)}</p>
            </>
          ) : (
            <p className="text-slate-600">Reading the sync status…</p>
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
            {s?.running ? 'Syncing…' : 'Sync now'}
          </Button>
        ) : null}
      </div>
      {s?.lastError ? (
        <Alert
          tone="warning"
          title="The last sync attempt failed; it resumes from where it stopped at the next try."
          requestId={s.lastError.requestId}
        >
          {s.lastError.message}
        </Alert>
      ) : null}
      {status.isError || syncNow.isError ? (
        <Alert
          tone="error"
          title="The sync could not be reached."
          requestId={((status.error ?? syncNow.error) as ActionQueryError | null)?.requestId}
        >
          {(status.error ?? syncNow.error)?.message} Try again in a moment.
        </Alert>
      ) : null}
    </section>
  );
}
