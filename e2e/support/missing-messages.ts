import type { Page } from '@playwright/test';

/**
 * Notes each message a page's client components asked for and were not sent: next-intl then shows the key and
 * logs MISSING_MESSAGE (the namespaces sent are lib/i18n/client-namespaces.ts, docs/i18n.md "Messages in the
 * browser"). Hydration renders every client component in the browser, so its log sees them all.
 */
export function noteMissingMessages(page: Page, into: string[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error' || !message.text().includes('MISSING_MESSAGE')) return;
    const line = `${page.url()}: ${message.text().split('\n')[0]}`;
    if (!into.includes(line)) into.push(line);
  });
}
