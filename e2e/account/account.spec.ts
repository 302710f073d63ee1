import path from 'node:path';
import { expect, test } from '../support/test';
import { follow, hydrated } from '../support/streamed';
import { permissionsInUse, permissionTargets } from '../../lib/partner-api/permissions';
import { sandboxDemoAccount } from '../../lib/partner-api/sandbox-credentials';
import { e2eBasePort } from '../support/e2e-port';
import { addUserThroughDialog, storageStateFor } from '../support/users';

test.describe('as the demo admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('Account shows the partner account and its matrix; Activity shows that validate-me call with its request id', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Your sign-in' })).toBeVisible();
    await expect(page.getByTestId('account-company')).toHaveText(sandboxDemoAccount.companyName);
    await expect(page.getByText('key_demo…0001')).toBeVisible();
    expect(await page.content(), 'the full apiKey is not shown').not.toContain(sandboxDemoAccount.apiKey);

    const matrix = page.getByTestId('permission-matrix');
    await expect(matrix.locator('tbody tr')).toHaveCount(permissionsInUse.length);
    // The demo account holds `allow * on *`: every cell is allowed, and says which role decided.
    await expect(matrix.locator('td[data-allowed="true"]')).toHaveCount(
      permissionsInUse.length * permissionTargets.length,
    );
    await expect(matrix.locator('td[data-allowed="false"]')).toHaveCount(0);
    const cell = matrix.locator('tr[data-permission="application/delete"] td[data-target="stem"]');
    await expect(cell).toHaveAttribute('title', 'Allowed: application/delete on stem, by the role allow * on *.');
    await expect(page.getByTestId('account-roles')).toContainText('allow');

    const requestId = (await page.getByTestId('account-request-id').innerText()).trim();
    expect(requestId).not.toBe('');

    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await hydrated(page);
    // The answer Account shows may come from a person's call or from a refresh made ahead of its expiry in the
    // background (server/partner-permissions/account-permissions.ts), which Activity lists under "Background reads":
    // both kinds are asked for (CI run 23 found the background one, hidden by the default "People's actions").
    await page.getByLabel('Calls').selectOption('all');
    await page.getByLabel('Operation').selectOption('validateMe');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/operation=validateMe/);
    await expect(page).toHaveURL(/calls=all/);
    const log = page.getByTestId('request-log');
    const row = log.locator('tr', { has: page.getByText(requestId, { exact: true }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('GET /api-account/validate-me');
    await expect(row).toContainText('200');
    await expect(row.getByRole('button', { name: `Copy request id ${requestId}` })).toBeVisible();
    await expect(log.locator('tbody tr[data-operation]:not([data-operation="validateMe"])')).toHaveCount(0);

    // Account's own link leads to that one call, whichever kind of call it was.
    await page.goto('/account');
    const shown = (await page.getByTestId('account-request-id').innerText()).trim();
    await follow(page.getByRole('link', { name: 'See this call in Activity' }));
    await expect(page).toHaveURL(new RegExp(`requestId=${shown}`));
    const found = page.getByTestId('request-log');
    await expect(found.getByText(shown, { exact: true })).toBeVisible();
    await expect(found.locator('tbody tr[data-operation]:not([data-operation="validateMe"])')).toHaveCount(0);
  });

  test('Activity names the organization of each organization-scoped call', async ({ page }) => {
    // Each organization's challenges are read by the mirror (background reads, behind the Calls filter) or, before
    // its first pass, live by the overview.
    await page.goto('/group-challenges');
    await expect(page.getByRole('heading', { name: 'Group challenges' })).toBeVisible();
    await page.goto('/activity?operation=listGroupChallenges&calls=all');
    const rows = page.getByTestId('request-log').locator('tbody tr[data-operation="listGroupChallenges"]');
    await expect(rows.first()).toBeVisible();
    const named = await rows.getByTestId('request-organization').allInnerTexts();
    expect(named.length).toBe(await rows.count());
    for (const text of named) expect(text).toMatch(/· (STEM Olympiad|HiLingua|NEO|GMath|Coding)$/);
    expect(new Set(named).size, 'calls for different organizations can be told apart').toBeGreaterThan(1);
  });

  test('Activity filters live in the URL and an empty result says so', async ({ page }) => {
    await page.goto('/activity?status=418');
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    await follow(page.getByRole('link', { name: 'Clear the filters' }));
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByText('No requests match these filters.')).toBeHidden();
    // Unfiltered: the people's calls, or, on a console where no person has made one yet (the answers shown so far
    // came from background reads), the words that say so.
    await expect(
      page.getByTestId('request-log').or(page.getByText('No Partner API calls for a person yet.', { exact: false })),
    ).toBeVisible();

    await follow(page.getByRole('link', { name: 'Changes' }));
    await expect(page).toHaveURL(/tab=audit/);
    await expect(page.getByLabel('Action', { exact: true })).toBeVisible();
  });

  test('a change made through the console shows in the audit log, found by its action and user', async ({ page }) => {
    const email = `audit-${Date.now()}@example.test`;
    await addUserThroughDialog(page, { email, name: 'Audit Trail', password: 'initial-password-1' });

    await page.goto('/activity?tab=audit');
    await hydrated(page);
    await page.getByLabel('Action', { exact: true }).selectOption('user.create');
    await page.getByLabel('User e-mail contains').fill('admin@demo');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/tab=audit.*action=user\.create/);
    const row = page.getByTestId('audit-log').locator('tr', { hasText: email });
    await expect(row).toContainText('admin@demo.test');
    await expect(row).toContainText('Added a user');
    await expect(row).toContainText('as Support');
    await expect(row).toContainText(`Audit Trail (${email})`);
    await expect(row).not.toContainText('user.create');
    await expect(row).toContainText('Not sent to the API');
    // Seen with a row in it, at both widths (test-results/screens-<port>/, looked at, not compared).
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: path.resolve(
          import.meta.dirname,
          `../../test-results/screens-${e2eBasePort()}/activity-audit-row-${width}.png`,
        ),
        fullPage: true,
      });
    }
  });
});

test.describe('as the demo coordinator', () => {
  test.use({ storageState: storageStateFor('coordinator') });

  test('Activity answers the 403 page; Account says in words what they can do, without the API key or matrix', async ({
    page,
  }) => {
    const response = await page.goto('/activity');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You don’t have access to this page' })).toBeVisible();

    await page.goto('/account');
    const can = page.getByTestId('what-you-can-do');
    await expect(can).toContainText(/With the students of your schools? only\./);
    // The demo account is allowed everything: every line says so.
    await expect(can.locator('li[data-allowed="true"]').first()).toBeVisible();
    await expect(can.locator('li[data-allowed="false"]')).toHaveCount(0);
    await expect(can.locator('li', { hasText: 'Apply students to exams' })).toContainText('Yes');
    await expect(page.getByTestId('permission-matrix')).toHaveCount(0);
    await expect(page.getByTestId('account-company')).toHaveCount(0);
    expect(await page.content()).not.toContain('key_demo');
  });
});
