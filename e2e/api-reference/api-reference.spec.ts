import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePort } from '../support/e2e-port';
import { storageStateFor } from '../support/users';

const dir = path.resolve(import.meta.dirname, `../../test-results/screens-${e2ePort()}`);

test.describe('as support', () => {
  test.use({ storageState: storageStateFor('support') });

  test('API reference lists the operations, marks assumptions, and asks nothing of any other host', async ({ page }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!['127.0.0.1', 'localhost'].includes(host) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await page.goto('/api-reference');
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    const reference = page.getByTestId('api-reference');
    await expect(reference.getByText('Partner Integration API', { exact: false }).first()).toBeVisible();
    await expect(reference.locator('.opblock')).toHaveCount(45);
    const move = reference.locator('#operations-Applications-moveApplication');
    await expect(move).toBeVisible();
    await move.locator('.opblock-summary').click();
    // Swagger UI resolves an operation's references when it is opened: seconds on a busy machine.
    await expect(move.getByText('x-console-assumption')).toBeVisible({ timeout: 60_000 });
    await expect(move.getByText('Try it out')).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });
});

test.describe('as a coordinator', () => {
  test.use({ storageState: storageStateFor('coordinator') });

  test('the API reference is not in the menu and its page is refused', async ({ page }) => {
    await page.goto('/students');
    await expect(page.getByRole('link', { name: 'API reference' })).toHaveCount(0);
    const response = await page.goto('/api-reference');
    expect(response?.status()).toBe(403);
  });
});

test.use({ storageState: storageStateFor('admin') });
for (const width of [1280, 390]) {
  test(`API reference at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api-reference');
    await expect(page.getByTestId('api-reference').locator('.opblock')).toHaveCount(45);
    await page.screenshot({ path: path.join(dir, `api-reference-${width}.png`), fullPage: false });
  });
}
