import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Under 640 px a `stack`ed table becomes one card per row: the header row is hidden, each cell shows its
 * `label` above its value, two cells a line (a `wide` cell takes the whole line). One DOM for both widths.
 * The looks are named classes of app/globals.css (`.data-table`, `.stacked-table`), styled through the table, so
 * a row's cells carry no class of their own: a page of rows repeats no long class list (issue 36, "Lean pages").
 *
 * A table that scrolls sideways inside its own box when it must; with `stack`, cards under 640 px instead.
 * Give a table only the columns that identify a row and decide what to do with it; fold the rest into a cell.
 */
export function Table({ className, stack = false, ...props }: ComponentProps<'table'> & { stack?: boolean }) {
  return (
    // A table that may scroll sideways can be scrolled from the keyboard too (focusable); a stacked one never needs to.
    <div
      className="relative w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-sky-500/40 focus-visible:outline-none"
      tabIndex={stack ? undefined : 0}
    >
      <table className={cn('data-table', stack && 'stacked-table', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

/** A body row (lit up under the pointer by `.data-table`). */
export function TableRow(props: ComponentProps<'tr'>) {
  return <tr {...props} />;
}

export function Th(props: ComponentProps<'th'>) {
  return <th scope="col" {...props} />;
}

/**
 * `label`: the column's name, shown above the value when a stacked table is cards; `wide`: a card's whole line;
 * `notInCard`: left out of the cards (a column for the wide table only).
 */
export function Td({
  className,
  label,
  wide = false,
  notInCard = false,
  ...props
}: ComponentProps<'td'> & { label?: string; wide?: boolean; notInCard?: boolean }) {
  return (
    <td
      data-label={label}
      data-wide={wide ? '' : undefined}
      data-card={notInCard ? 'hidden' : undefined}
      className={className}
      {...props}
    />
  );
}
