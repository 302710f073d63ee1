import { formatUtc } from '@/lib/format/utc';
import { useFormat } from './use-format';

/** An instant in the reader's language and time zone (their settings, else the browser's); UTC in its title. */
export function LocalTime({ value, fallback = '—' }: { value: string | null | undefined; fallback?: string }) {
  const format = useFormat();
  if (!value) return <span className="text-slate-600">{fallback}</span>;
  return (
    <time dateTime={value} title={formatUtc(value)}>
      {format.dateTime(value)}
    </time>
  );
}
