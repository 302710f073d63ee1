import { describe, expect, it } from 'vitest';
import { liveFieldErrors, missingRequired, registrationStatusBeforeCheck } from './live-check';
import { emptyStudentForm, type StudentFormValues } from './student-form';

const complete: StudentFormValues = {
  ...emptyStudentForm,
  firstName: 'Nino',
  lastName: 'Beridze',
  birth: '03/05/2011',
  sex: 'f',
  email: 'nino@example.test',
  country: '65a000000000000000000001',
  city: 'Tbilisi',
  school: 'Tbilisi Public School No. 1',
  grade: '5',
};

describe('live field checks', () => {
  it('shows a birth date that cannot exist as soon as it is typed in full, before submit', () => {
    const errors = liveFieldErrors({ ...complete, birth: '31/02/2011' }, new Set());
    expect(errors.birth?.[0]).toMatch(/birth/);
  });

  it('does not flag a birth date still being typed, nor fields not yet visited', () => {
    expect(liveFieldErrors({ ...emptyStudentForm, birth: '03/0' }, new Set())).toEqual({});
  });

  it('shows every touched field’s problem at once', () => {
    const errors = liveFieldErrors(
      { ...complete, email: 'not-an-address', birth: '2011-05-03' },
      new Set(['email', 'birth'] as const),
    );
    expect(Object.keys(errors).sort()).toEqual(['birth', 'email']);
  });

  it('answers nothing when every field passes', () => {
    expect(liveFieldErrors(complete, new Set(['email', 'birth', 'city'] as const))).toEqual({});
  });
});

describe('the status line before the API check', () => {
  it('names the required fields still empty', () => {
    expect(missingRequired({ ...complete, city: '', grade: ' ' })).toEqual(['city', 'grade']);
    expect(registrationStatusBeforeCheck({ ...complete, city: '' })).toEqual({ kind: 'missing', fields: ['city'] });
  });

  it('no longer says "when every required field is filled" once they are', () => {
    expect(registrationStatusBeforeCheck({ ...complete, birth: '31/02/2011' })).toEqual({ kind: 'invalid' });
    expect(registrationStatusBeforeCheck(complete)).toEqual({ kind: 'ready' });
  });
});
