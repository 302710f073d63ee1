import { DownloadIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * The download buttons of an export (CSV and .xlsx, from the console's copy) with, beside them, when the copy was
 * read and whether it is whole: a copy that is not whole says so in amber, never passed off as complete.
 */
export function ExportLinks({
  label,
  href,
  words,
  note,
  testId,
}: {
  label: string;
  /** The download route with the page's filters; `format=` is added per button. */
  href: string;
  words: { csv: string; xlsx: string };
  note: { whole: boolean; asOf: string | null; text: string };
  testId: string;
}) {
  const withFormat = (format: 'csv' | 'xlsx') => `${href}${href.includes('?') ? '&' : '?'}format=${format}`;
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:flex-row sm:flex-wrap sm:items-center"
    >
      <span className="font-medium text-slate-900">{label}</span>
      <div className="flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <a
            key={format}
            href={withFormat(format)}
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            data-testid={`${testId}-${format}`}
          >
            <DownloadIcon aria-hidden /> {words[format]}
          </a>
        ))}
      </div>
      <p
        data-testid={`${testId}-note`}
        data-whole={note.whole ? 'yes' : 'no'}
        data-as-of={note.asOf ?? undefined}
        className={cn('min-w-0 basis-full', note.whole ? 'text-slate-600' : 'font-medium text-amber-800')}
      >
        {note.text}
      </p>
    </section>
  );
}
