'use client';
import { useEffect, useState } from 'react';
import { timeLeft } from '@/lib/exams/format-sitting';

/** A make-up application's time left before the API removes it (`removeAfter`), ticking each second. */
export function RemovalCountdown({ removeAfter }: { removeAfter: string }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (!now) return <span>Removed at {removeAfter.slice(0, 16).replace('T', ' ')} UTC</span>;
  const left = timeLeft(removeAfter, now);
  return (
    <span aria-live="off" data-testid="removal-countdown">
      {left ? `${left} left before it is removed` : 'Due for removal now'} ({removeAfter.slice(0, 16).replace('T', ' ')}{' '}
      UTC)
    </span>
  );
}
