'use client';
import { useTranslations } from 'next-intl';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Link } from '@/components/ui/link';
import { PaginationNav } from '@/components/activity/pagination-nav';
import { QueryError } from '@/components/exams/query-error';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { describeExam, examTitle } from '@/lib/exams/describe';
import { paymentLabel } from '@/lib/exams/price';
import { applicationKeys } from '@/lib/query/keys/exams';
import { listApplicationsAction } from '@/server/applications/actions';
import { useExamNames, usePriceWords } from '@/components/exams/use-exam-words';
import { useFormat } from '@/components/ui/use-format';
import { ScanCappedNotice, ScannedPagesNav, type ScanLink } from './scanned-pages-nav';

export interface ApplicationListParams {
  organization: string;
  student?: string | undefined;
  exam?: string | undefined;
  page: number;
  limit: number;
  /** A coordinator's view by cursor (instead of page): starting at `from`, or ending at `before`. */
  from?: string | undefined;
  before?: string | undefined;
}

/** The list's address at an API page number (admin, support) or at a coordinator's cursor. */
export function applicationsHref(p: ApplicationListParams, at: number | ScanLink): string {
  const q = new URLSearchParams({ organization: p.organization });
  if (p.student) q.set('student', p.student);
  if (p.exam) q.set('exam', p.exam);
  if (typeof at === 'number') {
    if (at > 1) q.set('page', String(at));
  } else if ('from' in at) q.set('from', at.from);
  else q.set('before', at.before);
  if (p.limit !== 20) q.set('limit', String(p.limit));
  return `/applications?${q.toString()}`;
}

/** One page of applications; the page (or a coordinator's cursor) and size live in the URL. */
export function ApplicationsTable({ params }: { params: ApplicationListParams }) {
  const t = useTranslations('applications');
  const examNames = useExamNames();
  const priceWords = usePriceWords();
  const format = useFormat();
  const { query, stored } = useStoredRead(applicationKeys.list(params), listApplicationsAction, params);
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loading')}</p>;
  if (query.isError) return <QueryError error={query.error} title={t('loadFailed')} />;
  const { rows, paging, categories, directory, organization, freshness } = query.data;
  const scanned = paging.kind === 'scan' ? paging : null;
  return (
    <div className="space-y-3">
      {freshness ? <FreshnessNote stored={freshness} control={stored} /> : null}
      {scanned ? <ScanCappedNotice view={scanned} rows={rows.length} /> : null}
      {rows.length === 0 && !scanned?.capped ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {t(scanned ? 'emptyScanned' : 'empty', { organization: organization.name })}
        </p>
      ) : rows.length === 0 ? null : (
        <Table stack aria-label={t('title')}>
          <TableHead>
            <tr>
              <Th>{t('student')}</Th>
              <Th>{t('exam')}</Th>
              <Th>{t('payment')}</Th>
              <Th>{t('state')}</Th>
              <Th>{t('applied')}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const payment = paymentLabel(r.payment, priceWords);
              const exam = r.exam
                ? examTitle(describeExam(r.exam, categories, directory, examNames))
                : t(r.examId ? 'examPast' : 'examGone');
              return (
                <TableRow key={r._id} data-testid="application-row">
                  <Td wide>
                    <Link
                      className="font-medium text-sky-700 hover:underline"
                      href={`/applications/${organization.slug}/${r._id}`}
                    >
                      {r.student.name}
                    </Link>
                    <div className="font-mono text-xs text-slate-600">{r.uuid}</div>
                  </Td>
                  <Td label={t('exam')} wide className="sm:min-w-56">
                    {exam}
                  </Td>
                  <Td label={t('payment')}>
                    <Badge tone={payment.tone}>{payment.text}</Badge>
                  </Td>
                  <Td label={t('state')}>
                    {/* The state and its make-up badge wrap as a pair: in a half-width phone cell they do not fit one line. */}
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="whitespace-nowrap">
                        {t(r.examSubmitted ? 'handedIn' : r.participated ? 'started' : 'notStarted')}
                      </span>
                      {r.removeAfter ? <Badge tone="warning">{t('makeUp')}</Badge> : null}
                    </span>
                  </Td>
                  <Td label={t('applied')} wide className="whitespace-nowrap">
                    {format.dateTime(r.createdAt)}
                  </Td>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {paging.kind === 'scan' ? (
        <ScannedPagesNav view={paging} rows={rows.length} hrefFor={(link) => applicationsHref(params, link)} />
      ) : (
        <PaginationNav
          page={paging.pagination.page}
          totalPages={paging.pagination.totalPages}
          total={paging.pagination.total}
          noun="application"
          hrefFor={(page) => applicationsHref(params, page)}
        />
      )}
    </div>
  );
}
