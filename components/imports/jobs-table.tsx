'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { LinkPending } from '@/components/shell/link-pending';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { listImportJobsAction } from '@/server/imports/actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmailText } from '@/components/ui/email-text';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { importKeys } from '@/lib/query/keys/imports';
import { formatCount } from '@/lib/format/count';
import { LocalTime } from '@/components/ui/local-time';
import { PageLinks, usePageOf } from '@/components/ui/page-links';
import { jobStatus } from './words';

/** Past and running imports, newest first, with who started them. */
export function JobsTable({ page }: { page: number }) {
  const t = useTranslations('imports');
  const common = useTranslations('common');
  const locale = useLocale();
  const pageOf = usePageOf();
  const query = useQuery({
    queryKey: importKeys.list(page),
    queryFn: () => unwrapAction(listImportJobsAction({ page })),
    refetchInterval: 5000,
  });
  if (query.error) {
    return (
      <Alert title={t('listFailed')} requestId={query.error instanceof ActionQueryError ? query.error.requestId : null}>
        <FailureText failure={query.error} /> {common('reloadHint')}
      </Alert>
    );
  }
  const data = query.data;
  if (!data) return <p className="text-sm text-slate-600">{common('loading')}</p>;
  if (data.jobs.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        {t('none')}
      </p>
    );
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-3">
      <Table stack>
        <TableHead>
          <tr>
            <Th>{t('file')}</Th>
            <Th>{t('startedBy')}</Th>
            <Th>{t('when')}</Th>
            <Th className="text-right">{t('students')}</Th>
            <Th className="text-right">{t('registered')}</Th>
            <Th>{t('status')}</Th>
          </tr>
        </TableHead>
        <TableBody>
          {data.jobs.map((job) => {
            const status = jobStatus(job.status);
            return (
              <TableRow key={job.id}>
                <Td wide className="truncate sm:max-w-64">
                  <Link className="font-medium text-sky-800 hover:underline" href={`/imports/${job.id}`}>
                    {job.fileName}
                    <LinkPending />
                  </Link>
                </Td>
                <Td label={t('startedBy')} wide>
                  <EmailText email={job.userEmail} />
                </Td>
                <Td label={t('when')} className="whitespace-nowrap">
                  <LocalTime value={job.createdAt} />
                </Td>
                <Td label={t('students')} className="tabular-nums sm:text-right">
                  {formatCount(job.totalRows, locale)}
                </Td>
                <Td label={t('registered')} className="tabular-nums sm:text-right">
                  {formatCount(job.registered, locale)}
                </Td>
                <Td label={t('status')}>
                  <Badge tone={status?.tone ?? 'neutral'}>{status ? t(status.key) : job.status}</Badge>
                </Td>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {pages > 1 ? (
        <PageLinks
          page={page}
          hasNext={page < pages}
          hrefFor={(p) => `/imports?page=${p}`}
          summary={pageOf(page, pages)}
        />
      ) : null}
    </div>
  );
}
