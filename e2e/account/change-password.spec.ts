import { expect, test, type Browser } from '../support/test';
import { addUserThroughDialog, signIn, storageStateFor } from '../support/users';

// Each test adds a user and signs in several browsers: on a busy machine that takes more than a minute.
test.describe.configure({ timeout: 120_000 });

/** Issue 16 item 7: the console's own password change (the API's self-service path answers 404). */
async function addUser(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ storageState: storageStateFor('admin') });
  const admin = await context.newPage();
  await addUserThroughDialog(admin, { email, name: 'Password Changer', password });
  return { context, admin };
}

test('a user changes their password with the current one: audited, their other browser is signed out', async ({
  browser,
  playwright,
}) => {
  const email = `pw-${Date.now()}@example.test`;
  const { context: adminContext, admin } = await addUser(browser, email, 'initial-password-1');
  const [mine, other] = [await browser.newContext(), await browser.newContext()];
  const [page, elsewhere] = [await mine.newPage(), await other.newPage()];
  for (const p of [page, elsewhere]) {
    await p.goto('/account');
    await signIn(p, email, 'initial-password-1');
    await expect(p.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  }

  const form = page.getByTestId('change-password');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password (at least 8 characters)').fill('second-password-2');
  await form.getByLabel('New password again').fill('second-password-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('This is not your current password.')).toBeVisible();

  await form.getByLabel('Current password').fill('initial-password-1');
  await form.getByLabel('New password (at least 8 characters)').fill('second-password-2');
  await form.getByLabel('New password again').fill('second-password-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password is changed. You were signed out on 1 other browser.',
  );

  await page.reload();
  await expect(page.getByTestId('current-user')).toContainText(email);
  await elsewhere.goto('/students');
  await expect(elsewhere).toHaveURL(/\/sign-in\?next=%2Fstudents$/);
  await signIn(elsewhere, email, 'second-password-2');
  await expect(elsewhere.getByTestId('current-user')).toContainText(email);

  await admin.goto(`/activity?tab=audit&action=user.password`);
  // In words, with a plural form (not "session(s)"), about the user by name.
  const entry = admin.getByTestId('audit-log').getByRole('row').filter({ hasText: email });
  await expect(entry).toContainText('Changed their own password');
  await expect(entry).toContainText('1 other browser signed out');
  await expect(entry).toContainText(`Password Changer (${email})`);

  const api = await playwright.request.newContext({ baseURL: page.url(), storageState: await mine.storageState() });
  const selfService = await api.post('/api/auth/change-password', {
    headers: { origin: new URL(page.url()).origin },
    data: { currentPassword: 'second-password-2', newPassword: 'third-password-3' },
  });
  expect(selfService.status()).toBe(404);
  await api.dispose();
  for (const c of [mine, other, adminContext]) await c.close();
});

test('the password form on the Account page at 1280 and 390 px', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateFor('coordinator') });
  const page = await context.newPage();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/account');
    const form = page.getByTestId('change-password');
    await expect(form.getByRole('button', { name: 'Change password' })).toBeVisible();
    await page.getByRole('heading', { name: 'Change your password' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/account-password-${width}.png` });
  }
  await context.close();
});
