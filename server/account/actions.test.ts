import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/server/audit/list-audit';
import type { ConsoleUser } from '@/server/auth/roles';
import { getUserAdmin } from '@/server/auth/user-admin';
import { getDb } from '@/server/db/client';
import { session as sessions, user as users, verification } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { signInThroughHandler, withEmbeddedConsole } from '@/test/support/auth/embedded-console';

/** Issue 16 item 7: the console's own password change, with the current password, audited, ending the other sessions. */
const current = vi.hoisted(() => ({ user: null as ConsoleUser | null, sessionId: null as string | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => current.user,
  getCurrentSessionId: async () => current.sessionId,
}));

// Outside Next.js there is no page cache to revalidate.
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

withEmbeddedConsole('account');

async function signIn(email: string, password: string): Promise<{ status: number; token: string | null }> {
  const response = await signInThroughHandler(email, password);
  const body = (await response.json().catch(() => null)) as { token?: string } | null;
  return { status: response.status, token: body?.token ?? null };
}

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

describe('password rules on the Account page', () => {
  it('refuses a common password and one holding the e-mail, at the field', async () => {
    const { changeOwnPasswordAction } = await import('./actions');
    const me = await (
      await getUserAdmin()
    ).create({ email: 'rules.person@example.test', name: 'Rules', role: 'support', password: 'first-password-9' });
    current.user = { id: me.id, email: me.email, name: me.name, role: 'support', schools: [] };
    current.sessionId = 'no-session-row';
    const change = (newPassword: string) =>
      changeOwnPasswordAction({ currentPassword: 'first-password-9', newPassword, confirmPassword: newPassword });
    expect(await change('Password123')).toMatchObject({
      ok: false,
      fieldErrors: {
        newPassword: ['This password is on the list of the most common leaked passwords. Choose another.'],
      },
    });
    expect(await change('rules.person-2026')).toMatchObject({
      ok: false,
      fieldErrors: { newPassword: ['The password must not contain your e-mail address.'] },
    });
    expect(await change('violet-harbour-97')).toMatchObject({ ok: true });
  });
});

describe('Your sessions', () => {
  it('lists the user’s own sessions, ends one and then every other one, audited; never another user’s', async () => {
    const { listOwnSessionsAction, endOwnSessionAction, endOtherOwnSessionsAction } = await import('./session-actions');
    const admin = await getUserAdmin();
    const me = await admin.create({
      email: 'sessions@example.test',
      name: 'S',
      role: 'coordinator',
      password: 'pw-sessions-1',
    });
    await admin.create({ email: 'other@example.test', name: 'O', role: 'support', password: 'pw-other-1' });
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await signIn('sessions@example.test', 'pw-sessions-1')).token!);
    const theirs = (await signIn('other@example.test', 'pw-other-1')).token!;
    const db = await getDb();
    const idOf = async (token: string) =>
      (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token)))[0]!.id;
    const [here, second, third, foreign] = await Promise.all([...tokens, theirs].map(idOf));
    current.user = { id: me.id, email: me.email, name: me.name, role: 'coordinator', schools: [] };
    current.sessionId = here!;

    const listed = await listOwnSessionsAction({});
    // This browser first, then the others.
    expect(listed.ok && listed.data.map((s) => s.current)).toEqual([true, false, false]);
    expect(listed.ok && listed.data[0]?.id).toBe(here);
    expect(listed.ok && listed.data.map((s) => s.id).sort()).toEqual([here, second, third].sort());
    expect(JSON.stringify(listed)).not.toContain(tokens[0]);

    expect(await endOwnSessionAction({ sessionId: foreign })).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await endOwnSessionAction({ sessionId: here })).toMatchObject({ ok: false, error: { status: 409 } });
    expect(await endOwnSessionAction({ sessionId: second })).toEqual({ ok: true, data: { ended: true } });
    expect(await endOtherOwnSessionsAction({})).toEqual({ ok: true, data: { ended: 1 } });
    const left = await db.select({ id: sessions.id, userId: sessions.userId }).from(sessions);
    expect(left.filter((s) => s.userId === me.id).map((s) => s.id)).toEqual([here]);
    expect(left.some((s) => s.id === foreign)).toBe(true);
    const { rows } = await listAudit({ action: 'user.session-end', targetId: me.id });
    expect(rows.map((r) => r.details)).toEqual(expect.arrayContaining([{ ended: 1 }, { ended: 1 }]));
    expect(rows).toHaveLength(2);
  });
});

describe('one-time password reset links', () => {
  it('an admin issues a link (audited, shown once); it works once, ends every session, refuses the rules and expires', async () => {
    const { issuePasswordResetLinkAction } = await import('@/server/users/reset-link-actions');
    const { resetPasswordWithLinkAction } = await import('@/server/password-reset/reset-password-action');
    const { resetLinks } = await import('@/server/password-reset/reset-links');
    const users = await getUserAdmin();
    const boss = await users.create({
      email: 'boss@example.test',
      name: 'Boss',
      role: 'admin',
      password: 'pw-boss-1234',
    });
    const forgot = await users.create({
      email: 'forgot@example.test',
      name: 'Forgot',
      role: 'support',
      password: 'pw-forgot-1',
    });
    await signIn('forgot@example.test', 'pw-forgot-1');
    current.user = { id: boss.id, email: boss.email, name: boss.name, role: 'admin', schools: [] };
    vi.stubEnv('CONSOLE_URL', 'https://console.example.test');
    resetEnvForTests();

    expect(await issuePasswordResetLinkAction({ userId: boss.id })).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
    const issued = await issuePasswordResetLinkAction({ userId: forgot.id });
    if (!issued.ok) throw new Error(issued.error.message);
    expect(issued.data.url).toMatch(/^https:\/\/console\.example\.test\/reset-password#[A-Za-z0-9_-]{43}$/);
    const token = issued.data.url.split('#')[1]!;
    const { rows } = await listAudit({ action: 'user.reset-link', targetId: forgot.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const db = await getDb();
    expect(JSON.stringify(await db.select().from(verification))).not.toContain(token);

    current.user = null;
    const set = (newPassword: string, t = token) =>
      resetPasswordWithLinkAction({ token: t, newPassword, confirmPassword: newPassword });
    // The rules first (the link is not used up by a refused password).
    expect(await set('forgot-me-2026')).toMatchObject({
      ok: false,
      fieldErrors: { newPassword: [expect.stringMatching(/e-mail/)] },
    });
    expect(await set('qwertyuiop')).toMatchObject({
      ok: false,
      fieldErrors: { newPassword: [expect.stringMatching(/common/)] },
    });
    expect(await set('copper-lantern-41')).toEqual({ ok: true, data: { email: 'forgot@example.test' } });
    expect(await db.select().from(sessions).where(eq(sessions.userId, forgot.id))).toEqual([]);
    expect((await signIn('forgot@example.test', 'copper-lantern-41')).status).toBe(200);
    expect(await set('another-lantern-42')).toMatchObject({ ok: false, error: { status: 404 } });
    expect((await listAudit({ action: 'user.password-reset', targetId: forgot.id })).rows).toHaveLength(1);

    // An hour later a link no longer works; a newer link replaces an older one.
    const links = resetLinks(db);
    const old = await links.issue(forgot.id, new Date(Date.now() - 3601_000));
    expect(await set('copper-lantern-43', old.token)).toMatchObject({ ok: false, error: { status: 410 } });
    const first = await links.issue(forgot.id);
    const second = await links.issue(forgot.id);
    expect(await set('copper-lantern-44', first.token)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await set('copper-lantern-45', second.token)).toMatchObject({ ok: true });
    vi.unstubAllEnvs();
    resetEnvForTests();
  });
});

describe('saveDisplaySettingsAction', () => {
  it("saves the user's language and time zone, refuses what is not one, and null gives both back to the browser", async () => {
    const { saveDisplaySettingsAction } = await import('./display-settings-action');
    const me = await (
      await getUserAdmin()
    ).create({ email: 'settings@example.test', name: 'Nino', role: 'coordinator', password: 'a-password-1' });
    current.user = { id: me.id, email: me.email, name: me.name, role: 'coordinator', schools: [] };
    const db = await getDb();
    const row = async () =>
      (
        await db.select({ language: users.language, timeZone: users.timeZone }).from(users).where(eq(users.id, me.id))
      )[0];

    expect(await saveDisplaySettingsAction({ language: 'ka', timeZone: 'Asia/Tbilisi' })).toEqual({
      ok: true,
      data: { language: 'ka', timeZone: 'Asia/Tbilisi' },
    });
    expect(await row()).toEqual({ language: 'ka', timeZone: 'Asia/Tbilisi' });

    const badZone = await saveDisplaySettingsAction({ language: 'ka', timeZone: 'Mars/Olympus' });
    expect(badZone).toMatchObject({ ok: false, fieldErrors: { timeZone: expect.any(Array) } });
    const badLanguage = await saveDisplaySettingsAction({ language: 'fr', timeZone: null });
    expect(badLanguage).toMatchObject({ ok: false, fieldErrors: { language: expect.any(Array) } });
    expect(await row()).toEqual({ language: 'ka', timeZone: 'Asia/Tbilisi' });

    await saveDisplaySettingsAction({ language: null, timeZone: null });
    expect(await row()).toEqual({ language: null, timeZone: null });
    current.user = null;
    expect(await saveDisplaySettingsAction({ language: 'az', timeZone: null })).toMatchObject({ ok: false });
  });
});

describe('listTimeZoneChoicesAction', () => {
  it('names every zone in the reader’s language under its current id, for a signed-in user only', async () => {
    const { listTimeZoneChoicesAction } = await import('./display-settings-action');
    current.user = { id: 'u-zones', email: 'zones@example.test', name: 'Nino', role: 'coordinator', schools: [] };
    const answer = await listTimeZoneChoicesAction({});
    if (!answer.ok) throw new Error('refused');
    expect(answer.data[0]).toMatchObject({ id: 'UTC' });
    expect(answer.data.find((z) => z.id === 'Europe/Kyiv')).toMatchObject({
      place: 'Ukraine',
      formerIds: ['Europe/Kiev', 'Europe/Uzhgorod', 'Europe/Zaporozhye'],
    });
    expect(answer.data.some((z) => z.id === 'Europe/Kiev')).toBe(false);
    current.user = null;
    expect(await listTimeZoneChoicesAction({})).toMatchObject({ ok: false });
  });
});
