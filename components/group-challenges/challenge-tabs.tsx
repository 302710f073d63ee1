import { TabLinks } from '@/components/ui/tab-links';
import { toSearch, type ChallengeTab } from '@/lib/group-challenges/list-params';

const tabs: Array<{ tab: ChallengeTab; label: string }> = [
  { tab: 'groups', label: 'Groups' },
  { tab: 'students', label: 'Students' },
];

/** The challenge page's two lists; the tab lives in the URL. */
export function ChallengeTabs({ basePath, current }: { basePath: string; current: ChallengeTab }) {
  return (
    <TabLinks
      label="Challenge lists"
      tabs={tabs.map(({ tab, label }) => ({
        href: `${basePath}${toSearch({ tab })}`,
        label,
        current: tab === current,
      }))}
    />
  );
}
