import { formatDate, formatTime, type DateContext } from './date-time';

/**
 * "14:02" for a read made today in the reader's zone, "22 Nov 2026, 14:02" for an older one, in their language.
 * Without a context (no zone known yet) it writes UTC and says so, so that two renders never disagree silently.
 */
export function formatAsOf(iso: string, now: Date, context: DateContext | null): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const reader = context ?? { locale: 'en', timeZone: 'UTC' };
  const day = formatDate(at, reader);
  const time = formatTime(at, reader);
  return `${day === formatDate(now, reader) ? '' : `${day}, `}${time}${context ? '' : ' UTC'}`;
}
