import { PageLinks } from '@/components/ui/page-links';

/** Previous / next over the API's pages; the page lives in the URL. */
export function StudentsPager({
  page,
  totalPages,
  hrefFor,
  fetching,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  fetching: boolean;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  return <PageLinks page={page} hasNext={page < totalPages} hrefFor={hrefFor} busy={fetching} />;
}
