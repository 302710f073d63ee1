import { z } from 'zod';
import { commonPasswords } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Why a password is refused, in words for the person choosing it; null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password is at most ${MAX_PASSWORD_LENGTH} characters.`;
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded) || commonPasswords.has(folded.replace(/[!.?]+$/, '')))
    return 'This password is on the list of the most common leaked passwords. Choose another.';
  if (new Set(folded).size <= 2) return 'The password repeats one or two characters. Choose another.';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if ((local && local.length >= 4 && folded.includes(local)) || folded === context.email?.toLowerCase())
    return 'The password must not contain your e-mail address.';
  const name = context.name?.trim().toLowerCase();
  if (name && name.length >= 4 && folded.includes(name)) return 'The password must not contain your name.';
  return null;
}

/** The schema of a new password (a user's own, an admin's initial one, a reset); context checks happen in refinements. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
