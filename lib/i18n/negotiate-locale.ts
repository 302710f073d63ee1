import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { defaultLocale, isLocale, locales, type Locale } from './locales';

// Apart from lib/i18n/locales.ts so that the browser, which only needs the list of languages, is not sent the
// matcher and its data (about 9 KB gzip): the server negotiates, and hands the result to the menu that shows it.

/** The best of our languages for an Accept-Language header; English when none of them is asked for. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const asked = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  try {
    const found = match(asked, locales, defaultLocale);
    return isLocale(found) ? found : defaultLocale;
  } catch {
    // A malformed language tag: fall back rather than fail the page.
    return defaultLocale;
  }
}
