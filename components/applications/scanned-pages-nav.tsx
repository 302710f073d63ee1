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

const n = (value: number) => formatCount(value);
const plural = (count: number) => `${n(count)} ${count === 1 ? 'application' : 'applications'}`;
function range({ looked, total }: ScannedView): string {
  if (!looked || (looked.first === 1 && looked.last >= total)) return `all ${plural(total)}`;
  if (looked.first === 1) return `the first ${n(looked.last)} of all ${plural(total)}`;
  return `applications ${n(looked.first)}–${n(looked.last)} of all ${n(total)}`;
}

/**
 * When a view stopped at its read limit before its page was full: how many of their schools' applications
 * it found, where it looked, and that Next (or Previous) reads further.
 */
export function ScanCappedNotice({ view, rows }: { view: ScannedView; rows: number }) {
  if (!view.capped) return null;
  const further = view.capped === 'next' ? 'Next reads further.' : 'Previous reads further back.';
  const found =
    rows === 0
      ? `No applications of your schools’ students in ${range(view)}`
      : `Showing ${plural(rows)} of your schools’ students, found in ${range(view)}`;
  return (
    <Alert tone="info" data-testid="scan-capped">
      {found} (every school’s). A page looks through at most {n(view.cap)}, to stay quick; {further}
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
  const where = view.looked
    ? `${plural(rows)} of your schools’ students · looked through ${range(view)}`
    : view.total === 0
      ? 'The list is empty'
      : 'Nothing further in the list';
  const summary = view.next || view.capped || !view.looked ? where : `${where} · end of the list`;
  // PageLinks counts pages; here "page 2" is just "there is a previous view" and 1 / 3 stand for the two links.
  const page = view.previous ? 2 : 1;
  const href = (target: number) =>
    target < page ? hrefFor({ before: view.previous ?? '' }) : hrefFor({ from: view.next ?? '' });
  return (
    <PageLinks page={page} hasNext={view.next !== null} hrefFor={href} summary={summary} summaryTestId="scan-summary" />
  );
}
