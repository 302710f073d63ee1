import { dateTimeFormat } from '@/lib/format/date-time-format';

/**
 * "14:02" for a read made today in the viewer's zone, "22 Nov, 14:02" for an older one. Without a zone
 * (server render) it writes UTC and says so, so that the server's and the browser's text never disagree
 * silently.
 */
export function formatAsOf(iso: string, now: Date, timeZone: string | null): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const zone = timeZone ?? 'UTC';
  const day = (d: Date) =>
    dateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const time = dateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(at);
  const date =
    day(at) === day(now)
      ? ''
      : `${dateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'short' }).format(at)}, `;
  return `${date}${time}${timeZone ? '' : ' UTC'}`;
}
