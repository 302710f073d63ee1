import { formatUtc, formatUtcParts } from '@/lib/format/utc';

/** A log time in UTC: the day above the time, so the column stays narrow. */
export function UtcTime({ value }: { value: string }) {
  const { day, time } = formatUtcParts(value);
  return (
    <time dateTime={value} title={formatUtc(value)} className="block md:whitespace-nowrap">
      <span className="text-slate-800">{day}</span>{' '}
      <span className="text-xs text-slate-600 max-md:ml-1 md:block">{time}</span>
    </time>
  );
}
