import { describe, expect, it } from 'vitest';
import { errorsStillTrue } from './form-errors';
import { emptyStudentForm } from './student-form';

describe('errorsStillTrue', () => {
  const sent = { ...emptyStudentForm, school: 'School No. 99', email: 'a@example.com' };
  const answered = {
    errors: { school: ['School is not one the platform knows.'], form: ['Not registered.'] },
    values: sent,
  };

  it("keeps a field's messages while it holds the value that was sent, and the form's always", () => {
    expect(errorsStillTrue(answered, { ...sent, city: 'Tbilisi' })).toEqual(answered.errors);
  });

  it('drops the messages of a field changed since, even when the answer came after the change', () => {
    expect(errorsStillTrue(answered, { ...sent, school: 'School No. 1' })).toEqual({ form: ['Not registered.'] });
  });

  it('has nothing to say before an answer', () => {
    expect(errorsStillTrue(null, sent)).toEqual({});
  });
});
