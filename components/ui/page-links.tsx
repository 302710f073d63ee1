import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format/count';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { buttonVariants } from './button';
import { cn } from './cn';

export interface PageLinksProps {
  page: number;
  hasNext: boolean;
  hrefFor: (page: number) => string;
  /** What the pages hold ("Page 2 of 7 · 312 requests"); the links alone, right-aligned, without it. */
  summary?: ReactNode;
  summaryTestId?: string;
  busy?: boolean;
}

/** Previous / next links over server-side pages; the page lives in the URL. */
export function PageLinks({ page, hasNext, hrefFor, summary, summaryTestId, busy }: PageLinksProps) {
  const t = useTranslations('common');
  const link = (target: number, enabled: boolean, children: ReactNode, rel: string) =>
    enabled ? (
      <Link href={hrefFor(target)} rel={rel} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {children}
      </Link>
    ) : (
      <span
        aria-disabled
        className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'pointer-events-none opacity-50')}
      >
        {children}
      </span>
    );
  return (
    <nav
      aria-label={t('pages')}
      aria-busy={busy}
      className={cn(
        'flex flex-wrap items-center gap-3 text-sm text-slate-600',
        summary ? 'justify-between' : 'justify-end',
      )}
    >
      {summary ? <p data-testid={summaryTestId}>{summary}</p> : null}
      <div className="flex gap-2">
        {link(
          page - 1,
          page > 1,
          <>
            <ChevronLeftIcon aria-hidden /> {t('previous')}
          </>,
          'prev',
        )}
        {link(
          page + 1,
          hasNext,
          <>
            {t('next')} <ChevronRightIcon aria-hidden />
          </>,
          'next',
        )}
      </div>
    </nav>
  );
}

/** "Page 2 of 7", never "of 0". */
export function usePageOf(): (page: number, totalPages: number) => string {
  const t = useTranslations('common');
  const locale = useLocale();
  return (page, totalPages) => {
    const pages = Math.max(totalPages, 1);
    return t('pageOf', { page: formatCount(Math.min(page, pages), locale), pages: formatCount(pages, locale) });
  };
}
