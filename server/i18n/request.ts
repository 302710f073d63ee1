import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { negotiateLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/load-messages';
import { fallbackTimeZone, isTimeZone } from '@/lib/i18n/time-zones';
import { getCurrentUser } from '@/server/auth/current-user';

/** Set by components/shell/browser-time-zone.tsx: the zone the browser reports, used until a user picks one. */
export const BROWSER_ZONE_COOKIE = 'console-browser-zone';

/**
 * The language and zone of this request: the signed-in user's settings, else the browser's (Accept-Language, and
 * the zone cookie the browser sets), else English and UTC. getCurrentUser is cached per request, so the pages that
 * already look up their user pay nothing more.
 */
export default getRequestConfig(async () => {
  const [user, requestHeaders, jar] = await Promise.all([getCurrentUser(), headers(), cookies()]);
  const locale: Locale = user?.language ?? negotiateLocale(requestHeaders.get('accept-language'));
  const browserZone = jar.get(BROWSER_ZONE_COOKIE)?.value;
  const timeZone = user?.timeZone ?? (isTimeZone(browserZone) ? browserZone : fallbackTimeZone);
  return { locale, timeZone, messages: await loadMessages(locale) };
});
