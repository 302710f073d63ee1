import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { totpCode } from '../support/totp';
import { addUserThroughDialog, signIn, storageStateFor } from '../support/users';

/**
 * Issue 22, accounts: "Your sessions", the admin's one-time reset link, two-factor sign-in with an app and with a
 * recovery code, and an admin requiring two-factor for support. Each test makes its own dashboard users.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function asAdmin(browser: Browser): Promise<{ context: BrowserContext; admin: Page }> {
  const context = await browser.newContext({ storageState: storageStateFor('admin') });
  return { context, admin: await context.newPage() };
}

/** An admin (their own browser) adds a support user; answers the admin's page and the new user's e-mail. */
async function newUser(browser: Browser, prefix: string, name: string) {
  const { context, admin } = await asAdmin(browser);
  const email = `${prefix}-${unique()}@example.test`;
  await addUserThroughDialog(admin, { email, name, password: 'initial-password-1' });
  return { context, admin, email };
}

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/account');
  await signIn(page, email, password);
  await expect(page.getByTestId('current-user')).toContainText(email);
  return page;
}

/** The audit log shows one entry of `action` about `email` with this summary. */
async function audited(admin: Page, action: string, email: string, summary: string) {
  await admin.goto(`/activity?tab=audit&action=${action}`);
  await expect(admin.getByRole('row').filter({ hasText: email }).filter({ hasText: summary })).toHaveCount(1);
}

/** Signs in with a recovery code instead of the app's code. */
async function signInWithRecoveryCode(page: Page, email: string, code: string) {
  await signIn(page, email, 'initial-password-1');
  await page.getByRole('button', { name: 'I don’t have my phone: use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
}

test('Your sessions: every browser of mine is listed; I sign one out, then every other one', async ({ browser }) => {
  const { context, admin, email } = await newUser(browser, 'sessions', 'Session Keeper');
  const [here, second, third] = [
    await signedIn(browser, email, 'initial-password-1'),
    await signedIn(browser, email, 'initial-password-1'),
    await signedIn(browser, email, 'initial-password-1'),
  ];
  await here.goto('/account');
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

  await audited(admin, 'user.session-end', email, 'Signed out of every other browser');
  await context.close();
});

test('an admin’s one-time reset link: shown once, sets a new password, ends the sessions, works only once', async ({
  browser,
}) => {
  const { context, admin, email } = await newUser(browser, 'reset', 'Forgetful Person');
  const before = await signedIn(browser, email, 'initial-password-1');

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
  await again.getByLabel('New password (at least 8 characters)').fill('another-lantern-42');
  await again.getByLabel('New password again').fill('another-lantern-42');
  await again.getByRole('button', { name: 'Set the new password' }).click();
  await expect(again.getByText(/This reset link does not work/)).toBeVisible();

  await audited(admin, 'user.reset-link', email, 'Issued a one-time password reset link');
  await context.close();
});

/** Turns two-factor on from the Account page; answers the secret and the recovery codes. */
async function turnOnTwoFactor(page: Page, password: string): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByLabel('Your password').fill(password);
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await card.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  const codes = (await card.getByTestId('recovery-codes').first().locator('li').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await card.getByLabel('The 6-digit code your app shows').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('That code is not right.', { exact: false })).toBeVisible();
  await card.getByLabel('The 6-digit code your app shows').fill(totpCode(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByTestId('two-factor-state')).toHaveText('On');
  return { secret, codes };
}

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

test('an admin requires two-factor for support: a support user is kept to the Account page until they set it up', async ({
  browser,
}) => {
  const { context, admin, email } = await newUser(browser, 'required', 'Support Person');
  const requirement = admin.getByRole('region', { name: 'Two-factor sign-in required' });
  const support = requirement.getByLabel('Support');
  try {
    await support.check();
    await requirement.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Saved: they set it up at their next sign-in.')).toBeVisible();

    // Signing in to Home lands on the Account page instead.
    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await signIn(page, email, 'initial-password-1');
    await expect(page).toHaveURL(/\/account\?twoFactor=required$/);
    await expect(page.getByTestId('two-factor-required')).toContainText('Set up two-factor sign-in to continue');
    await page.goto('/students');
    await expect(page).toHaveURL(/\/account\?twoFactor=required$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/account-two-factor-required-1280.png' });
    await turnOnTwoFactor(page, 'initial-password-1');
    await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
    await page.goto('/students');
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  } finally {
    await admin.goto('/users');
    if (await support.isChecked()) {
      await support.uncheck();
      await requirement.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Saved: two-factor is optional for everyone.')).toBeVisible();
    }
  }
  await admin.goto('/activity?tab=audit&action=settings.two-factor');
  await expect(admin.getByText('Required two-factor sign-in for support').first()).toBeVisible();
  await context.close();
});
