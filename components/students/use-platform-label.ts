import { useTranslations } from 'next-intl';

/** An activated platform as a chip says it: an organization's slug as the API names it; `common` (every organization, spec §2) in words. */
export function usePlatformLabel(): (slug: string) => string {
  const t = useTranslations('platforms');
  return (slug) => (slug === 'common' ? t('common') : slug);
}
