import path from 'node:path';
import { expect, test } from '../support/test';
import { e2eBasePort } from '../support/e2e-port';
import { noteMissingMessages } from '../support/missing-messages';
import { cutOff, untranslated } from '../support/pseudo-checks';
import { resizeTo, settle } from '../support/settle';
import { storageStateFor } from '../support/users';

/**
 * The pseudo-language (lib/i18n/pseudo.ts: every letter accented, each message ~40 % longer) on the main pages,
 * at desktop and phone width: nothing scrolls sideways, no text is cut off where it cannot be read in full, and
 * no English is left outside the catalogs.
 */
const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/pseudo`);
const pages = [
  '/',
  '/students',
  '/students?by=email',
  '/students/new',
  '/imports',
  '/imports/new',
  '/exams',
  '/applications',
  '/applications?organization=stem',
  '/exams/stem/apply-many',
  '/exams/stem/why',
  '/group-challenges',
  '/group-challenges/stem',
  '/sign-in-links',
  '/account',
  '/activity',
  '/activity?tab=audit',
  '/users',
  '/api-reference',
];

test.use({ storageState: storageStateFor('admin'), locale: 'en-XA' });

test('main pages in the pseudo-language: every text translated, nothing cut off, nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(6 * 60_000);
  await page.goto('/');
  // The pseudo-language is on: the menu reads "Štüdéñtš··…".
  await expect(page.getByRole('navigation', { name: /Šéçtíöñš/ }).first()).toContainText('Štüdéñtš');
  const problems: string[] = [];
  noteMissingMessages(page, problems);
  // Each page is opened once, read at 1280 px, then narrowed to 390 px and read again.
  for (const href of pages) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(href);
    await settle(page);
    for (const width of [1280, 390]) {
      await resizeTo(page, width, 900);
      const overflow = await page.evaluate(
        () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
      );
      if (overflow > 0) problems.push(`${href} at ${width} px scrolls sideways by ${overflow} px`);
      for (const cut of await cutOff(page)) problems.push(`${href} at ${width} px cuts off ${cut}`);
      if (width === 1280)
        for (const text of await untranslated(page)) problems.push(`${href} is not translated: ${text}`);
      if (['/students', '/imports', '/group-challenges'].includes(href))
        await page.screenshot({ path: path.join(screens, `${href.slice(1)}-${width}.png`), fullPage: width > 390 });
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
