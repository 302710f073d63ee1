import Link from 'next/link';
import { cn } from '@/components/ui/cn';

export type StudentsMode = 'search' | 'emails';

const tabs: ReadonlyArray<{ mode: StudentsMode; href: string; label: string }> = [
  { mode: 'search', href: '/students', label: 'Search' },
  { mode: 'emails', href: '/students?by=email', label: 'Find by a list of e-mails' },
];

/** The Students page's two ways to find students; the current one is kept in the URL (`?by=email`). */
export function StudentsTabs({ current }: { current: StudentsMode }) {
  return (
    <nav aria-label="Ways to find students" className="flex gap-1 border-b border-slate-200">
      {tabs.map(({ mode, href, label }) => (
        <Link
          key={mode}
          href={href}
          aria-current={mode === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
            mode === current
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
