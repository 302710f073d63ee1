import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { freePort, startStandaloneConsole, waitFor, type Running } from '../production/support/standalone-server';
import { e2eBasePort } from '../support/e2e-port';
import { controlHeaders, sandboxControlToken } from '../support/sandbox-control';
import { hydrated } from '../support/streamed';
import { DEMO_PASSWORD, demoEmail, signIn, type Role } from '../support/users';

/**
 * Issue 35: a console started on a fresh data folder says, on Home, how much of the account it has read instead of
 * an all-clear, and within 90 s of start (its first read of the account through the API's list operations) each
 * role's Home links to the seeded applications awaiting payment and the students who never signed in.
 */
test.describe.configure({ mode: 'serial' });

let server: Running;
let dataDir: string;
let startedAt: number;
const pages = new Map<Role, Page>();

const shots = `test-results/screens-${e2eBasePort()}/home`;

/** A browser signed in as `role`; the coordinator's asks for Georgian (the sign-in form found by its fields). */
async function signedIn(browser: Browser, role: Role): Promise<Page> {
  const georgian = role === 'coordinator';
  const context = await browser.newContext({ baseURL: server.url, locale: georgian ? 'ka-GE' : 'en-GB' });
  const page = await context.newPage();
  await page.goto('/sign-in');
  if (georgian) {
    await hydrated(page);
    await page.locator('input[name="email"]').fill(demoEmail(role));
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
  } else {
    await signIn(page, demoEmail(role), DEMO_PASSWORD);
  }
  // A fresh console on a busy machine signs in slower than a warm one: its first read of the account runs beside.
  await expect(page.getByTestId('current-user')).toContainText(demoEmail(role), { timeout: 30_000 });
  return page;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'console-fresh-'));
  const port = await freePort();
  server = startStandaloneConsole('fresh console', port, {
    DATA_DIR: dataDir,
    DIRECTORY_SYNC_START_DELAY_SECONDS: '5',
    SANDBOX_CONTROL_TOKEN: sandboxControlToken,
  });
  await waitFor(server, `${server.url}/api/health/ready`);
  startedAt = Date.now();
  // The first read of the account (5 s after start) waits on its first list page until the first test has looked
  // at Home: whatever the machine's speed, those views come before the console has looked.
  await control('POST', '/faults', { operation: 'listOrgStudents', status: 200, latencyMs: 120_000, count: 1 });
});

async function control(method: 'POST' | 'DELETE', route: string, body?: object) {
  const response = await fetch(`${server.url}/sandbox/__sandbox${route}`, {
    method,
    headers: { ...controlHeaders, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.ok, `${method} ${route}`).toBe(true);
}

// The fresh console is not a worker's console, so the failure report cannot show its log: a failed test prints
// the console's warnings and errors, and attaches its whole output.
test.afterEach(async ({}, testInfo) => {
  if (!server || testInfo.status === testInfo.expectedStatus) return;
  const notable = server.logs().filter((l) => typeof l.level === 'string' && l.level !== 'info' && l.level !== 'debug');
  console.log(`The fresh console's warnings and errors (${notable.length}):`);
  for (const line of notable.slice(-40)) console.log(`  ${JSON.stringify(line).slice(0, 400)}`);
  await testInfo.attach('fresh console output', { body: server.lines.join('\n'), contentType: 'text/plain' });
});

test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('right after start, Home says it has not looked yet instead of an all-clear', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  pages.set('admin', admin);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/');
  const payments = admin.getByRole('region', { name: 'Applications awaiting payment' });
  await expect(payments.getByTestId('home-coverage')).toBeVisible();
  await expect(payments).toContainText('has not looked at every student yet');
  await expect(payments).not.toContainText('No application is waiting for payment.');
  const never = admin.getByRole('region', { name: 'Students who never signed in' });
  await expect(never.getByTestId('home-coverage')).toBeVisible();
  await expect(never).not.toContainText('Every student has signed in');
  // Nor "0 registered": the students list has not been read.
  await expect(admin.getByTestId('registered-this-week')).toHaveCount(0);
  await expect(admin.getByRole('region', { name: 'Students registered' })).toContainText('Not counted yet');
  await admin.screenshot({ path: `${shots}/fresh-start-admin-1280-en.png`, fullPage: true });

  // A Georgian coordinator on a phone: the same, in Georgian.
  const coordinator = await signedIn(browser, 'coordinator');
  pages.set('coordinator', coordinator);
  await coordinator.setViewportSize({ width: 390, height: 844 });
  await coordinator.goto('/');
  const georgian = coordinator.getByRole('region', { name: 'გადახდის მომლოდინე განაცხადები' });
  await expect(georgian.getByTestId('home-coverage')).toBeVisible();
  await expect(georgian).toContainText('კონსოლს ყველა მოსწავლე ჯერ არ შეუმოწმებია');
  // Awaiting payment, never signed in, and the registrations of their schools.
  await expect(coordinator.getByTestId('home-coverage')).toHaveCount(3);
  await coordinator.screenshot({ path: `${shots}/fresh-start-coordinator-390-ka.png`, fullPage: true });
  // Insights says so too, instead of drawing part of the account as the whole; its CSVs wait as well.
  await admin.goto('/insights');
  await expect(admin.getByTestId('insight-first-read')).toHaveCount(3);
  await expect(admin.getByTestId('insight-registrations').getByTestId('week-chart')).toHaveCount(0);
  await expect(admin.getByTestId('insight-sign-ins')).toContainText('reading the account for the first time');
  expect((await admin.request.get('/api/insights/registrations')).status()).toBe(409);
  // The first read may go on: the held page is answered (or the hold, not yet taken, is removed).
  await control('DELETE', '/faults');
  await control('POST', '/faults/release');
});

test('within 90 s of start, each role’s Home links to the unpaid applications and the students who never signed in', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  pages.set('support', await signedIn(browser, 'support'));
  const deadline = startedAt + 90_000;
  for (const role of ['admin', 'support', 'coordinator'] as const) {
    const page = pages.get(role)!;
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByTestId('home-coverage')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: Math.max(deadline - Date.now(), 1_000) });
    const never = page.getByTestId('never-signed-in');
    await expect(never.first()).toBeVisible();
    await expect(never.first().getByRole('link')).toHaveAttribute('href', /signedIn=no/);
    if (role !== 'coordinator') {
      const unpaid = page.getByTestId('awaiting-payment');
      await expect(unpaid.first()).toBeVisible();
      await expect(unpaid.first().getByRole('link', { name: 'Open the application' })).toHaveAttribute(
        'href',
        /^\/applications\/[a-z]+\/[0-9a-f]{24}$/,
      );
    }
  }
  expect(Date.now()).toBeLessThanOrEqual(deadline);
});
