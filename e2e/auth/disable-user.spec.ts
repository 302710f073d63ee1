import { expect, test } from '../support/test';
import { addUserThroughDialog, signIn, storageStateFor } from '../support/users';

test('an admin adds a user, who signs in; disabling them signs them out at once', async ({ browser }) => {
  const email = `temp-${Date.now()}@example.test`;
  const password = 'initial-password-1';
  const adminContext = await browser.newContext({ storageState: storageStateFor('admin') });
  const admin = await adminContext.newPage();
  await addUserThroughDialog(admin, {
    email,
    name: 'Temporary Coordinator',
    password,
    schools: 'Batumi Public School No. 3\n\nTbilisi Public School No. 2',
  });
  // Every write answers with one inline note above the table (no toast), which stays until the next write.
  await expect(admin.getByRole('status').filter({ hasText: `${email} can now sign in.` })).toBeVisible();
  const row = admin.getByTestId(`user-row-${email}`);
  await expect(row).toContainText('2 schools');
  await expect(row).toContainText('Active');

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await user.goto('/account');
  await signIn(user, email, password);
  await expect(user).toHaveURL(/\/account$/);
  await expect(user.getByText('Batumi Public School No. 3, Tbilisi Public School No. 2')).toBeVisible();

  await row.getByRole('button', { name: 'Disable' }).click();
  await admin.getByRole('button', { name: 'Disable and sign out' }).click();
  await expect(row).toContainText('Disabled');
  // The page's own notes (the sandbox banner above every page is a status too).
  const notes = admin.getByRole('main').getByRole('status');
  await expect(notes).toHaveText(`${email} is disabled and signed out.`);
  await admin.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notes).toHaveCount(0);

  await user.goto('/students');
  await expect(user).toHaveURL(/\/sign-in\?next=%2Fstudents$/);
  await signIn(user, email, password);
  await expect(user.getByRole('alert').filter({ hasText: 'Not signed in' })).toContainText('This account is disabled');

  await adminContext.close();
  await userContext.close();
});
