import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { e2eBasePort, e2ePort } from '../support/e2e-port';
import { budgetWaitMs } from '../support/streamed';
import { storageStateFor } from '../support/users';
import {
  builtPageRoutes,
  distDirFor,
  filesUnder,
  findLeaks,
  isDynamic,
  knownSecrets,
  pageRoutes,
  routePattern,
  type Leak,
} from './secret-patterns';

/**
 * The partner's apiSecret and the API tokens never reach a browser (docs/architecture.md, spec §5): not in a client
 * asset, not in a page's HTML, not in its RSC payload. Pages are found on disk, so new ones are scanned too.
 */
const secrets = knownSecrets();
const baseURL = `http://127.0.0.1:${e2ePort()}`;

test('the scanner finds a secret and a token when they are there', () => {
  const token =
    'eyJhbGciOiJIUzI1NiIsImtpZCI6ImtleSJ9.eyJzdWIiOiJrZXkiLCJpYXQiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlc2lnbmF0dXJl';
  const leaks = findLeaks(`x ${secrets[0]} y Bearer ${token}`, secrets);
  expect(leaks.map((l) => l.kind)).toEqual(expect.arrayContaining(['secret', 'jwt']));
  expect(findLeaks('const a = "eyJ"; // a base64 prefix alone is not a token', secrets)).toEqual([]);
  expect(secrets.length).toBeGreaterThanOrEqual(3);
});

test("no client asset under the build's static folder holds a secret or a token", () => {
  const staticDir = path.join(distDirFor(e2eBasePort()), 'static');
  const files = filesUnder(staticDir);
  expect(files.filter((f) => f.endsWith('.js')).length, `JavaScript chunks in ${staticDir}`).toBeGreaterThan(5);
  const hits: Array<Leak & { file: string }> = [];
  for (const file of files) {
    for (const leak of findLeaks(readFileSync(file, 'latin1'), secrets))
      hits.push({ ...leak, file: path.relative(staticDir, file) });
  }
  expect(hits).toEqual([]);
});

/**
 * A page's HTML and its RSC payload, each read whole: the server ends a response only once every streamed
 * <Suspense> part is in it, so the body is the complete document (unlike page.content(), which is the
 * browser's DOM as it stands at that moment). A page's reads may wait behind the console's rate budget,
 * longer than a request's default 30 s.
 */
async function scan(
  api: APIRequestContext,
  url: string,
): Promise<{ html: string; hits: Array<Leak & { where: string }> }> {
  const hits: Array<Leak & { where: string }> = [];
  // Redirects are followed (`/` sends a signed-in user on), but never to sign-in: the page must be the admin's.
  const page = await api.get(url, { timeout: budgetWaitMs });
  expect(page.status(), `${url}`).toBe(200);
  expect(new URL(page.url()).pathname === '/sign-in' && url !== '/sign-in', `${url} ended on sign-in`).toBe(false);
  const html = await page.text();
  for (const leak of findLeaks(html, secrets)) hits.push({ ...leak, where: `${url} (HTML)` });
  const rsc = await api.get(url, { headers: { RSC: '1' }, timeout: budgetWaitMs });
  expect(rsc.status(), `${url} RSC`).toBe(200);
  expect(rsc.headers()['content-type'] ?? '', `${url} RSC content type`).toContain('text/x-component');
  for (const leak of findLeaks(await rsc.text(), secrets)) hits.push({ ...leak, where: `${url} (RSC)` });
  return { html, hits };
}

test('the HTML and RSC payload of every page, as the signed-in admin, hold no secret and no token', async ({
  playwright,
}) => {
  test.setTimeout(300_000);
  const built = builtPageRoutes(distDirFor(e2eBasePort()));
  const onDisk = pageRoutes();
  expect(onDisk.length).toBeGreaterThan(5);
  const notBuilt = onDisk.filter((r) => !built.has(r));
  if (notBuilt.length)
    test.info().annotations.push({ type: 'not in this build (added after it)', description: notBuilt.join(', ') });
  const routes = onDisk.filter((r) => built.has(r));
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStateFor('admin') });
  const anonymous = await playwright.request.newContext({ baseURL });
  const hits: Array<Leak & { where: string }> = [];
  const links = new Set<string>();
  const scanned: string[] = [];
  // Pages anyone may open: scanned anonymously, and they show no user.
  const publicPages = new Set(['/sign-in', '/reset-password']);
  const scanOne = async (url: string, as: APIRequestContext) => {
    const result = await scan(as, url);
    if (!publicPages.has(url))
      expect(result.html, `${url} rendered for the signed-in admin`).toContain('admin@demo.test');
    hits.push(...result.hits);
    for (const m of result.html.matchAll(/href="(\/[^"?#]*)/g)) links.add(m[1]!);
    scanned.push(url);
  };

  for (const route of routes.filter((r) => !isDynamic(r)))
    await scanOne(route, publicPages.has(route) ? anonymous : admin);

  // Dynamic pages: filled with ids found in links (not static pages such as /students/new) of the pages scanned so far (a detail page links to deeper
  // ones, so this goes round until nothing new is found); skipped when no page links to one.
  let pending = routes.filter(isDynamic);
  for (let round = 0; round < 5 && pending.length; round++) {
    const next: string[] = [];
    for (const route of pending) {
      const url = [...links].find((link) => routePattern(route).test(link) && !routes.includes(link));
      if (url) await scanOne(url, admin);
      else next.push(route);
    }
    if (next.length === pending.length) break;
    pending = next;
  }
  if (pending.length)
    test.info().annotations.push({
      type: 'skipped pages',
      description: `no link to a concrete page found: ${pending.join(', ')}`,
    });

  test.info().annotations.push({ type: 'pages scanned', description: scanned.join(', ') });
  console.log(
    `secret scan: ${scanned.length} pages scanned (${scanned.join(', ')}); skipped: ${[...notBuilt, ...pending].join(', ') || 'none'}`,
  );
  expect(hits).toEqual([]);
  await admin.dispose();
  await anonymous.dispose();
});
