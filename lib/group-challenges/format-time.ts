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

/** `1536` -> `1.5 KB`; null while a file is uploading. */
export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined || !Number.isFinite(size) || size < 0) return '';
  if (size < 1024) return `${size} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${rounded} ${units[unit]}`;
}
