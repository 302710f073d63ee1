import { describe, expect, it } from 'vitest';
import { summarizeStudentChanges } from './change-summary';
import type { StudentFormValues } from './student-form';

const stored: StudentFormValues = {
  firstName: 'Nino',
  lastName: 'Beridze',
  birth: '14/05/2012',
  sex: 'f',
  email: 'nino@example.com',
  phone: '',
  country: 'a'.repeat(24),
  city: 'Tbilisi',
  school: 'Tbilisi Public School No. 1',
  grade: '7',
};

describe('summarizeStudentChanges', () => {
  it('sends nothing when nothing changed (spaces around names and a different case of the e-mail are no change)', () => {
    const result = summarizeStudentChanges(stored, { ...stored, firstName: ' Nino ', email: 'NINO@example.com' });
    expect(result).toEqual({ body: {}, changes: [], emailChanged: false });
  });

  it('sends only the changed fields, trimmed, with what they were and will be', () => {
    const result = summarizeStudentChanges(
      stored,
      { ...stored, grade: '8', lastName: 'Beridze-Kapanadze ' },
      { grade: (v) => `Grade ${v}` },
    );
    expect(result.body).toEqual({ lastName: 'Beridze-Kapanadze', grade: '8' });
    expect(result.changes).toEqual([
      { field: 'lastName', label: 'Last name', from: 'Beridze', to: 'Beridze-Kapanadze' },
      { field: 'grade', label: 'Grade', from: 'Grade 7', to: 'Grade 8' },
    ]);
    expect(result.emailChanged).toBe(false);
  });

  it('flags a new e-mail address (it must be confirmed again)', () => {
    const result = summarizeStudentChanges(stored, { ...stored, email: 'nino.b@example.com' });
    expect(result.emailChanged).toBe(true);
    expect(result.body).toEqual({ email: 'nino.b@example.com' });
  });

  it('a new country sends the city and school again, which are looked up by name within it', () => {
    const result = summarizeStudentChanges(stored, {
      ...stored,
      country: 'b'.repeat(24),
      city: 'Baku',
      school: 'Baku School No. 6',
    });
    expect(result.body).toEqual({ country: 'b'.repeat(24), city: 'Baku', school: 'Baku School No. 6' });
    const unchangedNames = summarizeStudentChanges(stored, { ...stored, country: 'b'.repeat(24) });
    expect(Object.keys(unchangedNames.body)).toEqual(['country', 'city', 'school']);
  });

  it('a new city sends the school again', () => {
    const result = summarizeStudentChanges(stored, {
      ...stored,
      city: 'Batumi',
      school: 'Tbilisi Public School No. 1',
    });
    expect(result.body).toEqual({ city: 'Batumi', school: 'Tbilisi Public School No. 1' });
  });

  it('clearing the phone is a change to an empty string (the form shows it as empty)', () => {
    const result = summarizeStudentChanges({ ...stored, phone: '+995 555 123' }, stored);
    expect(result.body).toEqual({ phone: '' });
    expect(result.changes[0]).toMatchObject({ from: '+995 555 123', to: '' });
  });

  it('uses the display function for values, e.g. a country id as its name', () => {
    const result = summarizeStudentChanges(
      stored,
      { ...stored, country: 'b'.repeat(24), city: 'Baku', school: 'Baku School No. 6' },
      { country: (id) => (id === 'b'.repeat(24) ? 'AZERBAIJAN' : 'GEORGIA') },
    );
    expect(result.changes[0]).toEqual({ field: 'country', label: 'Country', from: 'GEORGIA', to: 'AZERBAIJAN' });
    expect(result.changes.map((c) => c.field)).toEqual(['country', 'city', 'school']);
  });
});
