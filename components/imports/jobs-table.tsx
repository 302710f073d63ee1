'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { LinkPending } from '@/components/shell/link-pending';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { listImportJobsAction } from '@/server/imports/actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmailText } from '@/components/ui/email-text';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { importKeys } from './import-keys';
import { jobStatusWords } from './words';
import { formatCount } from '@/lib/format/count';
import { LocalTime } from '@/components/ui/local-time';

/** Past and running imports, newest first, with who started them. */
export function JobsTable({ page }: { page: number }) {
  const query = useQuery({
    queryKey: importKeys.list(page),
    queryFn: () => unwrapAction(listImportJobsAction({ page })),
    refetchInterval: 5000,
  });
  if (query.error) {
    return (
      <Alert
        title="The imports cannot be listed"
        requestId={query.error instanceof ActionQueryError ? query.error.requestId : null}
      >
        {query.error.message} Reload the page to try again.
      </Alert>
    );
  }
  const data = query.data;
  if (!data) return <p className="text-sm text-slate-600">Loading…</p>;
  if (data.jobs.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        No imports yet. Start one with “New import”.
      </p>
    );
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-3">
      <Table stack>
        <TableHead>
          <tr>
            <Th>File</Th>
            <Th>Started by</Th>
            <Th>When</Th>
            <Th className="text-right">Students</Th>
            <Th className="text-right">Registered</Th>
            <Th>Status</Th>
          </tr>
        </TableHead>
        <TableBody>
          {data.jobs.map((job) => {
            const words = jobStatusWords[job.status] ?? { label: job.status, tone: 'neutral' as const };
            return (
              <TableRow key={job.id}>
                <Td wide className="truncate sm:max-w-64">
                  <Link className="font-medium text-sky-800 hover:underline" href={`/imports/${job.id}`}>
                    {job.fileName}
                    <LinkPending />
                  </Link>
                </Td>
                <Td label="Started by" wide>
                  <EmailText email={job.userEmail} />
                </Td>
                <Td label="When" className="whitespace-nowrap">
                  <LocalTime value={job.createdAt} />
                </Td>
                <Td label="Students" className="tabular-nums sm:text-right">
                  {formatCount(job.totalRows)}
                </Td>
                <Td label="Registered" className="tabular-nums sm:text-right">
                  {formatCount(job.registered)}
                </Td>
                <Td label="Status">
                  <Badge tone={words.tone}>{words.label}</Badge>
                </Td>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {pages > 1 ? (
        <nav className="flex gap-3 text-sm" aria-label="Pages">
          {page > 1 ? <Link href={`/imports?page=${page - 1}`}>Previous</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link href={`/imports?page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
