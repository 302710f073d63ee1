'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { LinkPending } from '@/components/shell/link-pending';
import { EmptyState, LoadError, TableSkeleton } from '@/components/activity/table-states';
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
import { useState, type CSSProperties } from 'react';

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
  // Each card's labels: the columns' names, as CSS strings the table's cells show above their values.
  const cardLabels = Object.fromEntries(
    (['email', 'school', 'grade', 'platforms', 'signedInTo'] as const).map((key, i) => [
      `--label-${i + 2}`,
      JSON.stringify(t(key)),
    ]),
  ) as CSSProperties;
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
      <BulkActivation query={query} picked={[...picked]} matching={total} onClear={() => setPicked(new Set())} />
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
        {/* Its columns are styled through the table (`.directory-table`: app/globals.css, by column order), so a
            row carries no class lists, and a card's labels (under 640 px) are the table's, not each cell's: a page
            of 25 to 100 rows stays light (issue 36, "Lean pages"). */}
        <Table stack className="directory-table" style={cardLabels} data-testid="directory-results">
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
              <Th>{t('platforms')}</Th>
              <Th>{t('signedInTo')}</Th>
              <SortHeader query={query} sort="updated">
                {t('updated')}
              </SortHeader>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.id} data-testid="student-row">
                <Td>
                  {/* The box, the name and the username under it: a grid of the table's CSS. */}
                  <div>
                    <input
                      type="checkbox"
                      aria-label={bulk('selectStudent', { name: s.fullName })}
                      checked={picked.has(s.id)}
                      onChange={(e) => pick([s.id], e.target.checked)}
                    />
                    <Link href={`/students/${s.id}`}>
                      {s.fullName}
                      <LinkPending />
                    </Link>
                    <div>{s.username}</div>
                  </div>
                </Td>
                <Td>
                  <EmailText email={s.email} className={null} />
                  {s.emailConfirmed ? null : <span className="sr-only">{` ${t('emailNotConfirmed')}`}</span>}
                </Td>
                <Td>
                  <div data-testid="student-school">{s.schoolName ?? '—'}</div>
                  <div>{[s.cityName, s.countryName].filter(Boolean).join(', ')}</div>
                </Td>
                <Td>{s.gradeName ?? '—'}</Td>
                <Td>
                  {/* Badges drawn by the table's CSS (`.directory-table`): a row's spans carry no class. */}
                  <div>
                    {s.platforms.map((p) => (
                      <span key={p}>{platformLabel(p)}</span>
                    ))}
                  </div>
                </Td>
                <Td data-testid="directory-signed-in">
                  {s.signedInOrgs === null ? (
                    <span>{t('notKnownYet')}</span>
                  ) : s.signedInOrgs.length === 0 ? (
                    <span>{common('none')}</span>
                  ) : (
                    <div>
                      {s.signedInOrgs.map((o) => (
                        <span key={o}>{o}</span>
                      ))}
                    </div>
                  )}
                </Td>
                <Td>{format.date(s.updatedAt)}</Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <DirectoryPager result={result.data} hrefFor={(p) => directoryHref({ ...query, page: p })} />
    </div>
  );
}
