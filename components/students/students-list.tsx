'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useLocale, useTranslations } from 'next-intl';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Alert } from '@/components/ui/alert';
import { ActionQueryError } from '@/lib/query/action-query';
import { studentKeys } from '@/lib/query/keys/students';
import { studentListHref, type StudentListParams } from '@/lib/students/list-params';
import { formatCount } from '@/lib/format/count';
import { listPageFacts, sayListPage, type ListPageTranslator } from '@/lib/students/page-summary';
import { listStudentsAction } from '@/server/students/actions';
import { StudentsEmailFilter } from './students-email-filter';
import { StudentsPager } from './students-pager';
import { StudentsTable } from './students-table';
import { useFormat } from '@/components/ui/use-format';

type Props = { params: StudentListParams; emailText: string };

/** The students with pasted e-mail addresses: the box, then the server's page of matches and the pager (URL-driven). */
export function StudentsList({ params, emailText }: Props) {
  const t = useTranslations('studentsEmail');
  return (
    <div className="space-y-4">
      <StudentsEmailFilter params={params} emailText={emailText} />
      {params.emails.length > 0 ? (
        <StudentsWithEmails params={params} emailText={emailText} />
      ) : (
        <p className="text-sm text-slate-600" data-testid="students-email-hint">
          {t('hint')}
        </p>
      )}
    </div>
  );
}

function StudentsWithEmails({ params, emailText }: Props) {
  const format = useFormat();
  const t = useTranslations('studentsEmail');
  const locale = useLocale();
  const { query, stored } = useStoredRead(studentKeys.list(params), listStudentsAction, params);
  const error = query.error instanceof ActionQueryError ? query.error : null;
  const hrefFor = (page: number) => studentListHref({ ...params, emailText, page });
  return (
    <div className="space-y-4">
      {query.isPending ? (
        <div role="status" className="h-64 animate-pulse rounded-lg bg-slate-100">
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : query.isError ? (
        <Alert title={t('loadFailed')} requestId={error?.requestId}>
          <FailureText failure={query.error} /> {t('loadFailedHint')}
        </Alert>
      ) : (
        <>
          {query.data.source === 'directory' ? (
            <p className="text-sm text-slate-600" data-testid="students-source">
              {query.data.syncedAt ? t('source', { time: format.dateTime(query.data.syncedAt) }) : t('sourceNoSync')}
            </p>
          ) : null}
          {query.data.freshness ? <FreshnessNote stored={query.data.freshness} control={stored} /> : null}
          <p className="text-sm text-slate-700" data-testid="students-summary">
            {sayListPage(listPageFacts(params, query.data.pagination), t as unknown as ListPageTranslator, (n) =>
              formatCount(n, locale),
            )}
          </p>
          {query.data.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
              {t('noneMatch')}
            </p>
          ) : (
            <StudentsTable students={query.data.data} />
          )}
          <StudentsPager
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            hrefFor={hrefFor}
            fetching={query.isFetching}
          />
        </>
      )}
    </div>
  );
}
