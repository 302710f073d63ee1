import { useLocale, useTranslations } from 'next-intl';
import { PageLinks, usePageOf } from '@/components/ui/page-links';
import type { DirectoryPage } from '@/lib/directory/types';
import { formatCount } from '@/lib/format/count';

/** "1,234 students", or "More than 1,000 students" when the count stopped at its cap. */
export function useMatchesLabel(): (page: Pick<DirectoryPage, 'total' | 'totalCapped'>) => string {
  const t = useTranslations('students');
  const locale = useLocale();
  return ({ total, totalCapped }) => {
    const values = { total, count: formatCount(total, locale) };
    return totalCapped ? t('countCapped', values) : t('count', values);
  };
}

/**
 * Previous / next over the directory's pages (the page lives in the URL). Past the count's cap the number
 * of pages is not known: the pager says "Page 41" and offers "Next" while there is a next page.
 */
export function DirectoryPager({ result, hrefFor }: { result: DirectoryPage; hrefFor: (page: number) => string }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const pageOf = usePageOf();
  const matchesLabel = useMatchesLabel();
  const { page, totalPages, totalCapped } = result;
  const where = totalCapped ? t('page', { page: formatCount(page, locale) }) : pageOf(page, totalPages);
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
