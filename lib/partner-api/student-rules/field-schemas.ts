import { z } from 'zod';
import {
  hasControlCharacter,
  isEmailAddress,
  isObjectId,
  isRealBirthDate,
  maxActivatedPlatforms,
  normalizeEmail,
  platformSlugs,
  sexValues,
} from './field-rules';
import { fieldMessages as m } from './messages';

/**
 * One zod schema per student field, carrying the spec's messages (§7 rule 6). Absent (or null) and
 * empty give `<field> should not be empty`; the object schemas decide which fields are optional.
 */
const isMissing = (input: unknown) => input === undefined || input === null;

const noControlCharacter = (field: string) =>
  [(v: string) => !hasControlCharacter(v), { error: m.controlCharacter(field) }] as const;

/** firstName, lastName, grade, city, school: a string that is not blank, with no control character. */
export const requiredText = (field: string) =>
  z
    .string({ error: (iss) => (isMissing(iss.input) ? m.empty(field) : m.notString(field)) })
    .refine((v) => v.trim() !== '', { error: m.empty(field), abort: true })
    .refine(...noControlCharacter(field));

export const birthSchema = z
  .string({ error: (iss) => (isMissing(iss.input) ? m.empty('birth') : m.birth) })
  .refine((v) => v !== '', { error: m.empty('birth'), abort: true })
  .refine(isRealBirthDate, { error: m.birth });

export const sexSchema = z.enum(sexValues, { error: (iss) => (iss.input === undefined ? m.empty('sex') : m.sex) });

/** Email, stored in lower case. `nullMessage` differs on update (`email must be a valid email address`). */
export const emailSchema = (nullMessage: string = m.empty('email')) =>
  z
    .string({
      error: (iss) => (iss.input === undefined ? m.empty('email') : iss.input === null ? nullMessage : m.email),
    })
    .refine((v) => v !== '', { error: m.empty('email'), abort: true })
    .refine(isEmailAddress, { error: m.email })
    .transform(normalizeEmail);

/** `email2` is a trap field: leave it out; null or an empty string pass, anything else is refused. */
export const email2Schema = z
  .unknown()
  .refine((v) => v === undefined || v === null || v === '', { error: m.email2 })
  .transform(() => undefined);

/** Stored as sent, no format checked (but no control character); an empty string clears it on update; null is refused. */
export const phoneSchema = z.string({ error: m.notString('phone') }).refine(...noControlCharacter('phone'));

/** Country by id only (spec §4.3: pattern `^[0-9a-fA-F]{24}$`). */
export const countrySchema = z
  .string({ error: (iss) => (iss.input === undefined ? m.empty('country') : m.notObjectId('country')) })
  .refine(isObjectId, { error: m.notObjectId('country') });

/** Grade by id or by name `1`-`12`; city and school by id or name. Whether they match is a lookup, not a field rule. */
export const gradeSchema = requiredText('grade');
export const citySchema = requiredText('city');
export const schoolSchema = requiredText('school');

/** At most 6 slugs out of `common`, `stem`, `hilingua`, `neo`, `gmath`, `coding` (`core` refused); duplicates dropped. */
export const platformsSchema = z
  .array(z.enum(platformSlugs, { error: m.platformValue }), { error: m.notArray('activatedPlatformsThisSeason') })
  .max(maxActivatedPlatforms, { error: m.platformCount })
  .transform((list) => [...new Set(list)]);

export const externalRefSchema = z
  .string({ error: m.notString('externalRef') })
  .refine(...noControlCharacter('externalRef'));
