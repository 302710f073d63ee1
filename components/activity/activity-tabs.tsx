import { useTranslations } from 'next-intl';
import { TabLinks } from '@/components/ui/tab-links';
import { activityHref, type ActivityTab } from '@/lib/activity/activity-href';

const tabs = [
  { tab: 'requests', label: 'requestsTab', hint: 'requestsHint' },
  { tab: 'audit', label: 'changesTab', hint: 'changesHint' },
] as const satisfies ReadonlyArray<{ tab: ActivityTab; label: string; hint: string }>;

/** The two logs of the Activity page; the current one is kept in the URL (`?tab=audit`). */
export function ActivityTabs({ current }: { current: ActivityTab }) {
  const t = useTranslations('activityPage');
  return (
    <TabLinks
      label={t('tabsLabel')}
      tabs={tabs.map(({ tab, label, hint }) => ({
        href: activityHref(tab),
        label: t(label),
        hint: t(hint),
        current: tab === current,
      }))}
    />
  );
}
