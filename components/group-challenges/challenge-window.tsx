'use client';
import { useTranslations } from 'next-intl';
import { LocalTime } from '@/components/ui/local-time';
import { WindowCountdown } from './window-countdown';

/** A challenge's window in the reader's time zone, with its live countdown. */
export function ChallengeWindow({
  status,
  windowStart,
  windowEnd,
}: {
  status: string;
  windowStart: string | null;
  windowEnd: string | null;
}) {
  const t = useTranslations('groupChallenges');
  return (
    <span className="flex flex-col gap-0.5">
      <span className="text-slate-800">
        <LocalTime value={windowStart} /> <span aria-hidden>–</span>
        <span className="sr-only">{t('to')}</span> <LocalTime value={windowEnd} />
      </span>
      <WindowCountdown status={status} windowStart={windowStart} windowEnd={windowEnd} />
    </span>
  );
}
