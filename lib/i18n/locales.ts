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
