import { expect, test } from '../support/test';
import { hydrated } from '../support/streamed';
import { totpCode } from '../support/totp';
import { signIn } from '../support/users';
import { audited, newUser, signedIn, signInWithRecoveryCode, signOut, turnOnTwoFactor } from './account-helpers';

// Each test adds a user and signs in several browsers: on a busy machine that takes more than a minute. Each
// has users of its own, so they may run on both workers.
test.describe.configure({ timeout: 120_000, mode: 'parallel' });

/**
 * Issue 22, accounts: "Your sessions", the admin's one-time reset link, two-factor sign-in with an app and with a
 * recovery code, (an admin requiring two-factor for support: two-factor-required.spec.ts). Each test makes its own dashboard users.
 */
test('Your sessions: every browser of mine is listed; I sign one out, then every other one', async ({ browser }) => {
  const { context, admin, email } = await newUser(browser, 'sessions', 'Session Keeper');
  const [here, second, third] = [
    await signedIn(browser, email, 'initial-password-1'),
    await signedIn(browser, email, 'initial-password-1'),
    await signedIn(browser, email, 'initial-password-1'),
  ];
  await here.goto('/account');
  await hydrated(here);
  const list = here.getByTestId('own-sessions');
  await expect(list.getByTestId('own-session')).toHaveCount(3);
  await expect(list.getByTestId('own-session').first()).toContainText('This browser');
  await expect(list.getByTestId('own-session').first()).toContainText('Chrome on Linux');
  await here.setViewportSize({ width: 390, height: 844 });
  await here
    .getByRole('region', { name: 'Your sessions' })
    .screenshot({ path: 'test-results/account-sessions-390.png' });
  await here.setViewportSize({ width: 1280, height: 900 });

  await list.getByTestId('own-session').nth(1).getByRole('button', { name: 'Sign out' }).click();
  await expect(here.getByText('That browser is signed out.')).toBeVisible();
  await expect(list.getByTestId('own-session')).toHaveCount(2);
  await here.getByRole('button', { name: 'Sign out of every other browser' }).click();
  await expect(here.getByText('Signed out of 1 other browser.')).toBeVisible();
  await expect(list.getByTestId('own-session')).toHaveCount(1);
  for (const other of [second, third]) {
    await other.goto('/students');
    await expect(other).toHaveURL(/\/sign-in\?next=%2Fstudents$/);
  }
  await here.goto('/students');
  await expect(here.getByTestId('current-user')).toContainText(email);

  // Two entries: the browser chosen from the list, then every other one (here one more).
  await audited(admin, 'user.session-end', email, 'one browser, chosen from the list');
  await audited(admin, 'user.session-end', email, '1 other browser signed out');
  await context.close();
});

test('an admin’s one-time reset link: shown once, sets a new password, ends the sessions, works only once', async ({
  browser,
}) => {
  const { context, admin, email } = await newUser(browser, 'reset', 'Forgetful Person');
  const before = await signedIn(browser, email, 'initial-password-1');

  // The admin comes back to Users later, when the person has forgotten their password.
  await admin.goto('/users');
  await hydrated(admin);
  await admin.getByTestId(`user-row-${email}`).getByRole('button', { name: 'Reset link' }).click();
  const dialog = admin.getByRole('dialog', { name: `Password reset link for ${email}` });
  await dialog.getByRole('button', { name: 'Make a one-time link' }).click();
  const url = await dialog.getByLabel('Reset link').inputValue();
  expect(url).toMatch(/\/reset-password#[A-Za-z0-9_-]{43}$/);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await dialog.screenshot({ path: 'test-results/users-reset-link-1280.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(url);
  await expect(stranger).toHaveURL(/\/reset-password$/); // the token leaves the address bar
  await hydrated(stranger);
  await stranger.getByLabel('New password (at least 8 characters)').fill('password123');
  await stranger.getByLabel('New password again').fill('password123');
  await stranger.getByRole('button', { name: 'Set the new password' }).click();
  await expect(stranger.getByText(/most common leaked passwords/)).toBeVisible();
  await stranger.getByLabel('New password (at least 8 characters)').fill('copper-lantern-41');
  await stranger.getByLabel('New password again').fill('copper-lantern-41');
  await stranger.getByRole('button', { name: 'Set the new password' }).click();
  await expect(stranger.getByText('Your password is set')).toBeVisible();

  await before.goto('/students');
  await expect(before).toHaveURL(/\/sign-in/);
  await signIn(before, email, 'copper-lantern-41');
  await expect(before.getByTestId('current-user')).toContainText(email);

  const again = await (await browser.newContext()).newPage();
  await again.goto(url);
  await hydrated(again);
  await again.getByLabel('New password (at least 8 characters)').fill('another-lantern-42');
  await again.getByLabel('New password again').fill('another-lantern-42');
  await again.getByRole('button', { name: 'Set the new password' }).click();
  await expect(again.getByText(/This reset link does not work/)).toBeVisible();

  await audited(admin, 'user.reset-link', email, 'Issued a one-time password reset link');
  await context.close();
});

test('two-factor sign-in: set up with an app, then signing in with a code and with a recovery code (once)', async ({
  browser,
}) => {
  const { context, admin, email } = await newUser(browser, 'totp', 'Careful Person');
  const page = await signedIn(browser, email, 'initial-password-1');
  const { secret, codes } = await turnOnTwoFactor(page, 'initial-password-1');
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('region', { name: 'Two-factor sign-in' })
    .screenshot({ path: 'test-results/account-two-factor-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signOut(page);

  // The password alone is not enough any more: the code from the app.
  await signIn(page, email, 'initial-password-1');
  await page.getByLabel('Code from your authenticator app').fill('123456' === totpCode(secret) ? '654321' : '123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user')).toContainText(email);
  await signOut(page);

  // Without the phone: a recovery code, once.
  await signInWithRecoveryCode(page, email, codes[0]!);
  await expect(page.getByTestId('current-user')).toContainText(email);
  await signOut(page);
  await signInWithRecoveryCode(page, email, codes[0]!);
  await expect(page.getByText('That code is not right.')).toBeVisible();

  await audited(admin, 'user.two-factor-on', email, 'Turned on two-factor sign-in');
  await audited(admin, 'auth.recovery-code', email, 'Signed in with a two-factor recovery code');
  await context.close();
});
