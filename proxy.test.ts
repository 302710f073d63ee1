import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const saved = process.env.CONSOLE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.CONSOLE_URL;
  else process.env.CONSOLE_URL = saved;
});

const page = (headers: Record<string, string> = {}, init: { method?: string } = {}) =>
  proxy(new NextRequest('http://127.0.0.1:3000/users', { headers: { host: '127.0.0.1:3000', ...headers }, ...init }));

describe('proxy: security headers (issue 16 item 6)', () => {
  it('sends a nonce CSP that refuses framing, and the other headers, on every answer', () => {
    delete process.env.CONSOLE_URL;
    const response = page();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives each answer its own nonce and hands it to the render in the request', () => {
    const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    const [a, b] = [page(), page()];
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    // NextResponse.next({ request: { headers } }) passes request headers on as x-middleware-request-*.
    expect(a.headers.get('x-middleware-request-content-security-policy')).toContain(`'nonce-${nonceOf(a)}'`);
    expect(a.headers.get('x-middleware-request-x-console-path')).toBe('/users');
  });

  it('adds HSTS and upgrades requests when CONSOLE_URL is https', () => {
    process.env.CONSOLE_URL = 'https://console.example.test';
    const response = page();
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('proxy: cross-origin server actions (issue 16 item 9)', () => {
  it('answers 403 without a stack to a server action from another origin', async () => {
    const response = page({ 'next-action': 'abc', origin: 'https://evil.example' }, { method: 'POST' });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Forbidden: a server action from another site.');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('passes a same-origin action, a plain POST and an action behind a proxy that names the host', () => {
    expect(page({ 'next-action': 'abc', origin: 'http://127.0.0.1:3000' }, { method: 'POST' }).status).toBe(200);
    expect(page({ origin: 'https://evil.example' }, { method: 'POST' }).status).toBe(200);
    expect(
      page(
        { 'next-action': 'abc', origin: 'https://console.example.test', 'x-forwarded-host': 'console.example.test' },
        { method: 'POST' },
      ).status,
    ).toBe(200);
  });
});
