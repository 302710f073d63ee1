import { useTranslations } from 'next-intl';

export default function ActivityLoading() {
  const t = useTranslations('activityPage');
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-5">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-7 w-40 rounded bg-slate-200" />
      <div className="h-4 w-[32rem] max-w-full rounded bg-slate-200" />
      <div className="h-9 w-72 max-w-full rounded bg-slate-200" />
      <div className="h-16 rounded-lg bg-slate-200" />
      <div className="h-80 rounded-lg bg-slate-200" />
    </div>
  );
}
