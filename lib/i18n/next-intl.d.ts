import type { Locale } from './locales';
import type en from './messages/en.json';

// Message keys and locales are checked by the compiler: t('nav.hom') does not build.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
