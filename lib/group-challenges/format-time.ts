import { dateTimeFormat } from '@/lib/format/date-time-format';

/**
 * Times of group challenges are shown in the reader's own time zone (a window that ends at midnight in
 * Tbilisi must read as midnight there). `timeZone` is left out in the browser and given in tests.
 */
export function formatLocalDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
