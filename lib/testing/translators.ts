import { createTranslator } from 'next-intl';
import type { WordingTranslator } from '@/lib/i18n/api-wording';
import type { Locale } from '@/lib/i18n/locales';
import az from '@/lib/i18n/messages/az.json';
import en from '@/lib/i18n/messages/en.json';
import ka from '@/lib/i18n/messages/ka.json';
import ru from '@/lib/i18n/messages/ru.json';
import { pseudoMessages } from '@/lib/i18n/pseudo';

const catalogs = { en, ka, az, ru } as const;

/** For tests: a root translator of a language's catalog, or of the pseudo-language (`en-XA`) made from English. */
export function translatorFor(locale: Locale | 'en-XA'): WordingTranslator {
  const messages = locale === 'en-XA' ? pseudoMessages(en) : catalogs[locale];
  return createTranslator({ locale: locale === 'en-XA' ? 'en' : locale, messages }) as unknown as WordingTranslator;
}

/** For tests: a translator of one namespace, as `getTranslations(namespace)` gives it. */
export function namespaceTranslator(locale: Locale | 'en-XA', namespace: string) {
  const t = translatorFor(locale);
  return (key: string, values?: Record<string, string | number>) => t(`${namespace}.${key}`, values);
}
