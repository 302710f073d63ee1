import 'server-only';
import { formError } from '@/lib/i18n/form-errors';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { getDb } from '@/server/db/client';
import type { ConsoleUser } from './roles';
import { createSignInThrottle } from './sign-in-throttle';
import { getUserAdmin } from './user-admin';

/**
 * The signed-in user proves it is them with their password (password change, two-factor changes). A wrong one
 * counts toward the account's sign-in back-off, so a stolen session cannot guess it; it is refused at `field`.
 */
export async function checkOwnPassword(user: Pick<ConsoleUser, 'id' | 'email'>, password: string, field: string) {
  const throttle = createSignInThrottle(await getDb());
  const wait = await throttle.waitSeconds(user.email);
  if (wait > 0)
    throw new ActionRefusal(`Too many wrong passwords. Wait ${wait} seconds and try again.`, 429, {
      say: { key: 'account.tooManyWrong', values: { seconds: wait } },
    });
  if (!(await (await getUserAdmin()).passwordMatches(user.id, password))) {
    await throttle.recordFailure(user.email);
    throw ActionRefusal.field(field, formError(field === 'currentPassword' ? 'notCurrentPassword' : 'notYourPassword'));
  }
  await throttle.recordSuccess(user.email);
}
