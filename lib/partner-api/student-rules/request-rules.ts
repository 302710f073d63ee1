import { z } from 'zod';
import { isEmailAddress, isObjectId, isSiteRelativePath, maxEmailFilter, normalizeEmail } from './field-rules';
import { fieldMessages as m } from './messages';
import { validateWith, type Validation } from './problems';

export { isSiteRelativePath };

export const studentIdSchema = z
  .string({
    error: (iss) => (iss.input === undefined || iss.input === null ? m.empty('studentId') : m.notObjectId('studentId')),
  })
  .refine(isObjectId, { error: m.notObjectId('studentId') });

export const signInLinkBodySchema = z.strictObject({
  studentId: studentIdSchema,
  redirect: z.string({ error: m.redirect }).refine(isSiteRelativePath, { error: m.redirect }).optional(),
});
export type SignInLinkBody = z.output<typeof signInLinkBodySchema>;

export function validateSignInLink(body: unknown): Validation<SignInLinkBody> {
  return validateWith(signInLinkBodySchema, body);
}

export const supervisorLinkSchema = z.strictObject({
  supervisorUsername: z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? m.supervisorUsername : m.notString('supervisorUsername'),
    })
    .refine((v) => v.trim() !== '', { error: m.supervisorUsername }),
});
export type SupervisorLinkBody = z.output<typeof supervisorLinkSchema>;

export function validateSupervisorLink(body: unknown): Validation<SupervisorLinkBody> {
  return validateWith(supervisorLinkSchema, body);
}

export { maxEmailFilter };

/**
 * The `email` query of listStudents, given as every value of the parameter: one address or up to 100
 * separated by commas; empty, given twice, not an address, or over 100 is refused (spec §4.3).
 * Answers the lower-cased addresses, or null when the filter is absent.
 */
export function parseEmailFilter(
  values: readonly string[],
): { ok: true; emails: string[] | null } | { ok: false; message: string } {
  if (values.length === 0) return { ok: true, emails: null };
  if (values.length > 1) return { ok: false, message: 'email must be given once' };
  const parts = values[0]!.split(',').map((p) => p.trim());
  if (parts.every((p) => p === '')) return { ok: false, message: m.empty('email') };
  if (parts.length > maxEmailFilter)
    return { ok: false, message: `email must list at most ${maxEmailFilter} addresses` };
  if (!parts.every(isEmailAddress)) return { ok: false, message: m.email };
  return { ok: true, emails: [...new Set(parts.map(normalizeEmail))] };
}

/** The `signedIn` query of listOrgStudents: `true`, `false`, absent; anything else is refused (spec §4.8). */
export function parseSignedInFilter(
  values: readonly string[],
): { ok: true; value: boolean | null } | { ok: false; message: string } {
  if (values.length === 0) return { ok: true, value: null };
  if (values.length === 1 && (values[0] === 'true' || values[0] === 'false'))
    return { ok: true, value: values[0] === 'true' };
  return { ok: false, message: 'signedIn must be one of the following values: true, false' };
}
