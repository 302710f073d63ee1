import { PageLinks, pageOf } from '@/components/ui/page-links';

/**
 * Previous / next over the API's pages for a coordinator, whose rows are filtered to their schools: no
 * count is shown, since the API's total counts every school's applications.
 */
export function ScopedPagesNav({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const summary = `${pageOf(page, totalPages)} · a page may show fewer rows, since only your schools’ students are listed`;
  return <PageLinks page={page} hasNext={page < totalPages} hrefFor={hrefFor} summary={summary} />;
}
