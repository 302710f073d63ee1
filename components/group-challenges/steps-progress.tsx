import { useTranslations } from 'next-intl';

/** `2 of 4` with a small bar. */
export function StepsProgress({ submitted, total }: { submitted: number; total: number }) {
  const t = useTranslations('groupChallenges');
  const percent = total > 0 ? Math.round((Math.min(submitted, total) / total) * 100) : 0;
  return (
    <span className="flex min-w-24 flex-col gap-1">
      <span className="tabular-nums">{t('progress', { submitted, total })}</span>
      <span className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
