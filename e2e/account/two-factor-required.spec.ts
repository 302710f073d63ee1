import { expect, test } from '../support/test';
import { hydrated } from '../support/streamed';
import { signIn } from '../support/users';
import { newUser, turnOnTwoFactor } from './account-helpers';

/**
 * Issue 22: an admin requires two-factor sign-in for support. A console-wide setting: while it is on, any support
 * user signing in to this console would be sent to set it up. No other test runs against this worker's console
 * meanwhile (a worker runs one test at a time, e2e/support/e2e-port.ts), and the setting is put back at the end.
 */
test('an admin requires two-factor for support: a support user is kept to the Account page until they set it up', async ({
  browser,
}) => {
  const { context, admin, email } = await newUser(browser, 'required', 'Support Person');
  const requirement = admin.getByRole('region', { name: 'Two-factor sign-in required' });
  const support = requirement.getByLabel('Support');
  try {
    await support.check();
    await requirement.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Two-factor requirement saved: they set it up at their next sign-in.')).toBeVisible();

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
    await hydrated(admin);
    if (await support.isChecked()) {
      await support.uncheck();
      await requirement.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Two-factor requirement saved: it is optional for everyone.')).toBeVisible();
    }
  }
  await admin.goto('/activity?tab=audit&action=settings.two-factor');
  await expect(
    admin.getByTestId('audit-log').getByText('Changed who must use two-factor sign-in').first(),
  ).toBeVisible();
  await expect(admin.getByTestId('audit-log').getByText('required for Support').first()).toBeVisible();
  await context.close();
});
