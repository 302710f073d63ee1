import { useTranslations } from 'next-intl';

export default function Loading() {
  const t = useTranslations('loading');
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">{t('form')}</span>
      <div className="h-7 w-40 rounded bg-slate-200" />
      <div className="h-20 rounded-lg bg-slate-200" />
      <div className="h-96 rounded-lg bg-slate-200" />
    </div>
  );
}
