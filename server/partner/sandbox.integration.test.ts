import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { startStandalone } from '@/server/sandbox/standalone';
import { createPartnerClient } from './client';
import type { Clock } from './clock';
import { createPartnerApi } from './operations';

/**
 * The client against the real sandbox over HTTP on loopback (a standalone server on a free port).
 * The client never imports the sandbox; only this test does, to start it.
 */
let stop: () => Promise<void>;
let baseUrl: string;
let controlUrl: string;

beforeAll(async () => {
  const { server, baseUrl: url } = await startStandalone({ port: 0 });
  baseUrl = url;
  controlUrl = url.replace(/\/v1$/, '/__sandbox');
  stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await stop?.();
});

/** Counts every upstream request and every 429 the sandbox answers. */
function countingFetch() {
  const counts = { requests: 0, refused: 0, paths: [] as string[] };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    counts.requests += 1;
    counts.paths.push(new URL(String(input)).pathname);
    const response = await fetch(input, init);
    if (response.status === 429) counts.refused += 1;
    return response;
  }) as typeof fetch;
  return Object.assign(fetchFn, { counts });
}

/** The client's clock follows the sandbox's: waiting moves the sandbox clock instead of real time. */
function sandboxDrivenClock(): Clock & { advancedMs: () => number } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    sleep: async (ms) => {
      const seconds = Math.ceil(ms / 1000);
      const response = await fetch(`${controlUrl}/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceSeconds: seconds }),
      });
      if (!response.ok) throw new Error(`sandbox clock: HTTP ${response.status}`);
      offset += seconds * 1000;
    },
    advancedMs: () => offset,
  };
}

function client(options: { clock?: Clock } = {}) {
  const fetch = countingFetch();
  const c = createPartnerClient({ baseUrl, ...sandboxDemoAccount, fetch, clock: options.clock });
  return { fetch, client: c, api: createPartnerApi(c) };
}

describe('Partner client against the standalone sandbox', () => {
  it('validate-me answers the demo account, unwrapped', async () => {
    const { api } = client();
    const result = await api.validateMe();
    expect(result.data.apiKey).toBe(sandboxDemoAccount.apiKey);
    expect(result.data.roles).toContainEqual(expect.objectContaining({ effect: 'allow', action: '*', target: '*' }));
    expect(result.requestId).toMatch(/^pc-/);
  });

  it('listGrades parses the seeded grades 1 to 12', async () => {
    const { api } = client();
    const result = await api.listGrades({ limit: 100 });
    expect(result.data.map((g) => g.name).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    expect(result.pagination).toMatchObject({ page: 1, limit: 100, total: 12, totalPages: 1 });
  });

  it('turns a sandbox error into PartnerApiError with the request id', async () => {
    const { api } = client();
    const error = await api.getGrade('ffffffffffffffffffffffff').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'not_found', requestId: expect.stringMatching(/^pc-/) });
  });

  it('sends 300 calls of one operation in a burst with no 429, waiting on the sandbox clock', async () => {
    const clock = sandboxDrivenClock();
    const { api, fetch } = client({ clock });
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) => api.listStudents({ page: i + 1, limit: 1 })),
    );
    expect(results).toHaveLength(300);
    expect(fetch.counts.refused).toBe(0);
    expect(fetch.counts.requests).toBe(300);
    // Three windows of 100: two minutes on the sandbox clock, moved by the waits (and real time).
    expect(clock.advancedMs() + (Date.now() - started)).toBeGreaterThanOrEqual(119_000);
    expect(clock.advancedMs()).toBeLessThanOrEqual(125_000);
  });

  it('coalesces identical concurrent GETs into one upstream request', async () => {
    const { api, fetch, client: c } = client();
    const organizations = await api.listOrganizations();
    const stem = organizations.data.find((o) => o.slug === 'stem')!;
    const before = fetch.counts.requests;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.listOrgStudents({ organizationId: stem._id }, { limit: 5 })),
    );
    expect(fetch.counts.requests - before).toBe(1);
    expect(new Set(results.map((r) => r.requestId)).size).toBe(1);
    const budget = (await c.budgetState()).find((s) => s.operation === 'listOrgStudents');
    expect(budget?.remaining).toBe(99);
  });
});
