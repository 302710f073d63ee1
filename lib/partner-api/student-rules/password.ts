import { z } from 'zod';
import { passwordMessages as m } from './messages';

/** Spec §4.3 set-password and §8: 5 characters minimum, 72 bytes maximum (UTF-8). */
export const passwordMinLength = 5;
export const passwordMaxBytes = 72;

export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** The body rules of a password, checked before the student is looked up. */
export const passwordSchema = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? m.empty : m.notString) })
  .refine((v) => v !== '', { error: m.empty, abort: true })
  .refine((v) => [...v].length >= passwordMinLength, { error: m.tooShort, abort: true })
  .refine((v) => utf8Length(v) <= passwordMaxBytes, { error: m.tooLong });

export interface PasswordPersonalDetails {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
}

/** Details shorter than this are not checked (spec §4.3). */
const minCheckedLength = 4;

/**
 * The first personal detail the password contains, case-insensitive: first name, surname, username,
 * email, or the part of the email before the at-sign. Returns the message, or null when none.
 */
export function passwordDetailProblem(password: string, details: PasswordPersonalDetails): string | null {
  const lower = password.toLowerCase();
  const localPart = details.email?.split('@')[0];
  const checks: Array<[string, string | undefined]> = [
    ['first name', details.firstName],
    ['surname', details.lastName],
    ['username', details.username],
    ['email', details.email],
    ['email', localPart],
  ];
  for (const [label, value] of checks) {
    const part = value?.trim().toLowerCase();
    if (part && part.length >= minCheckedLength && lower.includes(part)) return m.contains(label);
  }
  return null;
}
