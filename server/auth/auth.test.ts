import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { session } from '@/server/db/schema';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { withEmbeddedConsole } from '@/test/support/auth/embedded-console';
import { getAuth } from './auth';
import { listAudit } from '@/server/audit/list-audit';
import { createAuth, DISABLED_MESSAGE, SHARED_SIGN_IN_COUNT_MESSAGE, SHARED_SIGN_IN_LIMIT } from './create-auth';
import { safeMessage } from '@/server/log/error-fields';
import { setLoggerForTests } from '@/server/log/logger';
import { getUserFromHeaders } from './current-user';
import { DEMO_PASSWORD } from './demo-users';
import { FREE_FAILURES } from './sign-in-throttle';
import { ensureStartupUsers } from './start-up';
import { EmailTakenError, getUserAdmin, type UserAdmin } from './user-admin';

// The first admin from CONSOLE_ADMIN_*; the test's requests name their client in X-Forwarded-For, as a trusted
// proxy would.
const { dataDir } = withEmbeddedConsole('auth', {
  CONSOLE_ADMIN_EMAIL: 'first@example.test',
  CONSOLE_ADMIN_PASSWORD: 'first-admin-pw',
});
let admin: UserAdmin;
let ip = 0;

/** Each call comes from its own client address unless told, so the sign-in limit does not interfere. */
function signInRequest(email: string, password: string, address = `10.0.0.${++ip}`) {
  return new Request('http://127.0.0.1:3100/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3100', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

async function signIn(email: string, password: string) {
  const auth = await getAuth();
  const response = await auth.handler(signInRequest(email, password));
  const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
  return { response, cookie, headers: new Headers({ cookie: cookie?.split(';')[0] ?? '' }) };
}

beforeAll(async () => {
  admin = await getUserAdmin();
});

describe('dashboard authentication', () => {
  it('creates the first admin from CONSOLE_ADMIN_* and the sandbox demo users, once', async () => {
    const created = await ensureStartupUsers(admin);
    expect(created).toEqual(['first@example.test', 'admin@demo.test', 'support@demo.test', 'coordinator@demo.test']);
    expect(await ensureStartupUsers(admin)).toEqual([]);
    expect(await admin.findByEmail('coordinator@demo.test')).toMatchObject({
      role: 'coordinator',
      schools: ['Tbilisi Public School No. 1'],
    });
  });

  it('keeps a generated AUTH_SECRET in DATA_DIR in sandbox mode', () => {
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });

  it('signs in with the right password: an HttpOnly, SameSite=Lax session cookie and the console user', async () => {
    const { response, cookie, headers } = await signIn('support@demo.test', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(await getUserFromHeaders(headers)).toEqual({
      id: expect.any(String),
      email: 'support@demo.test',
      name: 'Demo Support',
      role: 'support',
      schools: [],
    });
  });

  it('refuses a wrong password and an anonymous request', async () => {
    const { response, cookie } = await signIn('support@demo.test', 'not-the-password');
    expect(response.status).toBe(401);
    expect(cookie).toBeUndefined();
    expect(await getUserFromHeaders(new Headers())).toBeNull();
  });

  it('knows a request without a session cookie is anonymous without asking Better Auth (every sign-in page view)', async () => {
    const auth = await getAuth();
    const getSession = vi.spyOn(auth.api, 'getSession');
    try {
      expect(await getUserFromHeaders(new Headers())).toBeNull();
      expect(await getUserFromHeaders(new Headers({ cookie: 'console-browser-zone=Asia%2FTbilisi' }))).toBeNull();
      expect(getSession).not.toHaveBeenCalled();
      // A cookie of that name that does not hold is still Better Auth's to judge.
      const signed = (await signIn('support@demo.test', DEMO_PASSWORD)).cookie!.split(';')[0]!;
      const forged = `${signed.slice(0, signed.lastIndexOf('.'))}.forged`;
      expect(await getUserFromHeaders(new Headers({ cookie: forged }))).toBeNull();
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('ends a disabled user’s sessions at once and refuses their sign-in until enabled', async () => {
    const user = await admin.create({
      email: 'Temp@Example.test',
      name: 'Temp',
      role: 'coordinator',
      password: 'temp-password',
      schools: ['Baku School No. 6'],
    });
    expect(user.email).toBe('temp@example.test');
    const first = await signIn('temp@example.test', 'temp-password');
    expect(await getUserFromHeaders(first.headers)).toMatchObject({
      role: 'coordinator',
      schools: ['Baku School No. 6'],
    });
    await admin.setDisabled(user.id, true);
    expect(await getUserFromHeaders(first.headers)).toBeNull();
    const refused = await signIn('temp@example.test', 'temp-password');
    expect(refused.response.status).toBe(403);
    expect(((await refused.response.json()) as { message: string }).message).toBe(DISABLED_MESSAGE);
    await admin.setDisabled(user.id, false);
    expect((await signIn('temp@example.test', 'temp-password')).response.status).toBe(200);
  });

  it('knows the signed-in user with one database statement (session and user joined)', async () => {
    const { headers } = await signIn('admin@demo.test', DEMO_PASSWORD);
    // The console's settings are kept 5 s; the clock stands still from the warm-up on, so the counted request finds
    // them kept however slowly the machine runs (a busy CI run read them again: 2 statements).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(await getUserFromHeaders(headers)).toMatchObject({ email: 'admin@demo.test' }); // warms the settings
      const context: RequestContext = { requestId: 'req-auth-count', method: 'GET', path: '/' };
      const found = await requestStorage.run(context, () => getUserFromHeaders(headers));
      expect(found).toMatchObject({ email: 'admin@demo.test', role: 'admin' });
      expect(context.dbQueries).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a session cookie whose signature does not hold, and one whose session is gone', async () => {
    const { headers } = await signIn('support@demo.test', DEMO_PASSWORD);
    const cookie = headers.get('cookie')!;
    const [name, value] = [
      cookie.slice(0, cookie.indexOf('=')),
      decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)),
    ];
    const token = value.slice(0, value.lastIndexOf('.'));
    const forged = new Headers({ cookie: `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}` });
    expect(await getUserFromHeaders(forged)).toBeNull();
    await (await getDb()).delete(session).where(eq(session.token, token));
    expect(await getUserFromHeaders(headers)).toBeNull();
  });

  it('extends a session through Better Auth once it is due (updateAge), and still knows its user', async () => {
    const { headers } = await signIn('support@demo.test', DEMO_PASSWORD);
    const token = decodeURIComponent(headers.get('cookie')!.split('=')[1]!).split('.')[0]!;
    const db = await getDb();
    const soon = new Date(Date.now() + 3600_000); // 1 h left of 12: due (extended once 1 h old)
    await db.update(session).set({ expiresAt: soon }).where(eq(session.token, token));
    expect(await getUserFromHeaders(headers)).toMatchObject({ email: 'support@demo.test' });
    const [row] = await db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
  });

  it('applies a role change to existing sessions and refuses a duplicate e-mail', async () => {
    const user = await admin.create({
      email: 'role@example.test',
      name: 'Role',
      role: 'support',
      password: 'role-password',
    });
    const { headers } = await signIn('role@example.test', 'role-password');
    await admin.setRole(user.id, 'admin');
    expect(await getUserFromHeaders(headers)).toMatchObject({ role: 'admin' });
    await expect(
      admin.create({ email: 'ROLE@example.test', name: 'x', role: 'support', password: 'whatever1' }),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('has no public sign-up', async () => {
    const auth = await getAuth();
    const response = await auth.handler(
      new Request('http://127.0.0.1:3100/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3100' },
        body: JSON.stringify({ email: 'intruder@example.test', password: 'intruder-pw', name: 'x' }),
      }),
    );
    expect(response.status).toBe(404);
    expect(await admin.findByEmail('intruder@example.test')).toBeNull();
  });

  it('has no self-service password change: POST /api/auth/change-password answers 404 and the password stays', async () => {
    await admin.create({ email: 'self@example.test', name: 'Self', role: 'support', password: 'self-password' });
    const { headers } = await signIn('self@example.test', 'self-password');
    const auth = await getAuth();
    const response = await auth.handler(
      new Request('http://127.0.0.1:3100/api/auth/change-password', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://127.0.0.1:3100',
          cookie: headers.get('cookie') ?? '',
        },
        body: JSON.stringify({
          currentPassword: 'self-password',
          newPassword: 'changed-password',
          revokeOtherSessions: false,
        }),
      }),
    );
    expect(response.status).toBe(404);
    expect((await signIn('self@example.test', 'changed-password')).response.status).toBe(401);
    expect((await signIn('self@example.test', 'self-password')).response.status).toBe(200);
  });

  it('accepts a sign-in from the page’s own origin and refuses another origin', async () => {
    const auth = await getAuth();
    const attempt = (origin: string) =>
      auth.handler(
        new Request('http://localhost:3100/api/auth/sign-in/email', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            host: '127.0.0.1:3100',
            origin,
            cookie: 'x=1',
            'x-forwarded-for': `10.7.7.${++ip}`,
          },
          body: JSON.stringify({ email: 'support@demo.test', password: DEMO_PASSWORD }),
        }),
      );
    expect((await attempt('http://127.0.0.1:3100')).status).toBe(200);
    expect((await attempt('http://evil.example.test')).status).toBe(403);
  });

  it('rate-limits sign-in attempts per client address named by a trusted proxy', async () => {
    const limited = createAuth({
      db: await getDb(),
      secret: 'x'.repeat(32),
      signInLimit: { window: 60, max: 3 },
      trustedProxies: ['192.0.2.1'],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await limited.handler(signInRequest('support@demo.test', 'wrong-password', '10.9.9.9'))).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await limited.handler(signInRequest('support@demo.test', DEMO_PASSWORD, '10.9.9.10'))).status).toBe(200);
  });

  it('ignores X-Forwarded-For without a trusted proxy: a new address per attempt does not reset the count', async () => {
    const untrusted = createAuth({ db: await getDb(), secret: 'x'.repeat(32), signInLimit: { window: 60, max: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await untrusted.handler(signInRequest(`nobody-${i}@example.test`, 'wrong-password', `10.6.6.${i}`))).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("says Better Auth's warning that it cannot tell clients apart as an info line without a trusted proxy, where it is chosen", async () => {
    // The library's words, from the library (its rate limiter warns once a process, outside tests only).
    const source = readFileSync(path.resolve('node_modules/better-auth/dist/api/rate-limiter/index.mjs'), 'utf8');
    const warning = /ctx\.logger\.warn\("(Rate limiting could not determine a client IP[^"]*)"\)/.exec(source)?.[1];
    expect(warning).toBeDefined();
    const lines: Record<string, unknown>[] = [];
    setLoggerForTests({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    try {
      const db = await getDb();
      const secret = 'x'.repeat(32);
      createAuth({ db, secret }).options.logger.log('warn', warning!);
      createAuth({ db, secret, trustedProxies: ['192.0.2.1'] }).options.logger.log('warn', warning!);
    } finally {
      setLoggerForTests();
    }
    expect(lines.map(({ level, msg, source }) => ({ level, msg, source }))).toEqual([
      { level: 'info', msg: SHARED_SIGN_IN_COUNT_MESSAGE, source: undefined },
      { level: 'warn', msg: safeMessage(warning!), source: 'better-auth' },
    ]);
    expect(lines[0]).toMatchObject({ component: 'auth', signInLimit: SHARED_SIGN_IN_LIMIT });
  });

  it('counts two-factor code attempts like sign-ins: without a trusted proxy, more than 3 in 10 s for the whole console', async () => {
    const shared = createAuth({ db: await getDb(), secret: 'x'.repeat(32) });
    const attempt = async () =>
      (
        await shared.handler(
          new Request('http://127.0.0.1:3100/api/auth/two-factor/verify-totp', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3100' },
            body: JSON.stringify({ code: '123456' }),
          }),
        )
      ).status;
    const statuses: number[] = [];
    for (let i = 0; i < SHARED_SIGN_IN_LIMIT.max + 1; i++) statuses.push(await attempt());
    // Better Auth's own two-factor rule would have refused the fourth.
    expect(statuses.slice(0, SHARED_SIGN_IN_LIMIT.max).filter((s) => s === 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('backs an account off after repeated wrong passwords from any address, even with the right one, and audits it', async () => {
    const victim = await admin.create({
      email: 'victim@example.test',
      name: 'Victim',
      role: 'support',
      password: 'victim-password',
    });
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 1; i++)
      statuses.push((await signIn('victim@example.test', `guess-${i}`)).response.status);
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
    const refused = await signIn('victim@example.test', 'victim-password');
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('x-retry-after')).toBe('30');
    expect(refused.cookie).toBeUndefined();
    const { rows } = await listAudit({ action: 'auth.sign-in-failures', targetId: victim.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userEmail: 'victim@example.test',
      details: { failures: FREE_FAILURES, waitSeconds: 30 },
    });
  });

  it('marks the session cookie Secure when the console is served over HTTPS', async () => {
    const secure = createAuth({ db: await getDb(), secret: 'x'.repeat(32), baseURL: 'https://console.example.test' });
    const response = await secure.handler(
      new Request('https://console.example.test/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://console.example.test',
          'x-forwarded-for': '10.8.8.8',
        },
        body: JSON.stringify({ email: 'support@demo.test', password: DEMO_PASSWORD }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/; Secure/i);
  });
});
