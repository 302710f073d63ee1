import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/lib/i18n/messages/en.json';
import { readFormError } from '@/lib/i18n/form-errors';
import { newPasswordSchema, passwordProblem as problemOf } from './password-rules';

/** The problem as the English reader gets it (the action words the `formErrors` reference, word-field-errors.ts). */
const english = createTranslator({ locale: 'en', messages: en, namespace: 'formErrors' });
const passwordProblem = (password: string, context?: Parameters<typeof problemOf>[1]) => {
  const problem = problemOf(password, context);
  const ref = problem === null ? null : readFormError(problem);
  return ref ? english(ref.key, ref.values) : problem;
};

describe('password rules', () => {
  it('asks for 8 to 128 characters', () => {
    expect(passwordProblem('Sh9xY!k')).toBe('The password needs at least 8 characters.');
    expect(passwordProblem('x'.repeat(60) + 'y'.repeat(69))).toBe('The password is at most 128 characters.');
    expect(passwordProblem('violet-harbour-97')).toBeNull();
  });

  it('refuses the common leaked passwords, in any case and with a trailing "!"', () => {
    expect(passwordProblem('Password123')).toMatch(/most common leaked passwords/);
    expect(passwordProblem('QWERTYUIOP')).toMatch(/most common leaked passwords/);
    expect(passwordProblem('iloveyou1!')).toMatch(/most common leaked passwords/);
    expect(passwordProblem('1234567890')).toMatch(/most common leaked passwords/);
  });

  it('refuses one repeated character, and the e-mail or name inside', () => {
    expect(passwordProblem('aaaaaaaaaaaa')).toMatch(/repeats/);
    expect(passwordProblem('ababababab')).toMatch(/repeats/);
    expect(passwordProblem('nino.beridze-2026', { email: 'nino.beridze@school.ge' })).toMatch(/e-mail/);
    expect(passwordProblem('my-Nino Beridze-pw', { name: 'Nino Beridze' })).toMatch(/name/);
    expect(passwordProblem('violet-harbour-97', { email: 'nino@school.ge', name: 'Nino' })).toBeNull();
  });

  it('is one zod schema for every form that sets a password', () => {
    expect(newPasswordSchema.safeParse('violet-harbour-97').success).toBe(true);
    const refused = newPasswordSchema.safeParse('password123');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('formErrors.passwordCommon');
  });
});
