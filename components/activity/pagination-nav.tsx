import Link from 'next/link';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export interface PaginationNavProps {
  page: number;
  totalPages: number;
  total: number;
  /** "request" -> "1 request", "312 requests". */
  noun: string;
  hrefFor: (page: number) => string;
}

/** Previous / next links over server-side pages; the page lives in the URL. */
export function PaginationNav({ page, totalPages, total, noun, hrefFor }: PaginationNavProps) {
  const label = `${total.toLocaleString('en')} ${noun}${total === 1 ? '' : 's'}`;
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
        Page {Math.min(page, Math.max(totalPages, 1))} of {Math.max(totalPages, 1)} · {label}
      </p>
      <div className="flex gap-2">
        {link(page - 1, page > 1, <><ChevronLeftIcon aria-hidden /> Previous</>, 'prev')}
        {link(page + 1, page < totalPages, <>Next <ChevronRightIcon aria-hidden /></>, 'next')}
      </div>
    </nav>
  );
}
