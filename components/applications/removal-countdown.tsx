'use client';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/components/ui/use-format';
import { useNow } from '@/components/ui/use-now';
import { useTimeWords } from '@/components/ui/use-time-words';
import { formatTimeLeft } from '@/lib/format/time-left';

/** A make-up application's time left before the API removes it (`removeAfter`), ticking each second. */
export function RemovalCountdown({ removeAfter }: { removeAfter: string }) {
  const t = useTranslations('applications');
  const { units } = useTimeWords();
  const format = useFormat();
  const now = useNow(1000);
  const at = format.dateTime(removeAfter);
  if (now === null) return <span>{t('removedAt', { at })}</span>;
  const left = Date.parse(removeAfter) - now;
  return (
    <span aria-live="off" data-testid="removal-countdown">
      {left > 0 ? t('leftBeforeRemoved', { left: formatTimeLeft(left, units), at }) : t('dueNow', { at })}
    </span>
  );
}
