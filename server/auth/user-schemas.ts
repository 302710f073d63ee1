import 'server-only';
import { z } from 'zod';
import { newPasswordSchema } from '@/lib/auth/password-rules';
import { formError } from '@/lib/i18n/form-errors';
import { consoleRoles } from './roles';

const userId = z.string().min(1, formError('chooseUser'));
const role = z.enum(consoleRoles, { error: formError('chooseRole') });
/** School names as the Partner API spells them; blank lines dropped, duplicates removed. */
const schools = z
  .array(z.string().trim().max(200, formError('schoolTooLong')))
  .max(200, formError('tooManySchools'))
  .transform((list) => [...new Set(list.filter((s) => s.length > 0))]);

/** Length and the common-passwords list (lib/auth/password-rules.ts); the user's e-mail and name are checked where known. */
const password = newPasswordSchema;

export const newUserSchema = z.object({
  email: z.email(formError('validEmail')).trim().toLowerCase(),
  name: z.string().trim().min(1, formError('enterName')).max(100, formError('nameTooLong')),
  role,
  password,
  schools: schools.optional(),
  /** "Save anyway": the admin confirmed school names the console does not know. */
  confirmUnknownSchools: z.boolean().optional(),
});

export const changeRoleSchema = z.object({ userId, role });
export const setSchoolsSchema = z.object({ userId, schools, confirmUnknownSchools: z.boolean().optional() });
export const setDisabledSchema = z.object({ userId, disabled: z.boolean() });

/** A signed-in user's own password change (the Account page); the current password proves it is them. */
export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, formError('enterCurrentPassword')),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: formError('passwordsDiffer'),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: formError('passwordSame'),
  });
