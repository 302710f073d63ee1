'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestLogFilters } from '@/lib/activity/activity-filters';
import { activityHref } from '@/lib/activity/activity-href';
import { formatDuration } from '@/lib/format/utc';
import { unwrapAction } from '@/lib/query/action-query';
import { activityKeys } from '@/lib/query/keys/activity';
import { listRequestLogAction } from '@/server/activity/actions';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { CopyRequestId } from './copy-request-id';
import { PaginationNav } from './pagination-nav';
import { stacked } from './stacked-table';
import { StatusBadge } from './status-badge';
import { EmptyState, LoadError, TableSkeleton } from './table-states';
import { UtcTime } from './utc-time';

/** One page of the request log, prefetched on the server with the same key. */
export function RequestLogTable({ filters }: { filters: RequestLogFilters }) {
  const t = useTranslations('activityPage');
  const query = useQuery({
    queryKey: activityKeys.requests(filters),
    queryFn: () => unwrapAction(listRequestLogAction(filters)),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <TableSkeleton />;
  if (query.isError) return <LoadError error={query.error} title={t('requestsFailed')} />;
  const { rows, page, totalPages, total, totalCapped, hasMore } = query.data;
  const filtered = Boolean(
    filters.operation ||
    filters.status ||
    filters.user ||
    filters.from ||
    filters.to ||
    filters.requestId ||
    filters.student ||
    filters.calls !== 'people',
  );
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t(filtered ? 'noRequestsMatch' : 'noRequests')}
        filtered={filtered}
        clearHref={activityHref('requests')}
        pastEnd={total > 0 ? { href: activityHref('requests', { ...filters, page: 1 }) } : null}
      />
    );
  }
  return (
    <div className="space-y-3" aria-busy={query.isFetching}>
      <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
        <Table data-testid="request-log" className={stacked.table}>
          <TableHead className={stacked.head}>
            <tr>
              <Th>{t('time')}</Th>
              <Th>{t('user')}</Th>
              <Th>{t('operation')}</Th>
              <Th>{t('status')}</Th>
              <Th className="text-right">{t('duration')}</Th>
              <Th>{t('requestId')}</Th>
            </tr>
          </TableHead>
          <TableBody className={stacked.body}>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                data-operation={row.operation}
                data-background={row.background}
                className={stacked.row}
              >
                <Td data-label={t('time')} className={stacked.cell}>
                  <UtcTime value={row.at} />
                </Td>
                <Td
                  data-label={t('user')}
                  className={`${stacked.cell} max-md:order-4 max-md:break-all md:whitespace-nowrap`}
                >
                  {row.userEmail ?? <span className="text-slate-600">{t('background')}</span>}
                  {row.background && row.userEmail ? (
                    <span className="block text-xs text-slate-600">{t('backgroundRead')}</span>
                  ) : null}
                </Td>
                <Td data-label={t('operation')} className={`${stacked.cell} ${stacked.wide} max-md:order-3`}>
                  <div className="font-medium text-slate-900">
                    {row.operation}
                    {row.organization ? (
                      <span className="font-normal text-slate-700" data-testid="request-organization">
                        {' '}
                        · {row.organization}
                      </span>
                    ) : null}
                  </div>
                  <code className="font-mono text-xs break-all text-slate-600">
                    {row.method} {row.pathTemplate}
                  </code>
                  {row.studentId ? (
                    <Link
                      href={`/students/${encodeURIComponent(row.studentId)}`}
                      className="block text-xs text-sky-700 underline-offset-4 hover:underline"
                      data-testid="request-student"
                    >
                      {t('studentLink', { id: row.studentId })}
                    </Link>
                  ) : null}
                </Td>
                <Td data-label={t('status')} className={`${stacked.cell} max-md:order-2`}>
                  <StatusBadge status={row.status} errorCode={row.errorCode} />
                </Td>
                <Td
                  data-label={t('duration')}
                  className={`${stacked.cell} text-right whitespace-nowrap tabular-nums max-md:order-5 max-md:text-left`}
                >
                  {formatDuration(row.durationMs)}
                </Td>
                <Td data-label={t('requestId')} className={`${stacked.cell} ${stacked.wide} max-md:order-6`}>
                  <CopyRequestId value={row.requestId} />
                </Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <PaginationNav
        page={page}
        totalPages={totalPages}
        total={total}
        noun={totalCapped ? 'requestMoreThan' : 'request'}
        capped={totalCapped ? { hasMore } : null}
        hrefFor={(p) => activityHref('requests', { ...filters, page: p })}
      />
    </div>
  );
}
