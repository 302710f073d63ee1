import Link from 'next/link';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * Previous / next over the API's pages for a coordinator, whose rows are filtered to their schools: no
 * count is shown, since the API's total counts every school's applications.
 */
export function ScopedPagesNav({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
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
      <p>
        Page {Math.min(page, Math.max(totalPages, 1))} of {Math.max(totalPages, 1)} · a page may show fewer rows, since only your schools’ students are listed
      </p>
      <div className="flex gap-2">
        {link(page - 1, page > 1, <><ChevronLeftIcon aria-hidden /> Previous</>, 'prev')}
        {link(page + 1, page < totalPages, <>Next <ChevronRightIcon aria-hidden /></>, 'next')}
      </div>
    </nav>
  );
}
