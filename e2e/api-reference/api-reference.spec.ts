import path from 'node:path';
import { expect, test } from '../support/test';
import { e2eBasePort } from '../support/e2e-port';
import { storageStateFor } from '../support/users';

const dir = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}`);

test.describe('as support', () => {
  test.use({ storageState: storageStateFor('support') });

  test('API reference lists the 45 operations, opens one with its assumption, and asks nothing of any other host', async ({
    page,
  }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && !['127.0.0.1', 'localhost'].includes(url.hostname)) elsewhere.push(request.url());
    });
    await page.goto('/api-reference');
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(page.getByTestId('api-operation')).toHaveCount(45);
    const move = page.locator('#operation-moveApplication');
    await move.locator('summary').click();
    await expect(move.getByText('What the console assumes')).toBeVisible();
    await expect(move.getByText('application/update')).toBeVisible();
    await move.getByRole('link', { name: 'MoveApplicationBody' }).click();
    await expect(page.locator('#shape-MoveApplicationBody')).toBeInViewport();
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

test.describe('screenshots', () => {
  test.use({ storageState: storageStateFor('admin') });
  for (const width of [1280, 390]) {
    test(`API reference at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/api-reference');
      await page.locator('#operation-moveApplication summary').click();
      await page.locator('#operation-moveApplication').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `api-reference-${width}.png`) });
    });
  }
});
