import { TabLinks } from '@/components/ui/tab-links';
import { activityHref, type ActivityTab } from '@/lib/activity/activity-filters';

const tabs: ReadonlyArray<{ tab: ActivityTab; label: string; hint: string }> = [
  { tab: 'requests', label: 'Partner API requests', hint: 'Every call the console made to the Partner API' },
  { tab: 'audit', label: 'Changes', hint: 'Every change made through the console' },
];

/** The two logs of the Activity page; the current one is kept in the URL (`?tab=audit`). */
export function ActivityTabs({ current }: { current: ActivityTab }) {
  return (
    <TabLinks
      label="Activity logs"
      tabs={tabs.map(({ tab, label, hint }) => ({ href: activityHref(tab), label, hint, current: tab === current }))}
    />
  );
}
