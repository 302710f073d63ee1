'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityHref, type AuditLogFilters } from '@/lib/activity/activity-filters';
import { formatUtc } from '@/lib/activity/format-time';
import { unwrapAction } from '@/lib/query/action-query';
import { activityKeys } from '@/lib/query/keys/activity';
import { listAuditLogAction } from '@/server/actions/activity';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { CopyRequestId } from './copy-request-id';
import { PaginationNav } from './pagination-nav';
import { EmptyState, LoadError, TableSkeleton } from './table-states';

/** One page of the audit log, prefetched on the server with the same key. */
export function AuditLogTable({ filters }: { filters: AuditLogFilters }) {
  const query = useQuery({
    queryKey: activityKeys.audit(filters),
    queryFn: () => unwrapAction(listAuditLogAction(filters)),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <TableSkeleton />;
  if (query.isError) return <LoadError error={query.error} what="audit log" />;
  const { rows, page, totalPages, total } = query.data;
  const filtered = Boolean(filters.user || filters.action || filters.from || filters.to);
  if (rows.length === 0) {
    return (
      <EmptyState
        title={filtered ? 'No changes match these filters.' : 'No changes yet. Every change made through the console is recorded here.'}
        filtered={filtered}
        clearHref={activityHref('audit')}
        pastEnd={total > 0 ? { href: activityHref('audit', { ...filters, page: 1 }) } : null}
      />
    );
  }
  return (
    <div className="space-y-3" aria-busy={query.isFetching}>
      <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
        <Table data-testid="audit-log">
          <TableHead>
            <tr>
              <Th>Time</Th>
              <Th>User</Th>
              <Th>Action</Th>
              <Th>Target</Th>
              <Th>Summary</Th>
              <Th>Request id</Th>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-action={row.action}>
                <Td className="whitespace-nowrap text-slate-600">{formatUtc(row.at)}</Td>
                <Td className="max-w-48 truncate" title={row.userEmail}>
                  {row.userEmail}
                </Td>
                <Td>
                  <code className="font-mono text-xs whitespace-nowrap">{row.action}</code>
                </Td>
                <Td>
                  <div className="text-slate-700">{row.targetType}</div>
                  <code className="font-mono text-xs break-all text-slate-500">{row.targetId}</code>
                </Td>
                <Td className="min-w-56">{row.summary}</Td>
                <Td>{row.requestId ? <CopyRequestId value={row.requestId} /> : <span className="text-slate-400">Not sent to the API</span>}</Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <PaginationNav page={page} totalPages={totalPages} total={total} noun="change" hrefFor={(p) => activityHref('audit', { ...filters, page: p })} />
    </div>
  );
}
