import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './streamed';

/**
 * Pages show the console's stored copies (server/read-model) with "As of hh:mm · Refresh"
 * (components/read-model/freshness-note.tsx). A test that changes data outside the console (the sandbox's control
 * plane, the API as a student or an organizer) may then open a page whose copy was read before the change: the
 * console's background sync (server/directory/scheduler.ts) reads the lists, the challenges and a challenge's first
 * groups whenever it runs, and an earlier view keeps its copy too. The page then honestly shows the data as it was,
 * and an assertion on the change waits in vain (CI stop 45). A person would press Refresh; `readSince` does.
 */

/** When a freshness note's copy was read (its `data-fetched-at`), in ms; NaN when it says no time. */
async function fetchedAt(note: Locator): Promise<number> {
  return Date.parse((await note.getByTestId('freshness-as-of').getAttribute('data-fetched-at')) ?? '');
}

/**
 * Makes the page show data read at or after `changedAt` (Date.now() taken once the test's change outside the console
 * was answered): each freshness note in `scope` (the whole page unless told) whose copy is older is refreshed, and
 * waited for until its copy is as of `changedAt` or later. A note read since is left alone, so a test that meets a
 * fresh copy makes no call. Its Refresh is found by role inside the note, so it works in every language.
 *
 * Not for checking the product's own polling (an open group page shows an upload by itself): such a test waits for
 * the page instead.
 */
export async function readSince(page: Page, changedAt: number, scope?: Locator): Promise<void> {
  await hydrated(page);
  const notes = (scope ?? page).getByTestId('freshness-note');
  await expect(notes.first(), 'the page says how old its data is').toBeVisible();
  const count = await notes.count();
  for (let i = 0; i < count; i++) {
    const note = notes.nth(i);
    if ((await fetchedAt(note)) >= changedAt) continue;
    await note.getByRole('button').click();
    await expect
      .poll(() => fetchedAt(note), { message: 'the copy is read again after the change' })
      .toBeGreaterThanOrEqual(changedAt);
  }
}
