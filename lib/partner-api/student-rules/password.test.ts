import { describe, expect, it } from 'vitest';
import { passwordDetailProblem } from './password';
import { validateSetPassword } from './validate';

const student = { firstName: 'Giorgi', lastName: 'Kapanadze', username: 'GEK1042', email: 'giorgi.k@example.ge' };

describe('password rules', () => {
  it('§4.3 set password: body rules, 5 characters minimum, 72 bytes maximum', () => {
    expect(validateSetPassword({}).ok).toBe(false);
    expect(validateSetPassword({ password: 12345 })).toMatchObject({
      ok: false,
      problems: [{ message: 'password must be a string' }],
    });
    expect(validateSetPassword({ password: 'abcd' })).toMatchObject({
      ok: false,
      problems: [{ message: 'password must be longer than or equal to 5 characters' }],
    });
    expect(validateSetPassword({ password: 'abcde' }).ok).toBe(true);
    expect(validateSetPassword({ password: 'a'.repeat(72) }).ok).toBe(true);
    expect(validateSetPassword({ password: 'a'.repeat(73) })).toMatchObject({
      ok: false,
      problems: [{ message: 'password must be shorter than or equal to 72 bytes' }],
    });
    // 25 three-byte characters: 25 characters but 75 bytes.
    expect(validateSetPassword({ password: 'ა'.repeat(25) }).ok).toBe(false);
    expect(validateSetPassword({ password: 'abcdef', other: 1 })).toMatchObject({
      ok: false,
      problems: [{ message: 'property other should not exist' }],
    });
  });

  it('§4.3 set password: names, username, email and its local part are refused, case-insensitive', () => {
    expect(passwordDetailProblem('myGIORGIpass', student)).toBe("password must not contain the student's first name");
    expect(passwordDetailProblem('kapanadze!!', student)).toBe("password must not contain the student's surname");
    expect(passwordDetailProblem('x-gek1042-x', student)).toBe("password must not contain the student's username");
    expect(passwordDetailProblem('giorgi.k@example.ge', { ...student, firstName: 'Zu' })).toBe(
      "password must not contain the student's email",
    );
    expect(passwordDetailProblem('GIORGI.K-2024', { ...student, firstName: 'Zu' })).toBe(
      "password must not contain the student's email",
    );
    expect(passwordDetailProblem('Sunflower-42', student)).toBeNull();
  });

  it('§4.3 set password: parts shorter than 4 characters are not checked', () => {
    expect(
      passwordDetailProblem('annabelle', { firstName: 'Ann', lastName: 'Li', email: 'abc@example.com' }),
    ).toBeNull();
    expect(passwordDetailProblem('xliax', { firstName: 'Lia', lastName: 'Li' })).toBeNull();
  });
});
