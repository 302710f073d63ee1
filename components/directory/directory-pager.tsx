import Link from 'next/link';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { DirectoryPage } from '@/lib/directory/types';

/** "1,234 students", or "More than 1,000 students" when the count stopped at its cap. */
export function matchesLabel({ total, totalCapped }: Pick<DirectoryPage, 'total' | 'totalCapped'>): string {
  if (totalCapped) return `More than ${total.toLocaleString('en')} students`;
  return `${total.toLocaleString('en')} student${total === 1 ? '' : 's'}`;
}

/**
 * Previous / next over the directory's pages (the page lives in the URL). Past the count's cap the number
 * of pages is not known: the pager says "Page 41" and offers "Next" while there is a next page.
 */
export function DirectoryPager({ result, hrefFor }: { result: DirectoryPage; hrefFor: (page: number) => string }) {
  const { page, totalPages, totalCapped } = result;
  const hasNext = result.hasMore ?? page < totalPages;
  const link = (target: number, enabled: boolean, children: React.ReactNode, rel: string) =>
    enabled ? (
      <Link href={hrefFor(target)} rel={rel} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {children}
      </Link>
    ) : (
      <span aria-disabled className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p data-testid="directory-page-of">
        {totalCapped ? `Page ${page.toLocaleString('en')}` : `Page ${Math.min(page, Math.max(totalPages, 1))} of ${Math.max(totalPages, 1)}`} ·{' '}
        {matchesLabel(result)}
      </p>
      <div className="flex gap-2">
        {link(page - 1, page > 1, <><ChevronLeftIcon aria-hidden /> Previous</>, 'prev')}
        {link(page + 1, hasNext, <>Next <ChevronRightIcon aria-hidden /></>, 'next')}
      </div>
    </nav>
  );
}
