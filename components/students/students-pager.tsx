import Link from 'next/link';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** Previous / next over the API's pages; the page lives in the URL. */
export function StudentsPager({ page, totalPages, hrefFor, fetching }: { page: number; totalPages: number; hrefFor: (page: number) => string; fetching: boolean }) {
  if (totalPages <= 1 && page <= 1) return null;
  const item = (target: number, enabled: boolean, children: React.ReactNode, rel: string) =>
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
    <nav aria-label="Pages" className="flex items-center justify-end gap-2" aria-busy={fetching}>
      {item(page - 1, page > 1, <><ChevronLeftIcon aria-hidden /> Previous</>, 'prev')}
      {item(page + 1, page < totalPages, <>Next <ChevronRightIcon aria-hidden /></>, 'next')}
    </nav>
  );
}
