'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { PageLinks } from '@/components/ui/page-links';
import { formatCount } from '@/lib/format/count';

/** A coordinator's view of a list read over the API's pages until full (server/applications/application-scan). */
export interface ScannedView {
  previous: string | null;
  next: string | null;
  /** Positions in the whole list (every school's applications) of the first and last one looked through. */
  looked: { first: number; last: number } | null;
  total: number;
  capped: 'next' | 'previous' | null;
  /** Applications one view looks through at most. */
  cap: number;
}

export type ScanLink = { from: string } | { before: string };

/** "all 40 applications", "the first 200 of all 640 applications", in the reader's language. */
function useScanWords() {
  const t = useTranslations('applications');
  const counts = useTranslations('counts');
  const locale = useLocale();
  const n = (value: number) => formatCount(value, locale);
  const plural = (count: number) => counts('application', { total: count, count: n(count) });
  const range = ({ looked, total }: ScannedView): string => {
    if (!looked || (looked.first === 1 && looked.last >= total)) return t('scanAll', { applications: plural(total) });
    if (looked.first === 1) return t('scanFirst', { last: n(looked.last), applications: plural(total) });
    return t('scanRange', { first: n(looked.first), last: n(looked.last), total: n(total) });
  };
  return { t, n, plural, range };
}

/**
 * When a view stopped at its read limit before its page was full: how many of their schools' applications
 * it found, where it looked, and that Next (or Previous) reads further.
 */
export function ScanCappedNotice({ view, rows }: { view: ScannedView; rows: number }) {
  const { t, n, plural, range } = useScanWords();
  if (!view.capped) return null;
  const found =
    rows === 0
      ? t('scanNoneFound', { range: range(view) })
      : t('scanFound', { applications: plural(rows), range: range(view) });
  return (
    <Alert tone="info" data-testid="scan-capped">
      {found} {t('scanCap', { cap: n(view.cap) })} {t(view.capped === 'next' ? 'nextFurther' : 'previousFurther')}
    </Alert>
  );
}

/** Previous / next by cursor: the API's pages count every school's applications, so no page number is shown. */
export function ScannedPagesNav({
  view,
  rows,
  hrefFor,
}: {
  view: ScannedView;
  rows: number;
  hrefFor: (link: ScanLink) => string;
}) {
  const { t, plural, range } = useScanWords();
  const where = view.looked
    ? t('scanWhere', { applications: plural(rows), range: range(view) })
    : t(view.total === 0 ? 'listEmpty' : 'nothingFurther');
  const summary = view.next || view.capped || !view.looked ? where : t('endOfList', { where });
  // PageLinks counts pages; here "page 2" is just "there is a previous view" and 1 / 3 stand for the two links.
  const page = view.previous ? 2 : 1;
  const href = (target: number) =>
    target < page ? hrefFor({ before: view.previous ?? '' }) : hrefFor({ from: view.next ?? '' });
  return (
    <PageLinks page={page} hasNext={view.next !== null} hrefFor={href} summary={summary} summaryTestId="scan-summary" />
  );
}
