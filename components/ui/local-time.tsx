'use client';
import { formatUtc } from '@/lib/activity/format-time';
import { formatLocalDateTime } from '@/lib/group-challenges/format-time';
import { useIsClient } from '@/components/ui/use-now';

/** An instant in the reader's time zone; the server render (and a page without script) shows UTC. */
export function LocalTime({ value, fallback = '—' }: { value: string | null | undefined; fallback?: string }) {
  const isClient = useIsClient();
  if (!value) return <span className="text-slate-600">{fallback}</span>;
  return (
    <time dateTime={value} title={formatUtc(value)}>
      {isClient ? formatLocalDateTime(value) : formatUtc(value)}
    </time>
  );
}
