import { describe, expect, it } from 'vitest';
import { validateCheck, validateRegistration, validateUpdate } from './validate';

const valid = {
  firstName: 'María',
  lastName: 'Beridze',
  birth: '14/03/2012',
  sex: 'f',
  email: 'Maria.Beridze@Example.GE',
  country: '64b7f0c2a1d3e4f5a6b7c8d9',
  grade: '7',
  city: 'Tbilisi',
  school: 'Tbilisi Public School No. 1',
};

function messages(result: { ok: boolean; problems?: Array<{ field: string; message: string }> }) {
  return result.ok ? [] : result.problems!.map((p) => `${p.field}: ${p.message}`);
}

describe('validateRegistration / validateCheck', () => {
  it('§4.3 check: a complete body passes, email lower-cased', () => {
    const result = validateCheck(valid);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.email).toBe('maria.beridze@example.ge');
  });

  it('§7.6 an empty body names every required field', () => {
    expect(messages(validateCheck({}))).toEqual([
      'firstName: firstName should not be empty',
      'lastName: lastName should not be empty',
      'birth: birth should not be empty',
      'sex: sex should not be empty',
      'email: email should not be empty',
      'country: country should not be empty',
      'grade: grade should not be empty',
      'city: city should not be empty',
      'school: school should not be empty',
    ]);
    expect(messages(validateCheck('not an object'))).toHaveLength(9);
  });

  it('§7.6 the spec messages of each field', () => {
    expect(messages(validateCheck({ ...valid, email: 'nope' }))).toEqual(['email: email must be an email']);
    expect(messages(validateCheck({ ...valid, email: '' }))).toEqual(['email: email should not be empty']);
    expect(messages(validateCheck({ ...valid, firstName: '  ' }))).toEqual([
      'firstName: firstName should not be empty',
    ]);
    expect(messages(validateCheck({ ...valid, birth: '2012-03-14' }))).toEqual([
      'birth: birth must be a real date in DD/MM/YYYY format',
    ]);
    expect(messages(validateCheck({ ...valid, birth: '31/02/2012' }))).toEqual([
      'birth: birth must be a real date in DD/MM/YYYY format',
    ]);
    expect(messages(validateCheck({ ...valid, sex: 'x' }))).toEqual([
      'sex: sex must be one of the following values: m, f, n',
    ]);
    expect(messages(validateCheck({ ...valid, phone: 5 }))).toEqual(['phone: phone must be a string']);
    expect(messages(validateCheck({ ...valid, phone: null }))).toEqual(['phone: phone must be a string']);
    expect(messages(validateCheck({ ...valid, email2: 'x@example.com' }))).toEqual(['email2: email2 must be empty']);
    expect(messages(validateCheck({ ...valid, country: 'Georgia' }))).toEqual([
      'country: country must be a mongodb id',
    ]);
    expect(messages(validateCheck({ ...valid, activatedPlatformsThisSeason: 'stem' }))).toEqual([
      'activatedPlatformsThisSeason: activatedPlatformsThisSeason must be an array',
    ]);
    expect(messages(validateCheck({ ...valid, activatedPlatformsThisSeason: null }))).toEqual([
      'activatedPlatformsThisSeason: activatedPlatformsThisSeason must be an array',
    ]);
  });

  it('refuses control characters in every text field, at the field (issue 16 item 4: PostgreSQL text cannot hold NUL)', () => {
    const message = (field: string) =>
      `${field}: ${field} must not contain control characters (a tab, a line break or an invisible character)`;
    expect(messages(validateCheck({ ...valid, firstName: 'a\u0000b' }))).toEqual([message('firstName')]);
    expect(messages(validateCheck({ ...valid, lastName: 'Beridze\n' }))).toEqual([message('lastName')]);
    expect(messages(validateCheck({ ...valid, city: 'Tbi\tlisi' }))).toEqual([message('city')]);
    expect(messages(validateCheck({ ...valid, school: 'School\u0085' }))).toEqual([message('school')]);
    expect(messages(validateCheck({ ...valid, phone: '+995\u0000' }))).toEqual([message('phone')]);
    expect(messages(validateUpdate({ firstName: '\u0007Nino' }))).toEqual([message('firstName')]);
    expect(validateCheck({ ...valid, firstName: "Nino-Mariam O'Neil Ünal" }).ok).toBe(true);
  });

  it('§4.3 email2 left out, null or empty passes and is dropped', () => {
    for (const email2 of [null, '']) {
      const result = validateCheck({ ...valid, email2 });
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value.email2).toBeUndefined();
    }
  });

  it('§7.6 activatedPlatformsThisSeason: slugs or common, core refused, at most 6, duplicates dropped', () => {
    expect(messages(validateCheck({ ...valid, activatedPlatformsThisSeason: ['core'] }))[0]).toMatch(
      /must be one of the following values: common, stem/,
    );
    expect(
      messages(
        validateCheck({
          ...valid,
          activatedPlatformsThisSeason: ['stem', 'neo', 'neo', 'gmath', 'coding', 'common', 'hilingua'],
        }),
      ),
    ).toEqual(['activatedPlatformsThisSeason: activatedPlatformsThisSeason must contain no more than 6 elements']);
    const result = validateCheck({ ...valid, activatedPlatformsThisSeason: ['stem', 'stem', 'neo'] });
    expect(result.ok && result.value.activatedPlatformsThisSeason).toEqual(['stem', 'neo']);
  });

  it('§1 conventions: unknown properties are refused by name, password too on check', () => {
    expect(messages(validateCheck({ ...valid, nickname: 'x', password: 'abcdefgh' }))).toEqual([
      'nickname: property nickname should not exist',
      'password: property password should not exist',
    ]);
  });

  it('§4.8 registerStudent takes an optional password with the password rules', () => {
    expect(validateRegistration(valid).ok).toBe(true);
    expect(validateRegistration({ ...valid, password: 'Sunflower-42' }).ok).toBe(true);
    expect(messages(validateRegistration({ ...valid, password: 'abc' }))).toEqual([
      'password: password must be longer than or equal to 5 characters',
    ]);
    expect(messages(validateRegistration({ ...valid, password: 'xxberidzexx' }))).toEqual([
      "password: password must not contain the student's surname",
    ]);
  });
});

describe('validateUpdate', () => {
  it('§4.3 updateStudent: every field optional', () => {
    expect(validateUpdate({}).ok).toBe(true);
    expect(validateUpdate({ grade: '3', phone: '' }).ok).toBe(true);
  });

  it('§4.3 rule 1: password is refused', () => {
    expect(messages(validateUpdate({ password: 'abcdefgh' }))).toEqual([
      'password: property password should not exist',
    ]);
  });

  it('§4.3 rule 4: names, birth, sex cannot be cleared; phone null refused; email null refused', () => {
    expect(messages(validateUpdate({ firstName: '' }))).toEqual(['firstName: firstName should not be empty']);
    expect(messages(validateUpdate({ lastName: null }))).toEqual(['lastName: lastName should not be empty']);
    expect(messages(validateUpdate({ birth: null }))).toEqual(['birth: birth should not be empty']);
    expect(messages(validateUpdate({ sex: null }))).toEqual(['sex: sex must be one of the following values: m, f, n']);
    expect(messages(validateUpdate({ phone: null }))).toEqual(['phone: phone must be a string']);
    expect(messages(validateUpdate({ email: null }))).toEqual(['email: email must be a valid email address']);
  });

  it('§4.3 rule 5 and 6: null activatedPlatformsThisSeason and null references are refused', () => {
    expect(messages(validateUpdate({ activatedPlatformsThisSeason: null }))).toEqual([
      'activatedPlatformsThisSeason: activatedPlatformsThisSeason must be an array',
    ]);
    expect(messages(validateUpdate({ country: null, grade: null, city: null, school: null }))).toEqual([
      'country: country must be a mongodb id',
      'grade: grade should not be empty',
      'city: city should not be empty',
      'school: school should not be empty',
    ]);
  });
});
