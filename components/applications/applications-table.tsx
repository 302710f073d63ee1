'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { PaginationNav } from '@/components/activity/pagination-nav';
import { QueryError } from '@/components/exams/query-error';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { describeExam, examTitle } from '@/lib/exams/describe';
import { formatInZone } from '@/lib/exams/format-sitting';
import { paymentLabel } from '@/lib/exams/price';
import { unwrapAction } from '@/lib/query/action-query';
import { applicationKeys } from '@/lib/query/keys/exams';
import { listApplicationsAction } from '@/server/actions/applications';
import { ScopedPagesNav } from './scoped-pages-nav';

export interface ApplicationListParams {
  organization: string;
  student?: string | undefined;
  exam?: string | undefined;
  page: number;
  limit: number;
}

export function applicationsHref(p: ApplicationListParams, page: number): string {
  const q = new URLSearchParams({ organization: p.organization });
  if (p.student) q.set('student', p.student);
  if (p.exam) q.set('exam', p.exam);
  if (page > 1) q.set('page', String(page));
  if (p.limit !== 20) q.set('limit', String(p.limit));
  return `/applications?${q.toString()}`;
}

/** One server page of applications; the page and size live in the URL. */
export function ApplicationsTable({ params }: { params: ApplicationListParams }) {
  const query = useQuery({ queryKey: applicationKeys.list(params), queryFn: () => unwrapAction(listApplicationsAction(params)) });
  if (query.isPending) return <p className="text-sm text-slate-600">Loading applications…</p>;
  if (query.isError) return <QueryError error={query.error} what="The applications" />;
  const { rows, pagination, categories, directory, organization, schools } = query.data;
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {schools ? 'No applications of your schools’ students on this page.' : 'No applications here.'} Only students who have signed in to {organization.name} are counted.
        </p>
      ) : (
        <Table aria-label="Applications">
          <TableHead>
            <tr>
              <Th>Student</Th>
              <Th>Exam</Th>
              <Th>Payment</Th>
              <Th>State</Th>
              <Th>Applied</Th>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const payment = paymentLabel(r.payment);
              const exam = r.exam ? examTitle(describeExam(r.exam, categories, directory)) : r.examId ? `exam ${r.examId} (past or closed)` : 'exam no longer exists';
              return (
                <TableRow key={r._id} data-testid="application-row">
                  <Td>
                    <Link className="font-medium text-sky-700 hover:underline" href={`/applications/${organization.slug}/${r._id}`}>
                      {r.student.name}
                    </Link>
                    <div className="font-mono text-xs text-slate-500">{r.uuid}</div>
                  </Td>
                  <Td className="min-w-56">{exam}</Td>
                  <Td>
                    <Badge tone={payment.tone}>{payment.text}</Badge>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {r.examSubmitted ? 'Handed in' : r.participated ? 'Started' : 'Not started'}
                    {r.removeAfter ? <Badge tone="warning" className="ml-2">Make-up</Badge> : null}
                  </Td>
                  <Td className="whitespace-nowrap">{formatInZone(r.createdAt, 'UTC')} UTC</Td>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {schools ? (
        <ScopedPagesNav page={pagination.page} totalPages={pagination.totalPages} hrefFor={(page) => applicationsHref(params, page)} />
      ) : (
        <PaginationNav page={pagination.page} totalPages={pagination.totalPages} total={pagination.total} noun="application" hrefFor={(page) => applicationsHref(params, page)} />
      )}
    </div>
  );
}
