/**
 * Classes that turn a log table into stacked cards below the md breakpoint: one card per row, each cell
 * labelled from its `data-label`; the right column is as wide as its content (a status, a duration). One DOM for both widths, so nothing is hidden from a screen reader twice.
 */
export const stacked = {
  table: 'max-md:block',
  head: 'max-md:hidden',
  body: 'max-md:block',
  row: 'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:px-4 max-md:py-3',
  cell: 'max-md:block max-md:min-w-0 max-md:p-0 max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]',
  wide: 'max-md:col-span-2',
} as const;
