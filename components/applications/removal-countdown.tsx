'use client';
import { useNow } from '@/components/ui/use-now';
import { formatTimeLeft } from '@/lib/format/time-left';

/** A make-up application's time left before the API removes it (`removeAfter`), ticking each second. */
export function RemovalCountdown({ removeAfter }: { removeAfter: string }) {
  const now = useNow(1000);
  const at = `${removeAfter.slice(0, 16).replace('T', ' ')} UTC`;
  if (now === null) return <span>Removed at {at}</span>;
  const left = Date.parse(removeAfter) - now;
  return (
    <span aria-live="off" data-testid="removal-countdown">
      {left > 0 ? `${formatTimeLeft(left)} left before it is removed` : 'Due for removal now'} ({at})
    </span>
  );
}
