import { useTranslations } from 'next-intl';
import { TabLinks } from '@/components/ui/tab-links';
import { toSearch, type ChallengeTab } from '@/lib/group-challenges/list-params';

const tabs = [
  { tab: 'groups', label: 'groupsTab' },
  { tab: 'students', label: 'studentsTab' },
] as const satisfies ReadonlyArray<{ tab: ChallengeTab; label: string }>;

/** The challenge page's two lists; the tab lives in the URL. */
export function ChallengeTabs({ basePath, current }: { basePath: string; current: ChallengeTab }) {
  const t = useTranslations('groupChallenges');
  return (
    <TabLinks
      label={t('lists')}
      tabs={tabs.map(({ tab, label }) => ({
        href: `${basePath}${toSearch({ tab })}`,
        label: t(label),
        current: tab === current,
      }))}
    />
  );
}
