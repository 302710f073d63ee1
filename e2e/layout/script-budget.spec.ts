import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '../support/test';
import { adminPagesOfEachKind } from '../support/page-kinds';
import { storageStateFor } from '../support/users';

/**
 * Issue 36: the JavaScript a first visit downloads, per page kind, from this build's own output. A page's cost is
 * the gzip size of every script its HTML loads (`<script src>`; not the `nomodule` polyfills, which no browser
 * that runs modules downloads). Bytes, unlike times, do not vary from run to run, so a budget here fails only
 * when a change really sends more code. docs/architecture.md ("What the browser downloads") says how to see what
 * a bundle holds.
 *
 * Measured 2026-11-26 after keeping zod, the operations table and the language matcher out of the client bundles
 * (sign-in 154,478 bytes, the others 196–214 KB), then 2026-11-27 after the browser stopped parsing messages (they
 * come compiled from the server: lib/i18n/compiled-messages.ts; no ICU parser, no intl-messageformat) and the root
 * not-found and forbidden pages stopped loading the router's link: the figures below, in this spec's count (bytes,
 * without the polyfill chunk). The goals are 160 KB on /sign-in and 220 KB on every page; each budget is what its
 * page reached plus about 1.5 %, so that code does not creep back unnoticed: lower it as a page gets lighter, and
 * raise it only for code the page needs (docs/architecture.md, "What the browser downloads").
 */
const budgets = {
  signIn: 144_000, // 141,901 (was 154,478)
  home: 190_000, // 187,484
  students: 208_000, // 205,567 (205,069 before the error wording loaded when shown: its loader, 0.3–0.5 KB)
  student: 207_500, // 204,799
  availableExams: 206_500, // 204,018
  applications: 200_000, // 197,711
  groupChallenges: 201_500, // 198,912
  group: 207_500, // 204,563
  insights: 189_500, // 186,761: its charts are drawn on the server (d3-scale), the page adds no script of its own
  importsNew: 203_000, // 200,475: the review's code (zod, the shared rules) loads once rows are checked
};
type PageKind = keyof typeof budgets;

const gzipped = new Map<string, number>();

/** The gzip bytes of each script the page's HTML loads, by address. */
async function scriptsOf(request: APIRequestContext, href: string): Promise<Map<string, number>> {
  const response = await request.get(href, { headers: { accept: 'text/html' } });
  expect(response.status(), `${href} answered ${response.status()}`).toBe(200);
  const html = await response.text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1] ?? []);
  expect(sources.length, `${href} loads no script: the page did not render`).toBeGreaterThan(0);
  const sizes = new Map<string, number>();
  for (const src of new Set(sources)) {
    if (!gzipped.has(src)) {
      const script = await request.get(src);
      expect(script.status(), `${src} answered ${script.status()}`).toBe(200);
      gzipped.set(src, gzipSync(await script.body(), { level: 9 }).length);
    }
    sizes.set(src, gzipped.get(src)!);
  }
  return sizes;
}

async function expectWithinBudget(request: APIRequestContext, kind: PageKind, href: string) {
  const sizes = await scriptsOf(request, href);
  const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  const largest = [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([src, n]) => `${src} ${(n / 1000).toFixed(1)} KB`)
    .join(', ');
  test.info().annotations.push({ type: 'first-load JS', description: `${kind} ${href}: ${total} bytes gzip` });
  expect
    .soft(
      total,
      `${href} loads ${total} bytes of JavaScript (gzip), over its budget of ${budgets[kind]}. The largest: ` +
        `${largest}. See what a client component now imports (docs/architecture.md, "What the browser ` +
        'downloads"); keep a heavy library on the route that needs it, loaded when needed.',
    )
    .toBeLessThanOrEqual(budgets[kind]);
}

test('the sign-in page stays within its script budget', async ({ request }) => {
  await expectWithinBudget(request, 'signIn', '/sign-in');
});

test.describe('an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('opens a page of each kind within its script budget', async ({ page }) => {
    test.setTimeout(120_000);
    const request = page.request;
    const hrefs = await adminPagesOfEachKind(request);
    for (const kind of Object.keys(budgets) as PageKind[])
      if (kind !== 'signIn') await expectWithinBudget(request, kind, hrefs[kind]);
  });
});
