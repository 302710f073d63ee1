import { useLocale, useTranslations } from 'next-intl';
import { PageLinks, usePageOf } from '@/components/ui/page-links';
import { formatCount } from '@/lib/format/count';
import type en from '@/lib/i18n/messages/en.json';

export interface PaginationNavProps {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted (a `counts` message): "request" -> "1 request", "312 requests". */
  noun: keyof (typeof en)['counts'];
  hrefFor: (page: number) => string;
}

/** Previous / next links over server-side pages, with the page and the count. */
export function PaginationNav({ page, totalPages, total, noun, hrefFor }: PaginationNavProps) {
  const pageOf = usePageOf();
  const counts = useTranslations('counts');
  const locale = useLocale();
  const label = counts(noun, { total, count: formatCount(total, locale) });
  return (
    <PageLinks
      page={page}
      hasNext={page < totalPages}
      hrefFor={hrefFor}
      summary={`${pageOf(page, totalPages)} · ${label}`}
    />
  );
}
