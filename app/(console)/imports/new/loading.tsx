import { useTranslations } from 'next-intl';

export default function Loading() {
  const t = useTranslations('loading');
  return (
    <div className="mx-auto max-w-6xl animate-pulse space-y-4" aria-busy="true" aria-label={t('importForm')}>
      <div className="h-8 w-64 rounded bg-slate-200" />
      <div className="h-40 rounded-lg bg-slate-100" />
    </div>
  );
}
