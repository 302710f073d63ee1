import { expect, test } from '../support/test';
import { hydrated } from '../support/streamed';
import { demoEmail, roles, storageStateFor } from '../support/users';

const sections = [
  'Home',
  'Students',
  'Imports',
  'Sign-in links',
  'Exams',
  'Applications',
  'Group challenges',
  'Account',
];

for (const role of roles) {
  test.describe(`as the demo ${role}`, () => {
    test.use({ storageState: storageStateFor(role) });

    test('sees the shell, their e-mail and role, and only the sections of their role', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByTestId('current-user')).toContainText(demoEmail(role));
      await expect(page.getByTestId('current-user')).toContainText(role, { ignoreCase: true });
      await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Sections' });
      for (const name of sections) await expect(nav.getByRole('link', { name })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(role === 'admin' ? 1 : 0);
      await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(role === 'coordinator' ? 0 : 1);
    });

    test(role === 'admin' ? 'opens the Users page' : 'is refused the Users page with 403', async ({ page }) => {
      const response = await page.goto('/users');
      if (role === 'admin') {
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
        await expect(page.getByTestId('user-row-coordinator@demo.test')).toContainText('Tbilisi Public School No. 1');
      } else {
        expect(response?.status()).toBe(403);
        await expect(page.getByRole('heading', { name: 'You don’t have access to this page' })).toBeVisible();
      }
    });
  });
}

test.describe('the shell at 1280 and 390 px', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('screenshots', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/shell-users-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/students');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    await page.screenshot({ path: 'docs/screenshots/shell-390.png', fullPage: true });
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Users' }).waitFor();
    await page.screenshot({ path: 'docs/screenshots/shell-menu-390.png' });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Exams' }).click();
    await expect(page).toHaveURL(/\/exams$/);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  });
});
