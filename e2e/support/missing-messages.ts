import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/**
 * Notes each message a page's client components asked for and were not sent: next-intl then shows the key and
 * logs MISSING_MESSAGE (the messages sent are lib/i18n/client-namespaces.ts, docs/i18n.md "Messages in the
 * browser"). Hydration renders every client component in the browser, so its log sees them all. Every test's
 * pages are watched (e2e/support/test.ts), so a dialog or an error opened by a click is checked too.
 */
export function noteMissingMessages(target: Page | BrowserContext, into: string[]) {
  const note = (message: ConsoleMessage) => {
    if (message.type() !== 'error' || !message.text().includes('MISSING_MESSAGE')) return;
    const line = `${message.page()?.url() ?? ''}: ${message.text().split('\n')[0]}`;
    if (!into.includes(line)) into.push(line);
  };
  (target as Page).on('console', note);
}

/** The message a test fails with when its pages asked for messages they were not sent. */
export const missingMessagesHint =
  'a client component asked for messages its page was not sent: run `npm run i18n:client-namespaces` ' +
  '(docs/i18n.md, "Messages in the browser")';
