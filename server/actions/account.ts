'use server';
import 'server-only';
import { writeAudit } from '@/server/audit/write-audit';
import { invalidInput, type ActionResult } from '@/server/auth/action-result';
import { getCurrentSessionId } from '@/server/auth/current-user';
import { requireActionUser } from '@/server/auth/guards';
import { createSignInThrottle } from '@/server/auth/sign-in-throttle';
import { getUserAdmin } from '@/server/auth/user-admin';
import { changeOwnPasswordSchema } from '@/server/auth/user-schemas';
import { getDb } from '@/server/db/client';

/**
 * The signed-in user changes their own password (Account page): the current one first, counted with the
 * sign-in back-off when wrong (a stolen session must not guess it); every other session of theirs ends.
 */
export async function changeOwnPasswordAction(input: unknown): Promise<ActionResult<{ endedSessions: number }>> {
  const auth = await requireActionUser();
  if (!auth.ok) return auth;
  const parsed = changeOwnPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const sessionId = await getCurrentSessionId();
  if (!sessionId) return { ok: false, error: { message: 'You are signed out. Sign in again to continue.', status: 401 } };
  const throttle = createSignInThrottle(await getDb());
  const wait = await throttle.waitSeconds(auth.user.email);
  if (wait > 0) return { ok: false, error: { message: `Too many wrong passwords. Wait ${wait} seconds and try again.`, status: 429 } };
  const admin = await getUserAdmin();
  if (!(await admin.passwordMatches(auth.user.id, parsed.data.currentPassword))) {
    await throttle.recordFailure(auth.user.email);
    return { ok: false, error: { message: 'Check the highlighted fields.', status: 422 }, fieldErrors: { currentPassword: ['This is not your current password.'] } };
  }
  await throttle.recordSuccess(auth.user.email);
  const endedSessions = await admin.replacePassword(auth.user.id, parsed.data.newPassword, sessionId);
  await writeAudit({
    user: auth.user, action: 'user.password', targetType: 'user', targetId: auth.user.id,
    summary: `Changed their own password; ${endedSessions} other session(s) ended`,
    details: { endedSessions },
  });
  return { ok: true, data: { endedSessions } };
}
