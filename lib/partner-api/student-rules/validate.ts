import {
  setPasswordSchema,
  studentCheckSchema,
  studentImportRowSchema,
  studentRegistrationSchema,
  studentUpdateSchema,
  type SetPasswordBody,
  type StudentCheckBody,
  type StudentImportRow,
  type StudentRegistrationBody,
  type StudentUpdateBody,
} from './body-schemas';
import { passwordDetailProblem } from './password';
import { validateWith, type Validation } from './problems';

/** POST /v1/student: field rules, then the password's personal-detail rule (the username is not issued yet). */
export function validateRegistration(body: unknown): Validation<StudentRegistrationBody> {
  const result = validateWith(studentRegistrationSchema, body);
  if (!result.ok || result.value.password === undefined) return result;
  const message = passwordDetailProblem(result.value.password, result.value);
  return message ? { ok: false, problems: [{ field: 'password', message, code: 'invalid_field' }] } : result;
}

export function validateCheck(body: unknown): Validation<StudentCheckBody> {
  return validateWith(studentCheckSchema, body);
}

export function validateUpdate(body: unknown): Validation<StudentUpdateBody> {
  return validateWith(studentUpdateSchema, body);
}

export function validateImportRow(row: unknown): Validation<StudentImportRow> {
  return validateWith(studentImportRowSchema, row);
}

/** Body rules only (spec §4.3 check 1); the personal-detail rule needs the student (check 4). */
export function validateSetPassword(body: unknown): Validation<SetPasswordBody> {
  return validateWith(setPasswordSchema, body);
}
