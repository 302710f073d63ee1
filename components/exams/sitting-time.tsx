'use client';
import { useTimeZone, useTranslations } from 'next-intl';
import { useFormat } from '@/components/ui/use-format';
import { formatDateTime } from '@/lib/format/date-time';
import { sittingTime } from '@/lib/exams/format-sitting';

/** A sitting's start in the organizer's zone, and in the viewer's own zone when it differs. */
export function SittingTime({
  sitting,
}: {
  sitting: { date: string; startTime?: string | null | undefined; tz?: string | null | undefined };
}) {
  const t = sittingTime(sitting);
  const zone = useTimeZone() ?? null;
  const words = useTranslations('exams');
  const { context } = useFormat();
  return (
    <span className="inline-flex flex-col">
      <span>
        <time dateTime={sitting.date}>{formatDateTime(sitting.date, { ...context, timeZone: t.zone })}</time>{' '}
        <span className="text-slate-600">({t.zone})</span>
        {t.statedStartTime ? (
          <span className="text-slate-600">{words('statedStart', { time: t.statedStartTime })}</span>
        ) : null}
      </span>
      {zone && zone !== t.zone ? (
        <span className="text-xs text-slate-600" data-testid="your-time">
          {words('yourTime', { time: formatDateTime(sitting.date, { ...context, timeZone: zone }), zone })}
        </span>
      ) : null}
    </span>
  );
}
