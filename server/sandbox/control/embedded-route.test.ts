import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { resetEnvForTests } from '@/server/env';
import { signToken } from '../testing';

// The Next.js mount (app/sandbox/[...path]/route.ts), called as Next calls a route handler.
const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-mount-'));
const token = 'control-token-for-the-mount-test';
const control = { 'x-sandbox-control-token': token, 'content-type': 'application/json' };
let route: typeof import('@/app/sandbox/[...path]/route');
beforeAll(async () => {
  process.env.DATA_DIR = dir;
  process.env.SANDBOX_CONTROL_TOKEN = token;
  delete process.env.PARTNER_API_BASE_URL;
  resetEnvForTests();
  route = await import('@/app/sandbox/[...path]/route');
});
afterAll(() => {
  delete process.env.SANDBOX_CONTROL_TOKEN;
  resetEnvForTests();
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded sandbox mount (server/sandbox/README.md "Embedded")', () => {
  it('forwards <console>/sandbox/v1/... to the sandbox with the /sandbox prefix stripped', async () => {
    const token = await signToken({ apiKey: sandboxDemoAccount.apiKey, apiSecret: sandboxDemoAccount.apiSecret });
    const res = await route.GET(
      new Request('http://console.test/sandbox/v1/grade?limit=2', { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).pagination.limit).toBe(2);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(route.dynamic).toBe('force-dynamic');
    expect(route.runtime).toBe('nodejs');
  });

  it('forwards bodies and the control plane; one sandbox per process', async () => {
    const res = await route.POST(
      new Request('http://console.test/sandbox/__sandbox/clock', {
        method: 'POST',
        headers: control,
        body: JSON.stringify({ advanceSeconds: 30 }),
      }),
    );
    expect(res.status).toBe(200);
    const clock = await (
      await route.GET(new Request('http://console.test/sandbox/__sandbox/clock', { headers: control }))
    ).json();
    expect(Date.parse(clock.now) - Date.now()).toBeGreaterThan(25_000);
  });

  it('answers 404 when PARTNER_API_BASE_URL is set', async () => {
    process.env.PARTNER_API_BASE_URL = 'https://api.example.test/v1';
    try {
      expect((await route.GET(new Request('http://console.test/sandbox/v1/health'))).status).toBe(404);
    } finally {
      delete process.env.PARTNER_API_BASE_URL;
    }
    expect((await route.GET(new Request('http://console.test/sandbox/v1/health'))).status).toBe(200);
  });

  describe('the control plane through the console (issue 16 item 3)', () => {
    const faults = async () =>
      (
        (await (
          await route.GET(new Request('http://console.test/sandbox/__sandbox/faults', { headers: control }))
        ).json()) as { data: unknown[] }
      ).data;
    const fault = JSON.stringify({ operation: 'listStudents', status: 500, count: 1 });

    it('refuses a cross-origin text/plain POST (a request any web page can send) and injects nothing', async () => {
      const before = (await faults()).length;
      const res = await route.POST(
        new Request('http://console.test/sandbox/__sandbox/faults', {
          method: 'POST',
          headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
          body: fault,
        }),
      );
      expect(res.status).toBe(403);
      const sibling = await route.POST(
        new Request('http://console.test/sandbox/__sandbox/reset', {
          method: 'POST',
          headers: { 'sec-fetch-site': 'same-site', 'x-sandbox-control-token': token },
        }),
      );
      expect(sibling.status).toBe(403);
      expect((await faults()).length).toBe(before);
    });

    it('wants a JSON body, even with the token', async () => {
      const res = await route.POST(
        new Request('http://console.test/sandbox/__sandbox/faults', {
          method: 'POST',
          headers: { 'x-sandbox-control-token': token, 'content-type': 'text/plain' },
          body: fault,
        }),
      );
      expect(res.status).toBe(415);
    });

    it('refuses an anonymous caller and a wrong token, saying the request id', async () => {
      for (const headers of [
        { 'content-type': 'application/json' },
        { ...control, 'x-sandbox-control-token': `${token}-not` },
      ]) {
        const res = await route.PATCH(
          new Request(`http://console.test/sandbox/__sandbox/accounts/${sandboxDemoAccount.apiKey}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ isActive: false }),
          }),
        );
        expect(res.status).toBe(401);
        const body = (await res.json()) as { error: { message: string; request_id: string } };
        expect(body.error.message).toContain(body.error.request_id);
        expect(res.headers.get('x-request-id')).toBe(body.error.request_id);
      }
      const accounts = (await (
        await route.GET(new Request('http://console.test/sandbox/__sandbox/accounts', { headers: control }))
      ).json()) as { data: Array<{ apiKey: string; isActive: boolean }> };
      expect(accounts.data.find((a) => a.apiKey === sandboxDemoAccount.apiKey)?.isActive).toBe(true);
      expect((await route.GET(new Request('http://console.test/sandbox/__sandbox/stats'))).status).toBe(401);
      expect((await route.GET(new Request('http://console.test/sandbox/%5F%5Fsandbox/stats'))).status).toBe(401);
    });

    it("accepts the token with JSON, and leaves open the students' sign-in page and the API (its own tokens)", async () => {
      const res = await route.POST(
        new Request('http://console.test/sandbox/__sandbox/faults', { method: 'POST', headers: control, body: fault }),
      );
      expect(res.status).toBe(201);
      expect(
        (
          await route.DELETE(
            new Request('http://console.test/sandbox/__sandbox/faults', { method: 'DELETE', headers: control }),
          )
        ).status,
      ).toBe(200);
      const page = await route.GET(
        new Request('http://console.test/sandbox/__sandbox/auth/unknown-token', {
          headers: { 'sec-fetch-site': 'cross-site' },
        }),
      );
      expect([401, 403]).not.toContain(page.status);
      expect((await route.GET(new Request('http://console.test/sandbox/v1/health'))).status).toBe(200);
    });
  });
});
