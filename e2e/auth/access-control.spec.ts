import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { roles, storageStateFor, type Role } from '../support/users';
import { e2ePort } from '../support/e2e-port';
import { budgetWaitMs } from '../support/streamed';

/**
 * Every page.tsx and route.ts under app/, found on disk, is checked here: an anonymous caller is sent to
 * sign-in (pages) or gets 401 (routes), and a signed-in user of a role the route does not allow gets 403.
 * A route added without being listed below fails this suite: list it with the roles it allows.
 */
const everyone = roles;
const pageRoles: Record<string, readonly Role[]> = {
  '/': everyone,
  '/students': everyone,
  '/imports': everyone,
  '/sign-in-links': everyone,
  '/exams': everyone,
  '/applications': everyone,
  '/group-challenges': everyone,
  '/activity': ['admin', 'support'],
  '/api-reference': ['admin', 'support'],
  '/account': everyone,
  '/users': ['admin'],
  '/students/new': everyone,
  '/students/[studentId]': everyone,
  '/students/[studentId]/edit': everyone,
  '/directory': everyone,
  '/imports/new': everyone,
  '/imports/[jobId]': everyone,
  '/exams/[slug]': everyone,
  '/exams/[slug]/apply-many': everyone,
  '/exams/[slug]/available/[studentId]': everyone,
  '/exams/[slug]/why': everyone,
  '/applications/[slug]/[applicationId]': everyone,
  '/group-challenges/[slug]': everyone,
  '/group-challenges/[slug]/[challengeId]': everyone,
  '/group-challenges/[slug]/[challengeId]/groups/[groupId]': everyone,
  '/group-challenges/[slug]/[challengeId]/students/[studentId]': everyone,
  '/insights': everyone,
};
const routeRoles: Record<string, readonly Role[]> = {
  '/students/[studentId]/documents/[organization]/[kind]/[documentId]': everyone,
  '/api/directory/export': everyone,
  '/api/exports/applications': everyone,
  '/api/exports/students': everyone,
  '/api/imports/[jobId]/results': everyone,
  '/api/imports/template': everyone,
  '/api/insights/[chart]': everyone,
};

/** Public on purpose; nothing else is. */
const publicPages = ['/sign-in', '/reset-password'];
// The health probes say nothing about users or data; /api/metrics has its own token (METRICS_TOKEN; off without it).
const publicRoutes = ['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics', '/api/auth/[...all]'];
const isPublicRoute = (route: string) =>
  publicRoutes.includes(route) || route === '/sandbox' || route.startsWith('/sandbox/');

const appDir = path.resolve(import.meta.dirname, '../../app');

function findFiles(dir: string, name: RegExp, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_')) continue; // private folders are not routes
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findFiles(full, name, found);
    else if (name.test(entry.name)) found.push(full);
  }
  return found;
}

/** app/(console)/users/page.tsx -> /users; dynamic segments keep their [name] form. */
function routeOf(file: string): string {
  const segments = path
    .relative(appDir, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith('@'));
  return `/${segments.join('/')}`;
}

/** A concrete URL for a route: dynamic segments get a placeholder value. */
const urlOf = (route: string) => route.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, 'x/y').replace(/\[[^\]]+\]/g, 'x');

function methodsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) =>
    new RegExp(`export\\s+(async\\s+)?(function|const)\\s+${m}\\b|export\\s*\\{[^}]*\\b${m}\\b`).test(source),
  );
}

const pages = findFiles(appDir, /^page\.(tsx|ts|jsx|js)$/).map(routeOf);
const routes = findFiles(appDir, /^route\.(ts|js)$/).map((file) => ({
  route: routeOf(file),
  methods: methodsOf(file),
}));

test('every page and route on disk is either public or listed with its roles', () => {
  expect(pages.length).toBeGreaterThan(5);
  const unlisted = [
    ...pages.filter((p) => !publicPages.includes(p) && !pageRoles[p]),
    ...routes.filter(({ route }) => !isPublicRoute(route) && !routeRoles[route]).map(({ route }) => route),
  ];
  expect(unlisted, 'routes without an access rule in this test').toEqual([]);
});

async function asRole(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  role: Role | null,
) {
  return playwright.request.newContext({
    baseURL: `http://127.0.0.1:${e2ePort()}`,
    ...(role ? { storageState: storageStateFor(role) } : {}),
  });
}

for (const route of pages.filter((p) => !publicPages.includes(p))) {
  test(`page ${route}: anonymous -> sign-in, wrong roles -> 403`, async ({ playwright }) => {
    // An allowed role gets the whole page, whose reads may wait behind the console's rate budget.
    test.setTimeout(30_000 + budgetWaitMs);
    expect(pageRoles[route], `list ${route} in pageRoles with the roles it allows`).toBeDefined();
    const anonymous = await asRole(playwright, null);
    const response = await anonymous.get(urlOf(route), { maxRedirects: 0 });
    expect(response.status(), 'anonymous').toBe(307);
    expect(response.headers().location).toMatch(/^\/sign-in(\?|$)/);
    for (const role of roles) {
      const signedIn = await asRole(playwright, role);
      const answer = await signedIn.get(urlOf(route), { maxRedirects: 0, timeout: budgetWaitMs });
      // A placeholder id may name no record: for a dynamic page, an allowed role may get its not-found page.
      const allowedStatuses = route.includes('[') ? [200, 307, 308, 404] : [200, 307, 308];
      if (pageRoles[route]?.includes(role)) expect(allowedStatuses, `${role} is allowed`).toContain(answer.status());
      else expect(answer.status(), `${role} is refused`).toBe(403);
      await signedIn.dispose();
    }
    await anonymous.dispose();
  });
}

for (const { route, methods } of routes.filter(({ route }) => !isPublicRoute(route))) {
  test(`route ${route}: anonymous -> 401, wrong roles -> 403`, async ({ playwright }) => {
    expect(routeRoles[route], `list ${route} in routeRoles with the roles it allows`).toBeDefined();
    expect(methods.length, 'exported HTTP methods').toBeGreaterThan(0);
    for (const method of methods) {
      const anonymous = await asRole(playwright, null);
      expect((await anonymous.fetch(urlOf(route), { method, maxRedirects: 0 })).status(), `${method} anonymous`).toBe(
        401,
      );
      await anonymous.dispose();
      for (const role of roles.filter((r) => !routeRoles[route]?.includes(r))) {
        const signedIn = await asRole(playwright, role);
        expect((await signedIn.fetch(urlOf(route), { method, maxRedirects: 0 })).status(), `${method} as ${role}`).toBe(
          403,
        );
        await signedIn.dispose();
      }
    }
  });
}

test('the public health check answers without a session', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    version: expect.any(String),
    database: 'ok',
    migrations: 'ok',
    // The embedded sandbox is this process: it is not asked over HTTP.
    partnerApi: 'sandbox',
  });
  expect((await request.get('/api/health/live')).status()).toBe(200);
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, database: 'ok', migrations: 'ok' });
  // No METRICS_TOKEN in the e2e server: the metrics endpoint is off.
  expect((await request.get('/api/metrics')).status()).toBe(404);
});
