'use server';
import 'server-only';
import { passwordProblem } from '@/lib/auth/password-rules';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { getCurrentSessionId } from '@/server/auth/current-user';
import { checkOwnPassword } from '@/server/auth/own-password-check';
import { getUserAdmin } from '@/server/auth/user-admin';
import { changeOwnPasswordSchema } from '@/server/auth/user-schemas';

/**
 * The signed-in user changes their own password (Account page): the current one first, counted with the
 * sign-in back-off when wrong (a stolen session must not guess it); every other session of theirs ends.
 */
export async function changeOwnPasswordAction(input: unknown): Promise<ActionResult<{ endedSessions: number }>> {
  return consoleAction(
    {
      beforeTwoFactor: true,
      schema: changeOwnPasswordSchema,
      run: async ({ currentPassword, newPassword }, user, audit) => {
        const sessionId = await getCurrentSessionId();
        if (!sessionId)
          throw new ActionRefusal('You are signed out. Sign in again to continue.', 401, {
            say: { key: 'guard.signedOut' },
          });
        await checkOwnPassword(user, currentPassword, 'currentPassword');
        const problem = passwordProblem(newPassword, { email: user.email, name: user.name });
        if (problem) throw ActionRefusal.field('newPassword', problem);
        const endedSessions = await (await getUserAdmin()).replacePassword(user.id, newPassword, sessionId);
        audit({
          action: 'user.password',
          targetType: 'user',
          targetId: user.id,
          summary: `Changed their own password; ${endedSessions === 1 ? '1 other session' : `${endedSessions} other sessions`} ended`,
          details: { endedSessions },
        });
        return { endedSessions };
      },
    },
    input,
  );
}
