import { InfoIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';

/** Group challenges are off for these organizations: the API answers 404 like an unknown path (spec §4.7). */
export function NotSwitchedOn({ organizationNames }: { organizationNames: string[] }) {
  const t = useTranslations('groupChallenges');
  // A plain list: browsers' Intl.ListFormat lacks some of our languages, and server and browser must agree.
  const names = organizationNames.join(', ');
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="not-switched-on">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
      <span>{t('notSwitchedOn', { names, count: organizationNames.length })}</span>
    </p>
  );
}
