import path from 'node:path';
import { expect, test } from '../support/test';
import { e2eBasePort } from '../support/e2e-port';
import { fitsBothWidths } from '../support/fits';
import { hydrated } from '../support/streamed';
import { addUserThroughDialog, storageStateFor } from '../support/users';

/**
 * Issue 32 item 8: Activity shows what people did. The request log hides the background reads (the directory sync,
 * refreshes) until asked; the audit reads in words in the person's language (an action's name, the user by name,
 * counts in plural forms), never an action id or a user's UUID. English and Georgian, 1280 and 390 px, axe clean.
 */
const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/activity`);
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-zA-Z]{32}/;

const languages = [
  {
    code: 'en',
    locale: 'en-US',
    calls: 'Calls',
    apply: 'Apply',
    added: 'Added a user',
    asSupport: 'as Support',
    action: 'Action',
  },
  {
    code: 'ka',
    locale: 'ka-GE',
    calls: 'მოთხოვნები',
    apply: 'გამოყენება',
    added: 'დაამატა მომხმარებელი',
    asSupport: 'როლით: მხარდაჭერა',
    action: 'ქმედება',
  },
] as const;

for (const l of languages) {
  test(`${l.code}: the request log shows people's calls; background reads behind the Calls filter`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: storageStateFor('admin'), locale: l.locale });
    const page = await context.newPage();
    // A person's read of the API: the Account page asks validate-me as the signed-in user.
    await page.goto('/account');
    await page.goto('/activity');
    const rows = page.getByTestId('request-log').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-background="true"]')).toHaveCount(0);
    await fitsBothWidths(page, screens, `requests-${l.code}`);

    await hydrated(page);
    await page.getByLabel(l.calls, { exact: true }).selectOption('background');
    await page.getByRole('button', { name: l.apply }).click();
    await expect(page).toHaveURL(/calls=background/);
    // The directory sync has read the account in the background since the console started.
    await expect(page.locator('[data-background="true"]').first()).toBeVisible();
    await expect(page.locator('[data-background="false"]')).toHaveCount(0);
    await context.close();
  });

  test(`${l.code}: an audit entry reads in words, with the user's name and no ids`, async ({ browser }) => {
    test.setTimeout(120_000);
    const email = `words-${l.code}-${Date.now()}@example.test`;
    const adder = await browser.newContext({ storageState: storageStateFor('admin') });
    await addUserThroughDialog(await adder.newPage(), { email, name: 'Wordy Person', password: 'initial-password-1' });
    await adder.close();

    const context = await browser.newContext({ storageState: storageStateFor('admin'), locale: l.locale });
    const page = await context.newPage();
    await page.goto('/activity?tab=audit');
    await hydrated(page);
    await page.getByLabel(l.action, { exact: true }).selectOption('user.create');
    await page.getByRole('button', { name: l.apply }).click();
    await expect(page).toHaveURL(/action=user\.create/);
    const row = page.getByTestId('audit-log').locator('tbody tr').filter({ hasText: email });
    await expect(row).toContainText(l.added);
    await expect(row).toContainText(l.asSupport);
    await expect(row).toContainText(`Wordy Person (${email})`);
    // The admin who did it, by name, then e-mail.
    await expect(row).toContainText('admin@demo.test');
    const text = await row.innerText();
    expect(text).not.toContain('user.create');
    expect(text).not.toMatch(uuid);
    expect(text).not.toContain('(s)');
    await fitsBothWidths(page, screens, `audit-${l.code}`);
    await context.close();
  });
}
