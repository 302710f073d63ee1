import { z } from 'zod';
import {
  birthSchema,
  citySchema,
  countrySchema,
  email2Schema,
  emailSchema,
  externalRefSchema,
  gradeSchema,
  phoneSchema,
  platformsSchema,
  requiredText,
  schoolSchema,
  sexSchema,
} from './field-schemas';
import { passwordSchema } from './password';
import { fieldMessages as m } from './messages';

/**
 * Request bodies of the student operations (spec §4.3, §4.8). Strict objects: an unknown property,
 * `password` on check, update and import rows included, is refused (`property <name> should not exist`).
 */
const checkShape = {
  firstName: requiredText('firstName'),
  lastName: requiredText('lastName'),
  birth: birthSchema,
  sex: sexSchema,
  email: emailSchema(),
  email2: email2Schema.optional(),
  phone: phoneSchema.optional(),
  country: countrySchema,
  grade: gradeSchema,
  city: citySchema,
  school: schoolSchema,
  activatedPlatformsThisSeason: platformsSchema.optional(),
};

/** POST /v1/student/check: the registration body without `password`. */
export const studentCheckSchema = z.strictObject(checkShape);
export type StudentCheckBody = z.output<typeof studentCheckSchema>;

/** POST /v1/student: the check body plus an optional `password` (docs/api-notes.md: a password can also be set later). */
export const studentRegistrationSchema = z.strictObject({ ...checkShape, password: passwordSchema.optional() });
export type StudentRegistrationBody = z.output<typeof studentRegistrationSchema>;

/** One row of POST /v1/student/import: every registration field but `password`, plus `externalRef`. */
export const studentImportRowSchema = z.strictObject({ ...checkShape, externalRef: externalRefSchema.optional() });
export type StudentImportRow = z.output<typeof studentImportRowSchema>;

/** PUT /v1/student/{id}: every field optional, same rules; null and empty are refused except `phone: ''`. */
export const studentUpdateSchema = z.strictObject({
  firstName: requiredText('firstName').optional(),
  lastName: requiredText('lastName').optional(),
  birth: birthSchema.optional(),
  sex: sexSchema.optional(),
  email: emailSchema(m.emailNull).optional(),
  email2: email2Schema.optional(),
  phone: phoneSchema.optional(),
  country: countrySchema.optional(),
  grade: gradeSchema.optional(),
  city: citySchema.optional(),
  school: schoolSchema.optional(),
  activatedPlatformsThisSeason: platformsSchema.optional(),
});
export type StudentUpdateBody = z.output<typeof studentUpdateSchema>;

/** PUT /v1/student/{id}/password. */
export const setPasswordSchema = z.strictObject({ password: passwordSchema });
export type SetPasswordBody = z.output<typeof setPasswordSchema>;

/** Reference fields a body may name, in the order they are resolved. */
export const referenceFields = ['country', 'grade', 'city', 'school'] as const;
export type ReferenceField = (typeof referenceFields)[number];
