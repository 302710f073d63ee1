import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../support/streamed';
import { totpCode } from '../support/totp';
import { addUserThroughDialog, signIn, storageStateFor } from '../support/users';

/** What the account e2e share: new dashboard users, signing in and out, the audit log, turning two-factor on. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function asAdmin(browser: Browser): Promise<{ context: BrowserContext; admin: Page }> {
  const context = await browser.newContext({ storageState: storageStateFor('admin') });
  return { context, admin: await context.newPage() };
}

/** An admin (their own browser) adds a support user; answers the admin's page and the new user's e-mail. */
export async function newUser(browser: Browser, prefix: string, name: string) {
  const { context, admin } = await asAdmin(browser);
  const email = `${prefix}-${unique()}@example.test`;
  await addUserThroughDialog(admin, { email, name, password: 'initial-password-1' });
  return { context, admin, email };
}

export async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/account');
  await signIn(page, email, password);
  await expect(page.getByTestId('current-user')).toContainText(email);
  return page;
}

/** The audit log shows one entry of `action` about `email` with this summary. */
export async function audited(admin: Page, action: string, email: string, summary: string) {
  await admin.goto(`/activity?tab=audit&action=${action}`);
  await expect(admin.getByRole('row').filter({ hasText: email }).filter({ hasText: summary })).toHaveCount(1);
}

/** Signs in with a recovery code instead of the app's code. */
export async function signInWithRecoveryCode(page: Page, email: string, code: string) {
  await signIn(page, email, 'initial-password-1');
  await page.getByRole('button', { name: 'I don’t have my phone: use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
}

/**
 * The setup step's QR code: an image by that name, an SVG the server drew (a path of dark modules, big enough to
 * scan from a screen), with the key to type beside it. Its content is checked by server/account/two-factor-qr.test.ts.
 */
export async function expectTwoFactorQr(card: Locator, name: string) {
  const qr = card.getByRole('img', { name, exact: true });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg path[d^="M"]')).toHaveCount(2);
  const box = (await qr.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(150);
  await expect(card.getByTestId('two-factor-secret')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
}

/** Turns two-factor on from the Account page; answers the secret and the recovery codes. */
export async function turnOnTwoFactor(page: Page, password: string): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/account');
  await hydrated(page);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByLabel('Your password').fill(password);
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expectTwoFactorQr(card, 'QR code to scan with your authenticator app');
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
