import 'server-only';
import { z } from 'zod';
import { newPasswordSchema } from '@/lib/auth/password-rules';
import { consoleRoles } from './roles';

const userId = z.string().min(1, 'Choose a user.');
const role = z.enum(consoleRoles, { error: 'Choose admin, support or coordinator.' });
/** School names as the Partner API spells them; blank lines dropped, duplicates removed. */
const schools = z
  .array(z.string().trim().max(200, 'A school name is at most 200 characters.'))
  .max(200, 'At most 200 schools.')
  .transform((list) => [...new Set(list.filter((s) => s.length > 0))]);

/** Length and the common-passwords list (lib/auth/password-rules.ts); the user's e-mail and name are checked where known. */
const password = newPasswordSchema;

export const newUserSchema = z.object({
  email: z.email('Enter a valid e-mail address.').trim().toLowerCase(),
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'A name is at most 100 characters.'),
  role,
  password,
  schools: schools.optional(),
});

export const changeRoleSchema = z.object({ userId, role });
export const setSchoolsSchema = z.object({ userId, schools });
export const setDisabledSchema = z.object({ userId, disabled: z.boolean() });

/** A signed-in user's own password change (the Account page); the current password proves it is them. */
export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords differ. Type the same one twice.',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one.',
  });
