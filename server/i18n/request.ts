import 'server-only';
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { loadMessages } from '@/lib/i18n/load-messages';
import { pseudoLocaleTag, pseudoMessages } from '@/lib/i18n/pseudo';
import { fallbackTimeZone, isTimeZone } from '@/lib/i18n/time-zones';
import { getCurrentUser } from '@/server/auth/current-user';
import { getEnv } from '@/server/env';

/** Set by components/shell/browser-time-zone.tsx: the zone the browser reports, used until a user picks one. */
export const BROWSER_ZONE_COOKIE = 'console-browser-zone';

/**
 * The language and zone of this request: the signed-in user's settings, else the browser's (Accept-Language, and
 * the zone cookie the browser sets), else English and UTC. getCurrentUser is cached per request, so the pages that
 * already look up their user pay nothing more.
 */
export default getRequestConfig(async () => {
  const [user, requestHeaders, jar] = await Promise.all([getCurrentUser(), headers(), cookies()]);
  const acceptLanguage = requestHeaders.get('accept-language');
  const browserZone = jar.get(BROWSER_ZONE_COOKIE)?.value;
  const timeZone = user?.timeZone ?? (isTimeZone(browserZone) ? browserZone : fallbackTimeZone);
  if (asksForPseudo(acceptLanguage))
    return { locale: 'en', timeZone, messages: pseudoMessages(await loadMessages('en')) };
  const locale: Locale = user?.language ?? negotiateLocale(acceptLanguage);
  return { locale, timeZone, messages: await loadMessages(locale) };
});

/** Whether this request reads the pseudo-language, whose page also sends its error wording (client-messages.tsx). */
export async function readsPseudoLocale(): Promise<boolean> {
  return asksForPseudo((await headers()).get('accept-language'));
}

/** The layout tests' pseudo-language (lib/i18n/pseudo.ts), only where PSEUDO_LOCALE=1 (the end-to-end server). */
function asksForPseudo(acceptLanguage: string | null): boolean {
  return getEnv().PSEUDO_LOCALE && (acceptLanguage ?? '').toLowerCase().startsWith(pseudoLocaleTag.toLowerCase());
}
