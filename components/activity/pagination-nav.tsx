import { useLocale, useTranslations } from 'next-intl';
import { PageLinks, usePageOf } from '@/components/ui/page-links';
import { formatCount } from '@/lib/format/count';
import type en from '@/lib/i18n/messages/en.json';

type Noun = keyof (typeof en)['counts'];

export interface PaginationNavProps {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted (a `counts` message): "request" -> "1 request", "312 requests". */
  noun: Noun;
  hrefFor: (page: number) => string;
  /**
   * The count stopped at its cap (the Activity page's logs): "Page 41 · More than 1,000 requests", and Next while
   * there is a next page. `noun` then names what is counted past a cap (`requestMoreThan`).
   */
  capped?: { hasMore: boolean } | null;
}

/** Previous / next links over server-side pages, with the page and the count. */
export function PaginationNav({ page, totalPages, total, noun, hrefFor, capped }: PaginationNavProps) {
  const pageOf = usePageOf();
  const counts = useTranslations('counts');
  const common = useTranslations('common');
  const locale = useLocale();
  const label = counts(noun, { total, count: formatCount(total, locale) });
  return (
    <PageLinks
      page={page}
      hasNext={capped ? capped.hasMore : page < totalPages}
      hrefFor={hrefFor}
      summary={`${capped ? common('page', { page: formatCount(page, locale) }) : pageOf(page, totalPages)} · ${label}`}
    />
  );
}
