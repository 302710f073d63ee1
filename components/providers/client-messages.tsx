import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientNamespaces, type ClientScope } from '@/lib/i18n/client-namespaces';
import { compiledMessages } from '@/lib/i18n/compiled-messages';
import { errorWordingNamespaces } from '@/lib/i18n/error-wording/namespaces';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { readsPseudoLocale } from '@/server/i18n/request';
import { MoreMessages } from './more-messages';

/**
 * Sends the browser the messages the client components of this layout or page ask for, and no others
 * (`lib/i18n/client-namespaces.ts`, written from the source by `npm run i18n:client-namespaces`). `scope` is the
 * file's path under app/ without `.tsx`; wrap everything the file renders. Server components need none of this:
 * they translate on the server.
 */
export async function ClientMessages({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  // The pseudo-language is made on the server, so its error wording comes with the page, not as the browser's
  // compiled copy of a language (components/ui/error-wording.tsx).
  const pseudo = scope === 'layout' && (await readsPseudoLocale());
  const paths: readonly string[] = pseudo
    ? [...clientNamespaces[scope], ...errorWordingNamespaces]
    : clientNamespaces[scope];
  const messages = scopeMessages(await getMessages(), pseudo ? `${scope} pseudo` : scope, paths);
  // The root gives the browser its language, time zone and first messages; the others add to them.
  if (scope === 'layout') return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
  if (paths.length === 0) return children;
  return <MoreMessages messages={messages}>{children}</MoreMessages>;
}

/** Each scope's messages, picked once per catalog (one per language) and compiled (lib/i18n/compiled-messages.ts). */
const picked = new WeakMap<AbstractIntlMessages, Map<string, AbstractIntlMessages>>();

function scopeMessages(all: AbstractIntlMessages, key: string, paths: readonly string[]): AbstractIntlMessages {
  let byScope = picked.get(all);
  if (!byScope) picked.set(all, (byScope = new Map()));
  let messages = byScope.get(key);
  if (!messages) {
    // Compiled on the server, so the browser needs no ICU parser.
    const compiled = Object.fromEntries(
      [...new Set(paths.map((path) => path.split('.')[0]!))].flatMap((ns) => {
        const namespace = all[ns];
        return typeof namespace === 'object' ? [[ns, compiledMessages(namespace)]] : [];
      }),
    );
    messages = pickMessages(compiled, paths);
    byScope.set(key, messages);
  }
  return messages;
}
