import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Reading what a page shows. Pages stream: their slow parts come in <Suspense> behind a skeleton (or a
 * loading.tsx). page.goto() returns at the document's load event, when the server has sent every part, but
 * React reveals a streamed part a little later (it batches reveals, by up to 300 ms and longer early in the
 * page's life) and client reads may still be under way. So a page is read only once a part of the finished
 * page shows, never right after goto: `ready` names that part.
 *
 * A read the console makes while rendering may wait behind its rate budget (see `budgetWaitMs`); during a
 * full navigation that wait is inside page.goto(), which has no timeout of its own here: the test's timeout
 * must leave room for it.
 */

/**
 * How long a Partner API read may legitimately wait: each operation's window is 100 calls a minute per
 * partner account, shared by the worker's tests (each worker has a console and sandbox of its own), its console's
 * directory sync and the tests' own sandbox reads, and the
 * console queues a call the window cannot take until it resets (up to 60 s) instead of drawing a 429. An
 * assertion or request that waits on such a read takes this timeout, and its test a timeout above it.
 */
export const budgetWaitMs = 90_000;

/**
 * The page's script has taken over (components/shell/browser-time-zone.tsx marks the document). What the
 * server rendered shows before it does: wait for this before clicking what only the script makes work.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/**
 * Follows a link as a person would, once the page can act on it: after hydration, and clicked again only if the
 * address has not moved to the link's after a while (a click landing while React takes the page over can be lost;
 * seen once in e2e/layout/small-truths.spec.ts). Resolves once the address is the link's.
 */
export async function follow(link: Locator) {
  const page = link.page();
  await hydrated(page);
  const href = await link.getAttribute('href');
  expect(href, 'the link has an address').toBeTruthy();
  const target = new URL(href!, page.url());
  const arrived = (url: URL) => url.pathname === target.pathname && url.search === target.search;
  await expect(async () => {
    if (!arrived(new URL(page.url()))) await link.click({ timeout: 5_000 });
    await page.waitForURL(arrived, { timeout: 15_000, waitUntil: 'commit' });
  }).toPass({ timeout: budgetWaitMs });
}

/** The not-found page (app/not-found.tsx): what every page answers for an id the user may not see. */
export const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

/**
 * A part still loading: a skeleton region (components/shell/skeleton.tsx, a route's loading.tsx), a card or list
 * marked busy, or a placeholder still pulsing (a dynamically loaded part).
 */
export const stillLoading = '[data-testid="skeleton"], [aria-busy="true"], .animate-pulse';

/** Opens `url` and answers its HTTP status once `ready`, a part of the finished page, shows. */
export async function open(page: Page, url: string, ready: Locator): Promise<number> {
  const response = await page.goto(url);
  await expect(ready, `${url} shows its content`).toBeVisible();
  return response?.status() ?? 0;
}

/** What a page answered, and the text of its main area once it has finished loading. */
export interface Shown {
  status: number;
  text: string;
}

/** Opens `url` and reads main's text once `ready` shows and no part of main is loading any more. */
export async function shown(page: Page, url: string, ready: Locator): Promise<Shown> {
  const status = await open(page, url, ready);
  const main = page.locator('main').first();
  await expect(main.locator(stillLoading), `${url} has finished loading`).toHaveCount(0);
  return { status, text: await main.innerText() };
}
