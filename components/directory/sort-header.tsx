import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import { Th } from '@/components/ui/table';
import { directoryHref, type DirectoryQuery, type DirectorySort } from '@/lib/directory/search-params';

/** A column header that sorts by its column; a second click turns the order round. */
export function SortHeader({
  query,
  sort,
  children,
  className,
}: {
  query: DirectoryQuery;
  sort: DirectorySort;
  children: ReactNode;
  className?: string;
}) {
  const active = query.sort === sort;
  const dir = active && query.dir === 'asc' ? 'desc' : 'asc';
  const Icon = query.dir === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Th className={className} aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      {/* Styled by the table (`.directory-table th > a`: app/globals.css). */}
      <Link href={directoryHref({ ...query, sort, dir, page: 1 })}>
        {children}
        {active ? <Icon className="size-3.5" aria-hidden /> : null}
      </Link>
    </Th>
  );
}
