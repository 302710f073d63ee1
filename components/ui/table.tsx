import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Under 640 px a `stack`ed table becomes one card per row: the header row is hidden, each cell shows its
 * `label` above its value, two cells a line (a `wide` cell takes the whole line). One DOM for both widths.
 */
const stackedClasses = [
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:hidden',
  'max-sm:[&_tbody>tr]:grid max-sm:[&_tbody>tr]:grid-cols-2 max-sm:[&_tbody>tr]:gap-x-3 max-sm:[&_tbody>tr]:gap-y-2 max-sm:[&_tbody>tr]:px-4 max-sm:[&_tbody>tr]:py-3',
  'max-sm:[&_tbody>tr>td]:block max-sm:[&_tbody>tr>td]:min-w-0 max-sm:[&_tbody>tr>td]:p-0',
  'max-sm:[&_td[data-wide]]:col-span-2',
  'max-sm:[&_td[data-card=hidden]]:hidden',
  'max-sm:[&_td[data-label]]:before:mb-0.5 max-sm:[&_td[data-label]]:before:block max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:text-slate-600 max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/**
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
      <table
        className={cn('w-full border-collapse text-left text-sm', stack && stackedClasses, className)}
        {...props}
      />
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

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-slate-50/60', className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-2.5 font-medium', className)} {...props} />;
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
      data-wide={wide || undefined}
      data-card={notInCard ? 'hidden' : undefined}
      className={cn('px-4 py-3 align-middle text-slate-800', className)}
      {...props}
    />
  );
}
