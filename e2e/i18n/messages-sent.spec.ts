import { expect, test } from '../support/test';
import { catalog } from '../support/catalog';
import { noteMissingMessages } from '../support/missing-messages';
import { coordinatorSchool, studentOfSchool } from '../support/scope';
import { settle } from '../support/settle';
import { hydrated } from '../support/streamed';
import { storageStateFor } from '../support/users';

/**
 * Issue 36: a page sends the browser only the messages its client components use (docs/i18n.md, "Messages in the
 * browser"), not the whole catalog of its language.
 */

// Georgian, the largest catalog (ka.json is 186 KB), on the page everyone opens first. Measured 2026-11-26: 200 KB
// with every message, 29 KB with only the sign-in form's.
const signInBudget = 40_000;

test("a Georgian browser's sign-in page stays under its HTML budget", async ({ request }) => {
  const response = await request.get('/sign-in', { headers: { 'Accept-Language': 'ka' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('lang="ka"');
  const bytes = Buffer.byteLength(html);
  expect(
    bytes,
    `The Georgian /sign-in is ${bytes} bytes of HTML, over its budget of ${signInBudget}. If the page now sends ` +
      'more messages than its client components use, see what lib/i18n/client-namespaces.ts gives ' +
      "'(auth)/sign-in/page' and the scopes above it; if the page grew on purpose, raise the budget in this file.",
  ).toBeLessThanOrEqual(signInBudget);
});

test.describe('a Georgian coordinator', () => {
  test.use({ storageState: storageStateFor('coordinator'), locale: 'ka-GE' });

  test('reads every page with each message it needs: none missing, no raw key', async ({ page }) => {
    test.setTimeout(120_000);
    const student = await studentOfSchool(coordinatorSchool);
    const missing: string[] = [];
    noteMissingMessages(page, missing);
    for (const href of ['/', '/students', `/students/${student._id}`, '/imports/new', '/students/new', '/account']) {
      await page.goto(href);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    }
    expect(missing, missing.join('\n')).toEqual([]);
  });

  test('gets no error wording with the pages that may show an error', async ({ page }) => {
    const refusal = catalog('ka').serverSays.reset.unknown;
    for (const href of ['/students', '/students/new', '/account']) {
      const html = await (await page.goto(href))!.text();
      expect(html, `${href} carries the error wording (components/ui/error-wording.tsx)`).not.toContain(refusal);
    }
  });
});

// The messages that word errors (serverSays, apiWording, fields) come with no page: the browser loads its language's
// when it first shows an error (components/ui/error-wording.tsx).
for (const language of ['ka', 'en']) {
  test.describe(`a browser in ${language}`, () => {
    test.use({ locale: language });

    test("gets the server's refusal in its language, loaded when it shows", async ({ page }) => {
      const words = catalog(language);
      const missing: string[] = [];
      noteMissingMessages(page, missing);
      const html = await (await page.goto('/reset-password#' + 'x'.repeat(43)))!.text();
      expect(html, 'the page carries the error wording').not.toContain(words.serverSays.reset.unknown);
      await hydrated(page);
      const form = words.resetPassword;
      await page.getByLabel(form.newPassword).fill('copper-lantern-41');
      await page.getByLabel(form.confirmPassword).fill('copper-lantern-41');
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(words.serverSays.reset.unknown)).toBeVisible();
      expect(missing, missing.join('\n')).toEqual([]);
    });
  });
}
