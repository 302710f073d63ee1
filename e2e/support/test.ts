import { writeFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { catalog, type Messages } from './catalog';
import { e2ePort } from './e2e-port';
import { missingMessagesHint, noteMissingMessages } from './missing-messages';
import { storageStateFor, type Role } from './users';

/**
 * The project's `test` and `expect`: every spec imports them from here (lint forbids @playwright/test's in a
 * spec), so the fixtures below are at hand everywhere and a project-wide change is made once.
 */
export interface ConsoleFixtures {
  /**
   * A page of a new browser context signed in as `role` (the session the setup project saved for this worker's
   * console), with the context's options (locale, viewport, time zone) given; closed when the test ends.
   */
  pageAs: (role: Role, options?: BrowserContextOptions) => Promise<Page>;
  /** The demo admin's, support's and coordinator's signed-in pages (English, the default viewport). */
  adminPage: Page;
  supportPage: Page;
  coordinatorPage: Page;
  /** A language's message catalog as it is on disk: the words a spec expects the page to show. */
  catalog: (language: 'en' | 'ka' | 'az' | 'ru') => Messages;
}

export interface ConsoleWorkerFixtures {
  /** The port of this worker's console (e2e/support/e2e-port.ts): its own sandbox, database and limits. */
  consolePort: number;
}

/**
 * Each open page's DOM as it is when the test failed, beside the failure's screenshot, trace and error-context.md
 * (the page's accessibility tree): `dom-1.html`, `dom-2.html`… The trace records no DOM (playwright.config.ts).
 */
async function attachDom(contexts: BrowserContext[], testInfo: TestInfo): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  for (const [i, page] of pages.entries()) {
    const html = await page.content().catch((error: unknown) => `<!-- could not read the page: ${String(error)} -->`);
    const file = testInfo.outputPath(`dom-${i + 1}.html`);
    writeFileSync(file, `<!-- ${page.url()} -->\n${html}`);
    await testInfo.attach(`dom-${i + 1}.html`, { path: file, contentType: 'text/html' });
  }
}

export const test = base.extend<ConsoleFixtures, ConsoleWorkerFixtures>({
  consolePort: [async ({}, provide) => provide(e2ePort()), { scope: 'worker' }],
  // Every page of every test, in the default context and in those pageAs makes, fails the test when it logs a
  // missing message (e2e/support/missing-messages.ts).
  context: async ({ context }, provide) => {
    const missing: string[] = [];
    noteMissingMessages(context, missing);
    await provide(context);
    expect(missing, missingMessagesHint).toEqual([]);
  },
  pageAs: async ({ browser }, provide, testInfo) => {
    const contexts: BrowserContext[] = [];
    const missing: string[] = [];
    await provide(async (role, options = {}) => {
      const context = await browser.newContext({ ...options, storageState: storageStateFor(role) });
      noteMissingMessages(context, missing);
      contexts.push(context);
      return context.newPage();
    });
    if (testInfo.status !== testInfo.expectedStatus) await attachDom(contexts, testInfo);
    for (const context of contexts) await context.close();
    expect(missing, missingMessagesHint).toEqual([]);
  },
  adminPage: async ({ pageAs }, provide) => provide(await pageAs('admin')),
  supportPage: async ({ pageAs }, provide) => provide(await pageAs('support')),
  coordinatorPage: async ({ pageAs }, provide) => provide(await pageAs('coordinator')),
  catalog: async ({}, provide) => {
    const read = new Map<string, Messages>();
    await provide((language) => {
      if (!read.has(language)) read.set(language, catalog(language));
      return read.get(language)!;
    });
  },
});

export { expect };
// The types a spec names, so that a spec imports from one place.
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
