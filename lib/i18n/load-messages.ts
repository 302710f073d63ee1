import type { Locale } from './locales';
import type en from './messages/en.json';

export type Messages = typeof en;

const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json'),
  ka: () => import('./messages/ka.json'),
  az: () => import('./messages/az.json'),
  ru: () => import('./messages/ru.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).default;
}
