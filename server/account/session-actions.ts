'use server';
import 'server-only';
import { z } from 'zod';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { getCurrentSessionId } from '@/server/auth/current-user';
import type { OwnSession } from '@/lib/auth/own-session';
import { loadOwnSessions, ownSessions } from '@/server/auth/own-sessions';
import { getDb } from '@/server/db/client';

async function currentSession(): Promise<string> {
  const id = await getCurrentSessionId();
  if (!id)
    throw new ActionRefusal('You are signed out. Sign in again to continue.', 401, { say: { key: 'guard.signedOut' } });
  return id;
}

/** The signed-in user's sessions, this browser's first. */
export async function listOwnSessionsAction(input: unknown): Promise<ActionResult<OwnSession[]>> {
  return consoleAction(
    {
      beforeTwoFactor: true,
      schema: z.strictObject({}),
      run: async (_input, user) => loadOwnSessions(user.id),
    },
    input,
  );
}

/** Signs one of the user's other browsers out (this one signs out with the header's Sign out); audited. */
export async function endOwnSessionAction(input: unknown): Promise<ActionResult<{ ended: true }>> {
  return consoleAction(
    {
      beforeTwoFactor: true,
      schema: z.strictObject({ sessionId: z.string().min(1).max(200) }),
      run: async ({ sessionId }, user, audit) => {
        if (sessionId === (await currentSession()))
          throw new ActionRefusal('This is the browser you are using: sign out with the button at the top.', 409, {
            say: { key: 'account.thisBrowser' },
          });
        if (!(await ownSessions(await getDb(), user.id).end(sessionId)))
          throw new ActionRefusal('That session has already ended.', 404, { say: { key: 'account.sessionEnded' } });
        audit({
          action: 'user.session-end',
          targetType: 'user',
          targetId: user.id,
          summary: 'Signed out one of their other browsers',
          details: { ended: 1, chosen: true },
        });
        return { ended: true as const };
      },
    },
    input,
  );
}

/** Signs every other browser of the user out; this one stays signed in; audited. */
export async function endOtherOwnSessionsAction(input: unknown): Promise<ActionResult<{ ended: number }>> {
  return consoleAction(
    {
      beforeTwoFactor: true,
      schema: z.strictObject({}),
      run: async (_input, user, audit) => {
        const ended = await ownSessions(await getDb(), user.id).endOthers(await currentSession());
        audit({
          action: 'user.session-end',
          targetType: 'user',
          targetId: user.id,
          summary: `Signed out of every other browser; ${ended === 1 ? '1 session' : `${ended} sessions`} ended`,
          details: { ended },
        });
        return { ended };
      },
    },
    input,
  );
}
