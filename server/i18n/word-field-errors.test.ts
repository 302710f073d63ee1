import { describe, expect, it } from 'vitest';
import { formError } from '@/lib/i18n/form-errors';
import { wordFieldErrors } from './word-field-errors';

describe('wordFieldErrors', () => {
  it('words formErrors references (with their values) and keeps every other message as it is', async () => {
    const result = await wordFieldErrors({
      ok: false,
      fieldErrors: {
        newPassword: [formError('passwordTooShort', { min: 8 })],
        confirmPassword: [formError('passwordsDiffer')],
        email: ['email must be an email'],
        other: undefined,
      },
    });
    expect(result.fieldErrors).toEqual({
      newPassword: ['The password needs at least 8 characters.'],
      confirmPassword: ['The two new passwords differ. Type the same one twice.'],
      email: ['email must be an email'],
      other: undefined,
    });
  });
  it('leaves a success alone', async () => {
    const ok = { ok: true, data: 1 };
    expect(await wordFieldErrors(ok)).toBe(ok);
  });
});
