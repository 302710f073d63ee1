import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/users';

test.describe('signing in and out', () => {
  test('an anonymous visitor is sent to sign-in and brought back after signing in', async ({ page }) => {
    await page.goto('/exams');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fexams$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toBeVisible();

    await signIn(page, 'support@demo.test', 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Not signed in' })).toContainText(
      'The e-mail or the password is wrong',
    );
    await expect(page).toHaveURL(/\/sign-in/);

    await signIn(page, 'support@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/exams$/);
    await expect(page.getByRole('heading', { name: 'Exams' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/students');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fstudents$/);
  });

  test('the session cookie is HttpOnly and SameSite=Lax', async ({ page, context }) => {
    await page.goto('/sign-in');
    await signIn(page, 'coordinator@demo.test', DEMO_PASSWORD);
    await expect(page.getByTestId('current-user')).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
  });

  test('the sign-in page at 1280 and 390 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/sign-in-${width}.png`, fullPage: true });
    }
  });
});
