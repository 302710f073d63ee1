'use server';
import 'server-only';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { getCurrentSessionId } from '@/server/auth/current-user';
import { createSignInThrottle } from '@/server/auth/sign-in-throttle';
import { getUserAdmin } from '@/server/auth/user-admin';
import { changeOwnPasswordSchema } from '@/server/auth/user-schemas';
import { getDb } from '@/server/db/client';

/**
 * The signed-in user changes their own password (Account page): the current one first, counted with the
 * sign-in back-off when wrong (a stolen session must not guess it); every other session of theirs ends.
 */
export async function changeOwnPasswordAction(input: unknown): Promise<ActionResult<{ endedSessions: number }>> {
  return consoleAction(
    {
      schema: changeOwnPasswordSchema,
      run: async ({ currentPassword, newPassword }, user, audit) => {
        const sessionId = await getCurrentSessionId();
        if (!sessionId) throw new ActionRefusal('You are signed out. Sign in again to continue.', 401);
        const throttle = createSignInThrottle(await getDb());
        const wait = await throttle.waitSeconds(user.email);
        if (wait > 0) throw new ActionRefusal(`Too many wrong passwords. Wait ${wait} seconds and try again.`, 429);
        const admin = await getUserAdmin();
        if (!(await admin.passwordMatches(user.id, currentPassword))) {
          await throttle.recordFailure(user.email);
          throw ActionRefusal.field('currentPassword', 'This is not your current password.');
        }
        await throttle.recordSuccess(user.email);
        const endedSessions = await admin.replacePassword(user.id, newPassword, sessionId);
        audit({
          action: 'user.password',
          targetType: 'user',
          targetId: user.id,
          summary: `Changed their own password; ${endedSessions} other session(s) ended`,
          details: { endedSessions },
        });
        return { endedSessions };
      },
    },
    input,
  );
}
