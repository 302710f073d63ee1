import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

/** Which Partner API environment this console talks to; on every page so nobody mistakes one for the other. */
export function EnvironmentBanner({ environment }: { environment: 'sandbox' | 'production' }) {
  const production = environment === 'production';
  const t = useTranslations('banner');
  return (
    <div
      role="status"
      data-environment={environment}
      className={cn(
        'px-4 py-1 text-center text-xs font-semibold tracking-wider uppercase',
        production ? 'bg-red-700 text-white' : 'bg-amber-300 text-amber-950',
      )}
    >
      {production ? t('production') : t('sandbox')}
      <span className="font-normal tracking-normal normal-case">
        {production ? t('productionNote') : t('sandboxNote')}
      </span>
    </div>
  );
}
