import { z } from 'zod';
import { formError } from '@/lib/i18n/form-errors';
import { commonPasswords } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Why a password is refused (a `formErrors` reference, worded by the action for its reader); null when acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return formError('passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return formError('passwordTooLong', { max: MAX_PASSWORD_LENGTH });
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded) || commonPasswords.has(folded.replace(/[!.?]+$/, '')))
    return formError('passwordCommon');
  if (new Set(folded).size <= 2) return formError('passwordRepeats');
  const local = context.email?.split('@')[0]?.toLowerCase();
  if ((local && local.length >= 4 && folded.includes(local)) || folded === context.email?.toLowerCase())
    return formError('passwordHasEmail');
  const name = context.name?.trim().toLowerCase();
  if (name && name.length >= 4 && folded.includes(name)) return formError('passwordHasName');
  return null;
}

/** The schema of a new password (a user's own, an admin's initial one, a reset); context checks happen in refinements. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
