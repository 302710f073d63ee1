'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { InboxIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { ActionQueryError } from '@/lib/query/action-query';

/** Rows of grey bars while a page of a log loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const t = useTranslations('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className="animate-pulse space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-6 rounded bg-slate-100" />
      ))}
    </div>
  );
}

/** Nothing to show: says whether the filters are the reason and how to widen them. */
export function EmptyState({
  title,
  filtered,
  clearHref,
  pastEnd,
}: {
  title: string;
  filtered: boolean;
  clearHref: string;
  pastEnd?: { href: string } | null;
}) {
  const t = useTranslations('common');
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
      <InboxIcon className="size-6 text-slate-400" aria-hidden />
      <p className="font-medium text-slate-800">{pastEnd ? t('pastEnd') : title}</p>
      {pastEnd ? (
        <Link href={pastEnd.href} className="text-sky-700 underline-offset-4 hover:underline">
          {t('firstPage')}
        </Link>
      ) : filtered ? (
        <Link href={clearHref} className="text-sky-700 underline-offset-4 hover:underline">
          {t('clearFilters')}
        </Link>
      ) : null}
    </div>
  );
}

/** A failed load of a list, with what to do and the request id when there is one. */
export function LoadError({ error, title }: { error: unknown; title: string }) {
  const t = useTranslations('common');
  const requestId = error instanceof ActionQueryError ? error.requestId : null;
  const message =
    error instanceof ActionQueryError ? (
      <FailureText failure={error} />
    ) : error instanceof Error ? (
      error.message
    ) : (
      t('unknownError')
    );
  return (
    <Alert tone="error" title={title} requestId={requestId}>
      {message} {t('loadFailedHint')}
    </Alert>
  );
}
