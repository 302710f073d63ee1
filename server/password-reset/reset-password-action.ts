'use server';
import 'server-only';
import { z } from 'zod';
import { newPasswordSchema, passwordProblem } from '@/lib/auth/password-rules';
import { formError } from '@/lib/i18n/form-errors';
import { wordFieldErrors } from '@/server/i18n/word-field-errors';
import { queueAudit } from '@/server/audit/write-audit';
import { invalidInput, type ActionResult } from '@/server/auth/action-result';
import { createSignInThrottle } from '@/server/auth/sign-in-throttle';
import { getUserAdmin } from '@/server/auth/user-admin';
import { getDb } from '@/server/db/client';
import { resetLinks } from './reset-links';

const schema = z
  .object({ token: z.string().min(1).max(200), newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: formError('passwordsDiffer'),
  });

const refused = {
  unknown:
    'This reset link does not work: it was used already, or replaced by a newer one. Ask an administrator for a new one.',
  expired: 'This reset link has expired (links work for one hour). Ask an administrator for a new one.',
} as const;

const linkRefused = (reason: keyof typeof refused) =>
  ({
    ok: false,
    error: {
      status: reason === 'expired' ? 410 : 404,
      message: refused[reason],
      say: { key: reason === 'expired' ? 'reset.expired' : 'reset.unknown' },
    },
  }) as const;

/**
 * The one server action anyone may call without a session: it sets a new password with a one-time reset link
 * (server/password-reset/reset-links.ts), ends every session of that user and audits it. The link is used up
 * by the first try that passes the password rules. Cross-site calls are refused by proxy.ts like every action's.
 */
export async function resetPasswordWithLinkAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return wordFieldErrors(invalidInput(parsed.error));
  const { token, newPassword } = parsed.data;
  const db = await getDb();
  const admin = await getUserAdmin();
  const links = resetLinks(db);
  const seen = await links.peek(token);
  if (!seen.ok) return linkRefused(seen.reason);
  const user = await admin.find(seen.userId);
  if (!user || user.disabled)
    return {
      ok: false,
      error: {
        status: 404,
        message: 'This account no longer exists or is disabled.',
        say: { key: 'reset.accountGone' },
      },
    };
  // Rules that need the user (their e-mail, their name) are checked before the link is used up.
  const problem = passwordProblem(newPassword, { email: user.email, name: user.name });
  if (problem)
    return wordFieldErrors({
      ok: false,
      error: { status: 422, message: 'Check the highlighted fields.', say: { key: 'checkFields' } },
      fieldErrors: { newPassword: [problem] },
    });
  const used = await links.consume(token);
  if (!used.ok || used.userId !== user.id) return linkRefused(used.ok ? 'unknown' : used.reason);
  await admin.setPassword(user.id, newPassword);
  await admin.endSessions(user.id);
  await createSignInThrottle(db).recordSuccess(user.email);
  queueAudit({
    user: { id: user.id, email: user.email },
    action: 'user.password-reset',
    targetType: 'user',
    targetId: user.id,
    summary: `Set a new password with a reset link; every session of ${user.email} ended`,
  });
  return { ok: true, data: { email: user.email } };
}
