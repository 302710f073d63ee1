'use client';
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { mergeMessages } from '@/lib/i18n/pick-messages';

/** The messages of the providers above, and these (components/providers/client-messages.tsx), namespace by namespace. */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const above = useMessages();
  const merged = useMemo(() => mergeMessages(above, messages), [above, messages]);
  // Time zone, formats and `now` are the provider's above (next-intl passes on what is not given).
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
