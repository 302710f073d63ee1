'use client';
import { useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { Suspense, use, type ReactNode } from 'react';
import { MoreMessages } from '@/components/providers/more-messages';
import type { Locale } from '@/lib/i18n/locales';

type Wording = Promise<{ default: unknown }>;

/** Each language's error wording, compiled (lib/i18n/error-wording/, written by `npm run i18n:client-namespaces`). */
const wordings: Record<Locale, () => Wording> = {
  en: () => import('@/lib/i18n/error-wording/en.json'),
  ka: () => import('@/lib/i18n/error-wording/ka.json'),
  az: () => import('@/lib/i18n/error-wording/az.json'),
  ru: () => import('@/lib/i18n/error-wording/ru.json'),
};

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

function wordingOf(locale: string): Promise<AbstractIntlMessages> {
  let wording = loaded.get(locale);
  if (!wording) {
    const load = wordings[locale as Locale] ?? wordings.en;
    wording = load().then((module) => module.default as AbstractIntlMessages);
    loaded.set(locale, wording);
  }
  return wording;
}

/**
 * Gives its children the messages that word errors (`serverSays`, `apiWording`, `fields`:
 * lib/i18n/error-wording/namespaces.ts), which no page sends: the browser loads its language's once, as a script
 * chunk it caches, when it first shows an error. Until then it shows `fallback`. Render it only where an error is
 * shown. The server renders the words into the page, and the browser keeps them while its copy loads.
 */
export function ErrorWording({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WithWording>{children}</WithWording>
    </Suspense>
  );
}

function WithWording({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // The pseudo-language's page sends them (components/providers/client-messages.tsx).
  if ('serverSays' in useMessages()) return children;
  return <MoreMessages messages={use(wordingOf(locale))}>{children}</MoreMessages>;
}
