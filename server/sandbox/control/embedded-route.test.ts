import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { signToken } from '../testing';

// The Next.js mount (app/sandbox/[...path]/route.ts), called as Next calls a route handler.
const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-mount-'));
let route: typeof import('@/app/sandbox/[...path]/route');
beforeAll(async () => {
  process.env.DATA_DIR = dir;
  delete process.env.PARTNER_API_BASE_URL;
  route = await import('@/app/sandbox/[...path]/route');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded sandbox mount (server/sandbox/README.md "Embedded")', () => {
  it('forwards <console>/sandbox/v1/... to the sandbox with the /sandbox prefix stripped', async () => {
    const token = await signToken({ apiKey: sandboxDemoAccount.apiKey, apiSecret: sandboxDemoAccount.apiSecret });
    const res = await route.GET(new Request('http://console.test/sandbox/v1/grade?limit=2', { headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    expect((await res.json()).pagination.limit).toBe(2);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(route.dynamic).toBe('force-dynamic');
    expect(route.runtime).toBe('nodejs');
  });

  it('forwards bodies and the control plane; one sandbox per process', async () => {
    const res = await route.POST(new Request('http://console.test/sandbox/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceSeconds: 30 }) }));
    expect(res.status).toBe(200);
    const clock = await (await route.GET(new Request('http://console.test/sandbox/__sandbox/clock'))).json();
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
});
