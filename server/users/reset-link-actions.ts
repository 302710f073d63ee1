'use server';
import 'server-only';
import { formError } from '@/lib/i18n/form-errors';
import { headers } from 'next/headers';
import { z } from 'zod';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { getUserAdmin } from '@/server/auth/user-admin';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { resetLinks } from '@/server/password-reset/reset-links';

/** The console's public address: CONSOLE_URL, or (sandbox mode) the host this request was sent to. */
async function consoleOrigin(): Promise<string> {
  const configured = getEnv().CONSOLE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const h = await headers();
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${h.get('host') ?? '127.0.0.1'}`;
}

/**
 * An admin issues a one-time link with which a user sets a new password (shown once, works for one hour, replaces
 * the user's earlier links); audited, without the link.
 */
export async function issuePasswordResetLinkAction(
  input: unknown,
): Promise<ActionResult<{ url: string; expiresAt: string; email: string }>> {
  return consoleAction(
    {
      roles: ['admin'],
      schema: z.strictObject({ userId: z.string().min(1, formError('chooseUser')) }),
      run: async ({ userId }, me, audit) => {
        if (userId === me.id)
          throw new ActionRefusal('Change your own password on the Account page.', 409, {
            say: { key: 'users.ownPassword' },
          });
        const target = await (await getUserAdmin()).find(userId);
        if (!target) throw new ActionRefusal('That user no longer exists.', 404, { say: { key: 'users.gone' } });
        if (target.disabled)
          throw new ActionRefusal('This user is disabled: enable them first.', 409, {
            say: { key: 'users.disabledFirst' },
          });
        const { token, expiresAt } = await resetLinks(await getDb()).issue(target.id);
        audit({
          action: 'user.reset-link',
          targetType: 'user',
          targetId: target.id,
          summary: `Issued a one-time password reset link for ${target.email}`,
          details: { email: target.email, expiresAt: expiresAt.toISOString() },
        });
        return {
          url: `${await consoleOrigin()}/reset-password#${token}`,
          expiresAt: expiresAt.toISOString(),
          email: target.email,
        };
      },
    },
    input,
  );
}
