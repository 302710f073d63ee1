import { PageLinks, pageOf } from '@/components/ui/page-links';
import type { DirectoryPage } from '@/lib/directory/types';
import { formatCount } from '@/lib/format/count';

/** "1,234 students", or "More than 1,000 students" when the count stopped at its cap. */
export function matchesLabel({ total, totalCapped }: Pick<DirectoryPage, 'total' | 'totalCapped'>): string {
  if (totalCapped) return `More than ${formatCount(total)} students`;
  return `${formatCount(total)} student${total === 1 ? '' : 's'}`;
}

/**
 * Previous / next over the directory's pages (the page lives in the URL). Past the count's cap the number
 * of pages is not known: the pager says "Page 41" and offers "Next" while there is a next page.
 */
export function DirectoryPager({ result, hrefFor }: { result: DirectoryPage; hrefFor: (page: number) => string }) {
  const { page, totalPages, totalCapped } = result;
  const where = totalCapped ? `Page ${formatCount(page)}` : pageOf(page, totalPages);
  return (
    <PageLinks
      page={page}
      hasNext={result.hasMore ?? page < totalPages}
      hrefFor={hrefFor}
      summary={`${where} · ${matchesLabel(result)}`}
      summaryTestId="directory-page-of"
    />
  );
}
