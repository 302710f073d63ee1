import { Link } from '@/components/ui/link';
import { cn } from './cn';

export interface TabLink {
  href: string;
  label: string;
  current: boolean;
  /** A tooltip saying what the tab holds. */
  hint?: string;
}

/** Tabs that are links (each tab its own URL), the current one marked for screen readers too. */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-slate-200">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          title={tab.hint}
          aria-current={tab.current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
            tab.current
              ? 'border-slate-900 text-slate-900'
              : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
