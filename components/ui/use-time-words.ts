import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { UnitWords } from '@/lib/format/time-left';
import type { WindowWords } from '@/lib/group-challenges/countdown';

/** The reader's words for time left and challenge windows (lib/format/time-left.ts in their language). */
export function useTimeWords(): { units: UnitWords; window: WindowWords } {
  const t = useTranslations('time');
  return useMemo(() => {
    const units: UnitWords = ({ unit, n, text }) => t(unit, { n, text });
    return {
      units,
      window: {
        opensIn: (left) => t('opensIn', { left }),
        closesIn: (left) => t('closesIn', { left }),
        ended: t('windowEnded'),
        notSet: t('windowNotSet'),
        units,
      },
    };
  }, [t]);
}
