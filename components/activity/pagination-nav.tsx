import { PageLinks, usePageOf } from '@/components/ui/page-links';
import { formatCount } from '@/lib/format/count';

export interface PaginationNavProps {
  page: number;
  totalPages: number;
  total: number;
  /** "request" -> "1 request", "312 requests". */
  noun: string;
  hrefFor: (page: number) => string;
}

/** Previous / next links over server-side pages, with the page and the count. */
export function PaginationNav({ page, totalPages, total, noun, hrefFor }: PaginationNavProps) {
  const pageOf = usePageOf();
  const label = `${formatCount(total)} ${noun}${total === 1 ? '' : 's'}`;
  return (
    <PageLinks
      page={page}
      hasNext={page < totalPages}
      hrefFor={hrefFor}
      summary={`${pageOf(page, totalPages)} · ${label}`}
    />
  );
}
