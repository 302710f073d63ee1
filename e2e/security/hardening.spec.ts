import { expect, test, type APIRequestContext } from '../support/test';
import { sandboxDemoAccount } from '../../lib/partner-api/sandbox-credentials';
import { e2ePort } from '../support/e2e-port';
import { controlHeaders } from '../support/sandbox-control';
import { budgetWaitMs } from '../support/streamed';
import { storageStateFor } from '../support/users';

/** Issue 16, "Security hardening": each item at the HTTP layer or in the browser. docs/security.md lists them. */
const port = e2ePort();
const origin = `http://127.0.0.1:${port}`;

async function context(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  role?: 'admin' | 'coordinator',
) {
  return playwright.request.newContext({
    baseURL: origin,
    maxRedirects: 0,
    ...(role ? { storageState: storageStateFor(role) } : {}),
  });
}

test.describe('1. after sign-in, only a path on the console', () => {
  test('a signed-in visit to /sign-in?next= with a tab, a new line or // goes home, never elsewhere, never a 500', async ({
    playwright,
  }) => {
    const admin = await context(playwright, 'admin');
    for (const next of ['/%09/evil.example', '/%0a/x', '//evil.example', '/%5C/evil.example', 'https://evil.example']) {
      const response = await admin.get(`/sign-in?next=${next}`);
      expect(response.status(), next).toBeGreaterThanOrEqual(300);
      expect(response.status(), next).toBeLessThan(400);
      expect(response.headers().location, next).toBe('/');
    }
    expect((await admin.get('/sign-in?next=%2Fexams')).headers().location).toBe('/exams');
    await admin.dispose();
  });

  test('signing in through the form with next=/%09/evil.example stays on the console', async ({ page }) => {
    await page.goto('/sign-in?next=/%09/evil.example');
    await page.getByLabel('E-mail').fill('support@demo.test');
    await page.getByLabel('Password').fill('demo-password-2024');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('current-user')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
  });
});

test('2. a new X-Forwarded-For per attempt does not lift the sign-in back-off of an account', async ({
  playwright,
}) => {
  const api = await context(playwright);
  const email = `throttle-${Date.now()}@example.test`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await api.post('/api/auth/sign-in/email', {
      headers: { origin, 'x-forwarded-for': `203.0.113.${i + 1}` },
      data: { email, password: `guess-${i}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  await api.dispose();
});

test.describe("3. the embedded sandbox's control plane", () => {
  test('refuses another site, a non-JSON body and anyone but an admin or the token', async ({ playwright }) => {
    const anonymous = await context(playwright);
    const fault = JSON.stringify({ operation: 'getGrade', status: 500, count: 1 });
    expect(
      (
        await anonymous.post('/sandbox/__sandbox/faults', {
          headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
          data: fault,
        })
      ).status(),
    ).toBe(403);
    expect(
      (await anonymous.post('/sandbox/__sandbox/reset', { headers: { 'sec-fetch-site': 'cross-site' } })).status(),
    ).toBe(403);
    expect(
      (
        await anonymous.post('/sandbox/__sandbox/faults', {
          headers: { ...controlHeaders, 'content-type': 'text/plain' },
          data: fault,
        })
      ).status(),
    ).toBe(415);
    const patch = await anonymous.patch(`/sandbox/__sandbox/accounts/${sandboxDemoAccount.apiKey}`, {
      data: { isActive: false },
    });
    expect(patch.status()).toBe(401);
    expect(((await patch.json()) as { error: { message: string; request_id: string } }).error.message).toContain(
      patch.headers()['x-request-id'],
    );
    const faults = await anonymous.get('/sandbox/__sandbox/faults', { headers: controlHeaders });
    expect(
      ((await faults.json()) as { data: Array<{ operation: string }> }).data.some((f) => f.operation === 'getGrade'),
    ).toBe(false);
    const accounts = await anonymous.get('/sandbox/__sandbox/accounts', { headers: controlHeaders });
    expect(
      ((await accounts.json()) as { data: Array<{ apiKey: string; isActive: boolean }> }).data.find(
        (a) => a.apiKey === sandboxDemoAccount.apiKey,
      )?.isActive,
    ).toBe(true);
    await anonymous.dispose();

    const coordinator = await context(playwright, 'coordinator');
    expect((await coordinator.get('/sandbox/__sandbox/faults')).status()).toBe(403);
    await coordinator.dispose();
    const admin = await context(playwright, 'admin');
    expect((await admin.get('/sandbox/__sandbox/faults')).status()).toBe(200);
    await admin.dispose();
  });

  test('a form on another site cannot inject a fault with a text/plain POST', async ({ page, playwright }) => {
    // The classic cross-site request: a form posting text/plain that reads as JSON, sent by the browser.
    const name = '{"operation":"getCountry","status":500,"count":1,"x":"';
    await page.route('http://evil.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" enctype="text/plain" action="${origin}/sandbox/__sandbox/faults"><input name='${name}' value='"}'><button>Go</button></form>`,
      }),
    );
    await page.goto('http://evil.example/');
    const [answer] = await Promise.all([
      page.waitForResponse(`${origin}/sandbox/__sandbox/faults`),
      page.getByRole('button', { name: 'Go' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    const check = await context(playwright);
    const faults = await check.get('/sandbox/__sandbox/faults', { headers: controlHeaders });
    expect(
      ((await faults.json()) as { data: Array<{ operation: string }> }).data.some((f) => f.operation === 'getCountry'),
    ).toBe(false);
    await check.dispose();
  });
});

test.describe('6. security headers', () => {
  test('pages, route handlers and the sandbox carry a nonce CSP, frame-ancestors none, nosniff, Referrer-Policy and Permissions-Policy', async ({
    playwright,
  }) => {
    const admin = await context(playwright, 'admin');
    for (const url of [
      '/users',
      '/sign-in',
      '/api/health',
      '/sandbox/v1/health',
      '/sandbox/__sandbox/auth/unknown-token',
    ]) {
      const headers = (await admin.get(url, { timeout: budgetWaitMs })).headers();
      expect(headers['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('same-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      // The console under test is served over http: no HSTS (proxy.test.ts checks it with an https CONSOLE_URL).
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
    const users = await admin.get('/users');
    const nonce = /'nonce-([^']+)'/.exec(users.headers()['content-security-policy'] ?? '')?.[1];
    const html = await users.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    await admin.dispose();
  });

  test('the Users page cannot be framed, and pages run without a CSP violation', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateFor('admin') });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const url of ['/users', '/students', '/account', '/imports/new', '/activity']) {
      await page.goto(url, { timeout: budgetWaitMs });
      await expect(page.getByTestId('current-user')).toBeVisible();
    }
    expect(violations).toEqual([]);

    await page.setContent(`<iframe id="framed" src="${origin}/users" width="600" height="400"></iframe>`);
    const framed = await (await page.waitForSelector('#framed')).contentFrame();
    await framed!.waitForLoadState();
    // Chromium shows its own error page in a frame the answer forbids.
    expect(framed!.url()).toMatch(/^chrome-error:/);
    await context.close();
  });
});

test('11. a password sent before the page has its script is never put in the address', async ({ browser }) => {
  const typed = 'typed-before-the-script-7';
  const cases = [
    { url: '/sign-in', role: undefined, fields: { 'E-mail': 'support@demo.test', Password: typed } },
    {
      url: '/account',
      role: 'coordinator' as const,
      fields: { 'Current password': typed, 'New password (at least 8 characters)': typed, 'New password again': typed },
    },
  ];
  for (const { url, role, fields } of cases) {
    // The page's script never arrives, as before it has loaded: the browser sends the form itself.
    const context = await browser.newContext(role ? { storageState: storageStateFor(role) } : {});
    const page = await context.newPage();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(url);
    for (const [field, value] of Object.entries(fields)) await page.getByLabel(field, { exact: true }).fill(value);
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByLabel(Object.keys(fields)[0]!, { exact: true }).press('Enter');
    const request = await sent;
    await page.waitForLoadState();
    expect(request.method(), url).toBe('POST');
    expect(request.url(), url).not.toContain(typed);
    expect(page.url(), url).not.toContain(typed);
    expect(new URL(page.url()).search, url).toBe('');
    await context.close();
  }
});

test('9. a cross-origin server action answers 403 without a stack', async ({ playwright }) => {
  const api = await context(playwright);
  const response = await api.post('/', {
    headers: {
      'next-action': '0'.repeat(42),
      origin: 'https://evil.example',
      'content-type': 'text/plain;charset=UTF-8',
    },
    data: '[]',
  });
  expect(response.status()).toBe(403);
  const body = await response.text();
  expect(body).not.toMatch(/\bat \S+ \(|Error:/);
  await api.dispose();
});

test("10. the console's icon is served and named by every page", async ({ playwright }) => {
  const api = await context(playwright);
  const icon = await api.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  expect((await api.get('/icon.svg')).headers()['content-type']).toContain('image/svg+xml');
  expect(await (await api.get('/sign-in')).text()).toMatch(/<link[^>]+rel="icon"[^>]+href="\/icon\.svg"/);
  await api.dispose();
});

test('garbage list parameters never answer a 5xx', async ({ playwright }) => {
  test.setTimeout(4 * budgetWaitMs);
  const admin = await context(playwright, 'admin');
  const garbage = [
    'page=-1',
    'limit=1e9',
    'page=%00',
    'page=..%2F..%2Fetc',
    'limit=-5&page=1e9',
    'page=%ZZ',
    'beforeId=abc&limit=NaN',
  ];
  const pages = [
    '/students',
    '/students?by=email',
    '/directory',
    '/applications',
    '/activity',
    '/imports',
    '/users',
    '/group-challenges',
  ];
  const failures: string[] = [];
  for (const path of pages) {
    for (const query of garbage) {
      const url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
      const response = await admin.get(url, { timeout: budgetWaitMs, maxRedirects: 5 });
      if (response.status() >= 500) failures.push(`${url}: ${response.status()}`);
    }
  }
  for (const url of [
    '/api/directory/export?limit=1e9&page=%00',
    '/sandbox/v1/grade?page=-1&limit=1e9',
    '/sandbox/v1/grade?page=%00',
  ]) {
    const response = await admin.get(url, { timeout: budgetWaitMs });
    if (response.status() >= 500) failures.push(`${url}: ${response.status()}`);
  }
  expect(failures).toEqual([]);
  await admin.dispose();
});
