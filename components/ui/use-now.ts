'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during the server render and hydration, true after: times in the reader's zone are drawn then. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The browser's clock, ticking every `intervalMs`; null on the server so the first render matches. */
export function useNow(intervalMs: number): number | null {
  const isClient = useIsClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return isClient ? now : null;
}
