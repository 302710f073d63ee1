import { ArrowRightIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

/** One thing to act on: what, a detail line, and the link that leads to where it is done. */
export function AttentionItem({
  href,
  action,
  title,
  children,
  testId,
}: {
  href: string;
  action: string;
  title: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={testId}>
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{title}</p>
        {children ? <div className="mt-0.5 text-sm text-slate-600">{children}</div> : null}
      </div>
      <Link
        href={href}
        className="inline-flex shrink-0 items-center gap-1 self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:self-center"
      >
        {action}
        <ArrowRightIcon className="size-4" aria-hidden />
      </Link>
    </li>
  );
}
