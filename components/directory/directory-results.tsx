'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LinkPending } from '@/components/shell/link-pending';
import { EmptyState, LoadError, TableSkeleton } from '@/components/activity/table-states';
import { Badge } from '@/components/ui/badge';
import { EmailText } from '@/components/ui/email-text';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { formatCount } from '@/lib/format/count';
import { directoryKeys } from '@/lib/directory/query-keys';
import { directoryHref, type DirectoryQuery } from '@/lib/directory/search-params';
import { unwrapAction } from '@/lib/query/action-query';
import { usePlatformLabel } from '@/components/students/use-platform-label';
import { searchDirectoryAction } from '@/server/directory/actions';
import { DirectoryPager, useMatchesLabel } from './directory-pager';
import { SortHeader } from './sort-header';
import { useFormat } from '@/components/ui/use-format';
import { BulkActivation } from '@/components/students/bulk-activation';
import { useState } from 'react';

/** One page of the Students search's matches, from the console's copy, prefetched on the server with the same key; each links to the live record. */
export function DirectoryResults({ query }: { query: DirectoryQuery }) {
  const t = useTranslations('students');
  const platformLabel = usePlatformLabel();
  const format = useFormat();
  const common = useTranslations('common');
  const matchesLabel = useMatchesLabel();
  const bulk = useTranslations('bulkActivation');
  // Students ticked for a bulk activation, kept across the pages of the search.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const result = useQuery({
    queryKey: directoryKeys.search(query),
    queryFn: () => unwrapAction(searchDirectoryAction(query)),
    placeholderData: keepPreviousData,
  });
  if (result.isPending) return <TableSkeleton />;
  if (result.isError) return <LoadError error={result.error} title={t('loadFailed')} />;
  const { rows, total, tookMs } = result.data;
  const filtered = Boolean(query.q || query.school || query.city || query.grade || query.platform || query.org);
  if (rows.length === 0) {
    return (
      <EmptyState
        title={filtered ? t('noMatch') : t('noneYet')}
        filtered={filtered}
        clearHref="/students"
        pastEnd={total > 0 ? { href: directoryHref({ ...query, page: 1 }) } : null}
      />
    );
  }
  const pageIds = rows.map((s) => s.id);
  const wholePage = pageIds.every((id) => picked.has(id));
  const pick = (ids: readonly string[], on: boolean) =>
    setPicked((was) => {
      const next = new Set(was);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  return (
    <div className="space-y-3" aria-busy={result.isFetching}>
      <BulkActivation
        query={query}
        picked={[...picked]}
        matching={result.data.totalCapped ? null : total}
        onClear={() => setPicked(new Set())}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p data-testid="directory-count">
          {matchesLabel(result.data)} · {t('tookMs', { ms: formatCount(tookMs, format.context.locale) })}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={wholePage}
          onChange={(e) => pick(pageIds, e.target.checked)}
          data-testid="select-page"
        />
        {bulk('selectPage')}
      </label>
      <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
        <Table stack data-testid="directory-results">
          <TableHead>
            <tr>
              <SortHeader query={query} sort="name">
                {t('name')}
              </SortHeader>
              <Th>{t('email')}</Th>
              <SortHeader query={query} sort="school">
                {t('school')}
              </SortHeader>
              <SortHeader query={query} sort="grade">
                {t('grade')}
              </SortHeader>
              <Th className="max-md:hidden">{t('platforms')}</Th>
              <Th className="max-lg:hidden">{t('signedInTo')}</Th>
              <SortHeader query={query} sort="updated" className="max-md:hidden">
                {t('updated')}
              </SortHeader>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.id} data-student-id={s.id} data-testid="student-row">
                <Td wide className="font-medium">
                  <div className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1"
                      aria-label={bulk('selectStudent', { name: s.fullName })}
                      checked={picked.has(s.id)}
                      onChange={(e) => pick([s.id], e.target.checked)}
                      data-testid="select-student"
                    />
                    <div>
                      <Link href={`/students/${s.id}`} className="text-sky-800 underline-offset-4 hover:underline">
                        {s.fullName}
                        <LinkPending />
                      </Link>
                      <div className="font-mono text-xs font-normal text-slate-600">{s.username}</div>
                    </div>
                  </div>
                </Td>
                <Td label={t('email')} wide>
                  <div className="text-slate-700" title={s.email}>
                    <EmailText email={s.email} />
                    {s.emailConfirmed ? null : <span className="sr-only"> {t('emailNotConfirmed')}</span>}
                  </div>
                </Td>
                <Td label={t('school')} wide>
                  <div data-testid="student-school">{s.schoolName ?? '—'}</div>
                  <div className="text-xs text-slate-600">{[s.cityName, s.countryName].filter(Boolean).join(', ')}</div>
                </Td>
                <Td label={t('grade')} className="tabular-nums">
                  {s.gradeName ?? '—'}
                </Td>
                <Td label={t('platforms')} className="max-md:hidden">
                  <div className="flex flex-wrap gap-1">
                    {s.platforms.map((p) => (
                      <Badge key={p} tone="neutral">
                        {platformLabel(p)}
                      </Badge>
                    ))}
                  </div>
                </Td>
                <Td label={t('signedInTo')} className="max-lg:hidden" data-testid="directory-signed-in">
                  {s.signedInOrgs === null ? (
                    <span className="text-slate-600">{t('notKnownYet')}</span>
                  ) : s.signedInOrgs.length === 0 ? (
                    <span className="text-slate-600">{common('none')}</span>
                  ) : (
                    <div className="flex flex-wrap gap-1">
                      {s.signedInOrgs.map((o) => (
                        <Badge key={o} tone="info">
                          {o}
                        </Badge>
                      ))}
                    </div>
                  )}
                </Td>
                <Td notInCard className="whitespace-nowrap text-slate-600 max-md:hidden">
                  {format.date(s.updatedAt)}
                </Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <DirectoryPager result={result.data} hrefFor={(p) => directoryHref({ ...query, page: p })} />
    </div>
  );
}
