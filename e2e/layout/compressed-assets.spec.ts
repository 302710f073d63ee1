import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { adminPagesOfEachKind } from '../support/page-kinds';
import { storageStateFor } from '../support/users';

/**
 * Issue 36: a browser that accepts brotli gets the build's scripts and stylesheets as the `.br` files written after
 * the build (scripts/precompress-static.mjs, served through next.config.mjs's rewrite and headers); one that does
 * not gets gzip, as Next.js compresses. Both decode to the same file.
 *
 * And what a first visit to /sign-in in Georgian transfers (its HTML, scripts and stylesheet, as a browser that
 * accepts brotli gets them): issue 36's goal is 150 KB in Lighthouse's count, which adds the response headers.
 * Measured 2026-11-28 in this spec's count: 138,989 bytes (161,196 with gzip everywhere, as before); the budget
 * is that plus about 1.5 %.
 */
const signInTransferBudget = 141_000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with the Accept-Encoding given and the body as sent (Playwright's requests decode it). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The scripts and stylesheets a page's HTML loads (not the `nomodule` polyfills, which no module browser loads). */
function assetsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1] ?? []);
  const stylesheets = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => /\brel="stylesheet"/.test(attributes))
    .flatMap((attributes) => attributes.match(/\bhref="([^"]+)"/)?.[1] ?? []);
  return [...new Set([...scripts, ...stylesheets])];
}

const checked = new Map<string, { brotli: number; gzip: number }>();

/** Fetches an asset both ways and checks the answers; returns the bytes each sent. */
async function expectBrotliAndGzip(baseURL: string, asset: string) {
  const known = checked.get(asset);
  if (known) return known;
  const url = new URL(asset, baseURL).href;
  const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
  const type = asset.endsWith('.css') ? /^text\/css/ : /^application\/javascript/;
  expect(brotli.status, `${asset} with brotli answered ${brotli.status}`).toBe(200);
  expect(brotli.headers['content-encoding'], `${asset} with brotli`).toBe('br');
  expect(brotli.headers['content-type'], `${asset}'s type with brotli`).toMatch(type);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
  expect(gzip.status, `${asset} with gzip answered ${gzip.status}`).toBe(200);
  expect(gzip.headers['content-type'], `${asset}'s type with gzip`).toMatch(type);
  const gzipBody = gzip.headers['content-encoding'] === 'gzip' ? gunzipSync(gzip.body) : gzip.body;
  expect(brotliDecompressSync(brotli.body).equals(gzipBody), `${asset}: brotli and gzip decode alike`).toBe(true);
  const sizes = { brotli: brotli.body.length, gzip: gzip.body.length };
  checked.set(asset, sizes);
  return sizes;
}

test('/sign-in in Georgian: its scripts and stylesheet come brotli-compressed, within the bytes of a first visit', async ({
  baseURL,
}) => {
  const page = await get(new URL('/sign-in', baseURL).href, {
    accept: 'text/html',
    'accept-language': 'ka-GE,ka;q=0.9',
    'accept-encoding': 'gzip, deflate, br, zstd',
  });
  expect(page.status).toBe(200);
  const html = (page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.body) : page.body).toString();
  expect(html).toMatch(/<html[^>]*\blang="ka"/);
  const assets = assetsOf(html);
  expect(assets.filter((asset) => asset.endsWith('.css')).length, '/sign-in loads a stylesheet').toBeGreaterThan(0);
  let brotli = page.body.length;
  let gzip = page.headers['content-encoding'] === 'gzip' ? page.body.length : gzipSync(page.body).length;
  for (const asset of assets) {
    const sizes = await expectBrotliAndGzip(baseURL!, asset);
    brotli += sizes.brotli;
    gzip += sizes.gzip;
  }
  test.info().annotations.push({
    type: 'first visit',
    description: `/sign-in (ka): ${brotli} bytes with brotli, ${gzip} with gzip (HTML, scripts, stylesheet)`,
  });
  expect(
    brotli,
    `a first visit to /sign-in transfers ${brotli} bytes (gzip: ${gzip}), over its budget of ${signInTransferBudget}`,
  ).toBeLessThanOrEqual(signInTransferBudget);
});

test.describe('an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test("every page kind's scripts and stylesheets come brotli-compressed", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const hrefs = await adminPagesOfEachKind(page.request);
    for (const href of Object.values(hrefs)) {
      const response = await page.request.get(href, { headers: { accept: 'text/html' } });
      expect(response.status(), `${href} answered ${response.status()}`).toBe(200);
      for (const asset of assetsOf(await response.text())) await expectBrotliAndGzip(baseURL!, asset);
    }
    expect(checked.size).toBeGreaterThan(10);
  });
});
