import { ArrowRightIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

/**
 * One thing to act on: what, a detail line, and the link that leads to where it is done. Styled through its list
 * (`.attention-list` in app/globals.css): Home lists up to 20 awaiting payments, and each item's class lists were a
 * quarter of Home's Georgian markup at 20,000 students.
 */
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
    <li data-testid={testId}>
      <div>
        <p>{title}</p>
        {children ? <div>{children}</div> : null}
      </div>
      <Link href={href}>
        {action}
        <ArrowRightIcon aria-hidden />
      </Link>
    </li>
  );
}
