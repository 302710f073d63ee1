import { useLocale, useTimeZone } from 'next-intl';
import { useMemo } from 'react';
import { formatDate, formatDateTime, type DateContext } from '@/lib/format/date-time';
import { fallbackTimeZone } from '@/lib/i18n/time-zones';

/** The reader's date formatters (lib/format), bound to their language and zone: the same text on server and browser. */
export function useFormat() {
  const locale = useLocale();
  const timeZone = useTimeZone() ?? fallbackTimeZone;
  return useMemo(() => {
    const context: DateContext = { locale, timeZone };
    return {
      context,
      dateTime: (value: string | Date | null | undefined) => formatDateTime(value, context),
      date: (value: string | Date | null | undefined) => formatDate(value, context),
    };
  }, [locale, timeZone]);
}
