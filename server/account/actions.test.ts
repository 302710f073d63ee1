import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/server/audit/list-audit';
import { getAuth } from '@/server/auth/auth';
import type { ConsoleUser } from '@/server/auth/roles';
import { getUserAdmin } from '@/server/auth/user-admin';
import { closeDb, getDb } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { session as sessions } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';

/** Issue 16 item 7: the console's own password change, with the current password, audited, ending the other sessions. */
const current = vi.hoisted(() => ({ user: null as ConsoleUser | null, sessionId: null as string | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => current.user,
  getCurrentSessionId: async () => current.sessionId,
}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'console-account-'));
const saved = { ...process.env };
let address = 0;

async function signIn(email: string, password: string): Promise<{ status: number; token: string | null }> {
  const response = await (
    await getAuth()
  ).handler(
    new Request('http://127.0.0.1:3100/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:3100',
        'x-forwarded-for': `10.1.1.${++address}`,
      },
      body: JSON.stringify({ email, password }),
    }),
  );
  const body = (await response.json().catch(() => null)) as { token?: string } | null;
  return { status: response.status, token: body?.token ?? null };
}

beforeAll(async () => {
  for (const key of [
    'PARTNER_API_BASE_URL',
    'DATABASE_URL',
    'AUTH_SECRET',
    'CONSOLE_URL',
    'CONSOLE_ADMIN_EMAIL',
    'CONSOLE_ADMIN_PASSWORD',
  ])
    delete process.env[key];
  process.env.DATA_DIR = dataDir;
  process.env.TRUSTED_PROXIES = '192.0.2.1';
  resetEnvForTests();
  await migrate();
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  resetEnvForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('changeOwnPasswordAction', () => {
  it("wants the current password, sets the new one, ends the user's other sessions and audits it", async () => {
    const { changeOwnPasswordAction } = await import('./actions');
    const me = await (
      await getUserAdmin()
    ).create({ email: 'me@example.test', name: 'Me', role: 'support', password: 'old-password' });
    const here = await signIn('me@example.test', 'old-password');
    const elsewhere = await signIn('me@example.test', 'old-password');
    expect([here.status, elsewhere.status]).toEqual([200, 200]);
    const db = await getDb();
    const [kept] = await db.select().from(sessions).where(eq(sessions.token, here.token!));
    current.user = { id: me.id, email: me.email, name: me.name, role: 'support', schools: [] };
    current.sessionId = kept!.id;

    const wrong = await changeOwnPasswordAction({
      currentPassword: 'guess',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(wrong).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: ['This is not your current password.'] },
    });
    const mismatch = await changeOwnPasswordAction({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-2',
    });
    expect(mismatch).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: ['The two new passwords differ. Type the same one twice.'] },
    });

    expect(
      await changeOwnPasswordAction({
        currentPassword: 'old-password',
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-1',
      }),
    ).toEqual({ ok: true, data: { endedSessions: 1 } });
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
    expect(left).toEqual([{ id: kept!.id }]);
    expect((await signIn('me@example.test', 'old-password')).status).toBe(401);
    expect((await signIn('me@example.test', 'new-password-1')).status).toBe(200);
    const { rows } = await listAudit({ action: 'user.password', targetId: me.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userEmail: 'me@example.test', details: { endedSessions: 1 } });
    expect(JSON.stringify(rows[0])).not.toContain('new-password-1');
  });
});
