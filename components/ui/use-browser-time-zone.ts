'use client';
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The viewer's own time zone, known only in the browser (null while rendering on the server). */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(noSubscribe, browserZone, () => null);
}
