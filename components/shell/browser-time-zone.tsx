'use client';
import { useTimeZone } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Must match BROWSER_ZONE_COOKIE in server/i18n/request.ts. */
const COOKIE = 'console-browser-zone';

/**
 * Tells the server the browser's time zone (a cookie), so that pages render dates in it from the server on, with
 * the same text in both. Re-renders once, on the first visit, when the page was rendered in another zone.
 */
export function BrowserTimeZone() {
  const router = useRouter();
  const renderedIn = useTimeZone();
  useEffect(() => {
    // For end-to-end tests, and anything else that must wait until the page's script runs.
    document.documentElement.dataset.hydrated = '';
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const current = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`))?.[1];
    if (!zone || decodeURIComponent(current ?? '') === zone) return;
    document.cookie = `${COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    if (renderedIn !== zone) router.refresh();
  }, [renderedIn, router]);
  return null;
}
