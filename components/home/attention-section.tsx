import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A card of the home page's "needs attention" part; empty, it says so in one line. */
export function AttentionSection({
  title,
  description,
  empty,
  count,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  empty: string;
  count: number;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>
          {title}
          {count > 0 ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{count}</span>
          ) : null}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="py-1">
        {count === 0 ? (
          <p className="py-3 text-sm text-slate-600">{empty}</p>
        ) : (
          <ul className="attention-list divide-y divide-slate-100">{children}</ul>
        )}
        {footer ? <div className="border-t border-slate-100 py-3 text-sm text-slate-600">{footer}</div> : null}
      </CardContent>
    </Card>
  );
}
