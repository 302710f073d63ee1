import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';

/** The console's languages; English is the reference catalog every other one mirrors. */
export const locales = ['en', 'ka', 'az', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language in itself, as the language menu lists it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  ka: 'ქართული',
  az: 'Azərbaycanca',
  ru: 'Русский',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

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
