'use client';
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/** The messages of the providers above, and these (components/providers/client-messages.tsx). */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const above = useMessages();
  const merged = useMemo(() => ({ ...above, ...messages }), [above, messages]);
  // Time zone, formats and `now` are the provider's above (next-intl passes on what is not given).
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
