import Link from 'next/link';
import { cn } from '@/components/ui/cn';
import { toSearch, type ChallengeTab } from '@/lib/group-challenges/list-params';

const tabs: Array<{ tab: ChallengeTab; label: string }> = [
  { tab: 'groups', label: 'Groups' },
  { tab: 'students', label: 'Students' },
];

/** The challenge page's two lists; the tab lives in the URL. */
export function ChallengeTabs({ basePath, current }: { basePath: string; current: ChallengeTab }) {
  return (
    <nav aria-label="Challenge lists" className="flex gap-1 border-b border-slate-200">
      {tabs.map(({ tab, label }) => (
        <Link
          key={tab}
          href={`${basePath}${toSearch({ tab })}`}
          aria-current={tab === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
            tab === current
              ? 'border-slate-900 text-slate-900'
              : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
