import { expect, test, type Browser, type Page } from '../support/test';
import { bridgeBuilders, moveWindow, type StoredChallenge } from '../group-challenges/sandbox';
import { e2eBasePort } from '../support/e2e-port';
import { budgetWaitMs, follow, hydrated } from '../support/streamed';
import { demoEmail, signInAs, type Role } from '../support/users';
import { coordinatorGroup, failedImport, unpaidApplication } from './prepare';

/**
 * Issue 22: each role's home page shows what needs attention from sandbox data prepared here (a challenge closing
 * in 48 h with a group not sent, an unpaid application, a failed import), each with a link to where it is acted on.
 */
test.describe.configure({ mode: 'serial' });

const shots = `test-results/screens-${e2eBasePort()}`;
const hour = 3_600_000;
let challenge: StoredChallenge;
let groupName: string;
let payment: { studentId: string; name: string; applicationId: string };
let importPath: string;
let importFile: string;

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  await page.goto('/');
  await expect(page.getByTestId('current-user')).toContainText(demoEmail(role));
  return page;
}

/** The home page, opened again until `ready` shows (stored copies are read again in the background). */
async function homeShows(page: Page, ready: () => ReturnType<Page['getByTestId']>) {
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible({ timeout: budgetWaitMs });
    await expect(ready().first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: budgetWaitMs });
  await hydrated(page);
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(300_000);
  challenge = await bridgeBuilders(request);
  groupName = `Home Team ${Date.now().toString(36)}`;
  await coordinatorGroup(request, challenge, groupName);
  await moveWindow(request, challenge._id, challenge.windowStart, new Date(Date.now() + 48 * hour).toISOString());
  payment = await unpaidApplication();

  const coordinator = await pageAs(browser, 'coordinator');
  // The console's copies were read before the organizer and the student acted: Refresh reads them now.
  await coordinator.goto('/group-challenges');
  await hydrated(coordinator);
  await coordinator.getByRole('button', { name: 'Refresh' }).first().click();
  await expect(coordinator.getByText('Bridge Builders').first()).toBeVisible({ timeout: budgetWaitMs });
  // Home's card shows the challenge's groups as the console last read them (the mirror, or the Groups tab): read now.
  await coordinator.goto(`/group-challenges/stem/${challenge._id}`);
  await hydrated(coordinator);
  // The groups table's own Refresh (the first on the page is the challenge's): read until the new group is in it.
  const groups = coordinator.getByTestId('challenge-groups');
  await expect(async () => {
    await groups.getByRole('button', { name: 'Refresh' }).click({ timeout: 10_000 });
    await expect(groups.getByText(groupName).first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: budgetWaitMs });
  await coordinator.goto(`/students/${payment.studentId}`);
  await hydrated(coordinator);
  const card = coordinator.getByTestId('org-card-stem');
  await card.getByRole('button', { name: 'Refresh' }).click({ timeout: budgetWaitMs });
  await expect(card.getByRole('button', { name: 'Refresh' })).toBeEnabled({ timeout: budgetWaitMs });
  importFile = `home-failing-${Date.now().toString(36)}.csv`;
  importPath = await failedImport(coordinator, importFile);
  await coordinator.context().close();
});

test.afterAll(async ({ browser, request }) => {
  if (!challenge) return;
  await moveWindow(request, challenge._id, challenge.windowStart, challenge.windowEnd);
  // The console's copy of the challenge lists is read again too, so other tests see the window as it was.
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/group-challenges');
  await hydrated(admin);
  await admin.getByRole('button', { name: 'Refresh' }).first().click();
  await expect(admin.getByRole('button', { name: 'Refresh' }).first()).toBeEnabled({ timeout: budgetWaitMs });
  await admin.context().close();
});

test('coordinator: their group to send, their unpaid application and their failed import, each leading to the place to act', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await pageAs(browser, 'coordinator');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await homeShows(page, () => page.getByTestId('closing-group').filter({ hasText: groupName }));
  const group = page.getByTestId('closing-group').filter({ hasText: groupName });
  await expect(group).toContainText('steps 0 of 4 submitted');
  await expect(group).toContainText(/Bridge Builders \(.+\) closes in 4[78] hours/);
  const unpaid = page
    .getByTestId('awaiting-payment')
    .filter({ has: page.locator(`a[href="/applications/stem/${payment.applicationId}"]`) });
  await homeShows(page, () => unpaid);
  await expect(unpaid).toContainText(payment.name);
  await expect(unpaid).toContainText(/An application in STEM Olympiad, price \d+, not paid yet\./);
  // Styled through its list (.attention-list in app/globals.css): an item, of up to 20, carries no class lists of its
  // own, and its link still looks like a button.
  expect(await unpaid.locator('[class]').evaluateAll((found) => found.map((e) => e.getAttribute('class')))).toEqual([
    'icon i-arrow-right',
  ]);
  await expect(unpaid.getByRole('link')).toHaveCSS('border-top-style', 'solid');
  await expect(unpaid.locator('p')).toHaveCSS('font-weight', '500');
  const lastImport = page.getByRole('region', { name: 'Your imports' });
  await expect(lastImport.getByTestId('import-failed')).toContainText(importFile);
  await expect(page.getByRole('region', { name: 'Rate budget' })).toHaveCount(0);
  await expect(page.getByTestId('upstream-problems')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/home-coordinator-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/home-coordinator-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Each link leads to the place to act.
  await follow(group.getByRole('link', { name: 'Open the group' }));
  await expect(page).toHaveURL(new RegExp(`/group-challenges/stem/${challenge._id}/groups/[0-9a-f]{24}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(groupName, { timeout: budgetWaitMs });
  await page.goBack();
  await follow(unpaid.getByRole('link', { name: 'Open the application' }));
  await expect(page).toHaveURL(`/applications/stem/${payment.applicationId}`);
  await expect(page.getByText(payment.name).first()).toBeVisible({ timeout: budgetWaitMs });
  await page.goBack();
  await follow(lastImport.getByRole('link', { name: importFile }));
  await expect(page).toHaveURL(importPath);
  await expect(page.getByTestId('job-status')).toHaveText('Failed');
});

for (const role of ['support', 'admin'] as const) {
  test(`${role}: the same across schools, the failed import of the week, the directory, the API's errors and the rate budget`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await pageAs(browser, role);
    await homeShows(page, () => page.getByTestId('closing-group').filter({ hasText: groupName }));
    await homeShows(page, () =>
      page
        .getByTestId('awaiting-payment')
        .filter({ has: page.locator(`a[href="/applications/stem/${payment.applicationId}"]`) }),
    );
    const imports = page.getByRole('region', { name: 'Imports' });
    const failed = imports.getByTestId('import-failed').filter({ hasText: importFile }).first();
    await expect(failed).toContainText('by coordinator@demo.test');
    await expect(page.getByTestId('directory-freshness')).toContainText(/Last complete sync|No sync has completed yet/);
    await expect(page.getByTestId('upstream-problems')).toContainText(/\d+ requests?: \d+ errors?/);
    await expect(page.getByTestId('rate-budget').getByRole('meter').first()).toBeVisible();
    if (role === 'admin') {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/home-admin-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/home-admin-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await follow(failed.getByRole('link', { name: importFile }));
    await expect(page).toHaveURL(importPath);
    await expect(page.getByTestId('job-status')).toHaveText('Failed');
  });
}
