import Link from 'next/link';
import { activityHref, type ActivityTab } from '@/lib/activity/activity-filters';
import { cn } from '@/components/ui/cn';

const tabs: ReadonlyArray<{ tab: ActivityTab; label: string; hint: string }> = [
  { tab: 'requests', label: 'Partner API requests', hint: 'Every call the console made to the Partner API' },
  { tab: 'audit', label: 'Changes', hint: 'Every change made through the console' },
];

/** The two logs of the Activity page; the current one is kept in the URL (`?tab=audit`). */
export function ActivityTabs({ current }: { current: ActivityTab }) {
  return (
    <nav aria-label="Activity logs" className="flex gap-1 border-b border-slate-200">
      {tabs.map(({ tab, label, hint }) => (
        <Link
          key={tab}
          href={activityHref(tab)}
          title={hint}
          aria-current={tab === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
            tab === current
              ? 'border-slate-900 text-slate-900'
              : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
