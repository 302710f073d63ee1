'use client';
import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since epoch), re-read once a second; 0 once passed. */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (seconds === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, seconds, deadline]);
  return seconds;
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
