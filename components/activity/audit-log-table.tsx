'use client';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogFilters } from '@/lib/activity/activity-filters';
import { activityHref } from '@/lib/activity/activity-href';
import { unwrapAction } from '@/lib/query/action-query';
import { activityKeys } from '@/lib/query/keys/activity';
import { listAuditLogAction } from '@/server/activity/actions';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { AuditAbout, AuditWhat } from './audit-entry-words';
import { CopyRequestId } from './copy-request-id';
import { PaginationNav } from './pagination-nav';
import { stacked } from './stacked-table';
import { EmptyState, LoadError, TableSkeleton } from './table-states';
import { UtcTime } from './utc-time';

/** One page of the audit log, prefetched on the server with the same key. */
export function AuditLogTable({ filters }: { filters: AuditLogFilters }) {
  const t = useTranslations('activityPage');
  const words = useTranslations('auditLog');
  const query = useQuery({
    queryKey: activityKeys.audit(filters),
    queryFn: () => unwrapAction(listAuditLogAction(filters)),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <TableSkeleton />;
  if (query.isError) return <LoadError error={query.error} title={t('auditFailed')} />;
  const { rows, page, totalPages, total, totalCapped, hasMore } = query.data;
  const filtered = Boolean(filters.user || filters.action || filters.from || filters.to);
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t(filtered ? 'noChangesMatch' : 'noChanges')}
        filtered={filtered}
        clearHref={activityHref('audit')}
        pastEnd={total > 0 ? { href: activityHref('audit', { ...filters, page: 1 }) } : null}
      />
    );
  }
  return (
    <div className="space-y-3" aria-busy={query.isFetching}>
      <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
        <Table data-testid="audit-log" className={stacked.table}>
          <TableHead className={stacked.head}>
            <tr>
              <Th>{t('time')}</Th>
              <Th>{words('who')}</Th>
              <Th>{words('what')}</Th>
              <Th>{words('about')}</Th>
              <Th>{t('requestId')}</Th>
            </tr>
          </TableHead>
          <TableBody className={stacked.body}>
            {rows.map((row) => (
              <TableRow key={row.id} data-action={row.action} className={stacked.row}>
                <Td data-label={t('time')} className={stacked.cell}>
                  <UtcTime value={row.at} />
                </Td>
                <Td
                  data-label={words('who')}
                  className={`${stacked.cell} ${stacked.wide} max-md:order-4 max-md:break-all`}
                >
                  {row.userName ? <div className="text-slate-900">{row.userName}</div> : null}
                  <div className={row.userName ? 'text-xs text-slate-600' : 'text-slate-900'}>{row.userEmail}</div>
                </Td>
                <Td data-label={words('what')} className={`${stacked.cell} ${stacked.wide} max-md:order-2 md:min-w-56`}>
                  <AuditWhat action={row.action} words={row.words} summary={row.summary} />
                </Td>
                <Td data-label={words('about')} className={`${stacked.cell} ${stacked.wide} max-md:order-3`}>
                  <AuditAbout words={row.words} targetId={row.targetId} />
                </Td>
                <Td data-label={t('requestId')} className={`${stacked.cell} ${stacked.wide} max-md:order-6`}>
                  {row.requestId ? (
                    <CopyRequestId value={row.requestId} />
                  ) : (
                    <span className="text-slate-600">{t('notSent')}</span>
                  )}
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
        noun={totalCapped ? 'changeMoreThan' : 'change'}
        capped={totalCapped ? { hasMore } : null}
        hrefFor={(p) => activityHref('audit', { ...filters, page: p })}
      />
    </div>
  );
}
