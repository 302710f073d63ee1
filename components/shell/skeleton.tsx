import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type en from '@/lib/i18n/messages/en.json';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

/** A grey bar standing in for a line of text or a control while its data loads (a span: it may sit in a line of text). */
export function SkeletonBar({ className }: { className?: string }) {
  return <span aria-hidden className={cn('sk', className)} />;
}

/** A part of a page that is still loading: pulses, and says "Loading …" to screen readers once. */
export function SkeletonRegion({
  label,
  className,
  children,
}: {
  /** What is loading (a `loading` message). */
  label: keyof (typeof en)['loading'];
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('loading');
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="skeleton"
      className={cn('animate-pulse', className)}
    >
      <span className="sr-only">{t(label)}</span>
      {children}
    </div>
  );
}

const lineWidths = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'];

/** Grey lines of varying length, as a paragraph or a list of facts. */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn('space-y-2.5', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBar key={i} className={lineWidths[i % lineWidths.length]} />
      ))}
    </div>
  );
}

/** A card whose title is known (or a bar when it is not) and whose body is still loading. */
export function SkeletonCard({
  title,
  lines = 3,
  className,
}: {
  title?: ReactNode;
  lines?: number;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>{title ? <CardTitle>{title}</CardTitle> : <SkeletonBar className="h-5 w-48" />}</CardHeader>
      <CardContent>
        <SkeletonLines lines={lines} />
      </CardContent>
    </Card>
  );
}

/** A table still loading: a header row and `rows` rows of `columns` cells. */
export function SkeletonTable({
  rows = 8,
  columns = 4,
  className,
}: {
  rows?: number;
  columns?: number;
  className?: string;
}) {
  // Its bars are styled through their row (`.sk-head > span`, `.sk-row > span`: app/globals.css), so a long table
  // of bars repeats no class; they are empty, so nothing to hide from a screen reader.
  const cells = Array.from({ length: columns }, (_, c) => <span key={c} />);
  return (
    <div className={cn('overflow-hidden rounded-lg border border-slate-200 bg-white', className)}>
      <div className="sk-head">{cells}</div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="sk-row">
          {cells}
        </div>
      ))}
    </div>
  );
}

/** A form still loading: labelled fields in one or two columns, then the button. */
export function SkeletonForm({ fields = 6, columns = 2 }: { fields?: number; columns?: 1 | 2 }) {
  return (
    <div className="space-y-5">
      <div className={cn('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="space-y-1.5">
            <SkeletonBar className="h-3.5 w-24" />
            <SkeletonBar className="h-9 w-full bg-slate-100" />
          </div>
        ))}
      </div>
      <SkeletonBar className="h-9 w-36" />
    </div>
  );
}
