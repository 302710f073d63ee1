import { useTranslations } from 'next-intl';

/** The placeholder a section shows while its page loads (used by the sections' loading.tsx). */
export function PageSkeleton() {
  const t = useTranslations('common');
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-7 w-48 rounded bg-slate-200" />
      <div className="h-4 w-80 max-w-full rounded bg-slate-200" />
      <div className="h-48 rounded-lg bg-slate-200" />
    </div>
  );
}
