import { expect, test } from '../support/test';
import { registerStudent } from '../exams/partner-api';
import { hydrated } from '../support/streamed';
import { storageStateFor } from '../support/users';

/**
 * The student page's password form checks the API's password rules in the browser before sending (spec §4.3). The
 * rules (zod) are fetched when the form is first sent rather than with the page (e2e/layout/script-budget.spec.ts):
 * a password that breaks them is still refused at once, in the reader's words, and one that keeps them is set.
 */
test.use({ storageState: storageStateFor('admin') });

test('a too short password is refused by the form, a good one is set', async ({ page }) => {
  const student = await registerStudent('7', 'password-rules');
  await page.goto(`/students/${student._id}`);
  await hydrated(page);
  const password = page.getByLabel('New password');
  await password.fill('abc');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.locator('#student-password-error')).toHaveText('The password must be at least 5 characters long.');
  await password.fill('lantern-41');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set. Give it to the student with the username.')).toBeVisible();
});
