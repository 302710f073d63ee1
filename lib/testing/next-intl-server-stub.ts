import { createTranslator } from 'next-intl';
import en from '@/lib/i18n/messages/en.json';

/**
 * next-intl's server functions for tests that render pages outside Next.js (no request, no react-server build):
 * English and UTC, as a request with no user and no Accept-Language gets them (server/i18n/request.ts).
 */
export async function getTranslations(namespace?: string) {
  return createTranslator({ locale: 'en', messages: en, namespace: namespace as never });
}

export async function getLocale() {
  return 'en';
}

export async function getTimeZone() {
  return 'UTC';
}

export function getRequestConfig<T>(create: T): T {
  return create;
}
