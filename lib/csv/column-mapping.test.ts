import { describe, expect, it } from 'vitest';
import { emptyMapping, matchHeader, suggestMapping, validateMapping } from './column-mapping';
import { fromSavedMapping, toSavedMapping } from './saved-mapping';
import { standardHeaders } from './testing/fixtures';

describe('matchHeader', () => {
  it.each([
    ['First Name', 'firstName'],
    ['first_name', 'firstName'],
    ['FIRST-NAME', 'firstName'],
    ['Given name', 'firstName'],
    ['Forename', 'firstName'],
    ['Student First Name', 'firstName'],
    ['Surname', 'lastName'],
    ['Family name', 'lastName'],
    ['DOB', 'birth'],
    ['Date of birth (DD/MM/YYYY)', 'birth'],
    ['Birthday', 'birth'],
    ['Gender', 'sex'],
    ['E-mail address', 'email'],
    ['Pupil e-mail', 'email'],
    ['Mobile', 'phone'],
    ['Téléphone', 'phone'],
    ['Teléfono', 'phone'],
    ['Town', 'city'],
    ['School name', 'school'],
    ['Class', 'grade'],
    ['Year', 'grade'],
    ['Platforms', 'activatedPlatformsThisSeason'],
    ['Student ID', 'externalRef'],
    ['ID', 'externalRef'],
    ['სახელი', 'firstName'],
    ['გვარი', 'lastName'],
    ['ელ-ფოსტა', 'email'],
    ['Фамилия', 'lastName'],
    ['Дата рождения', 'birth'],
    ['Класс', 'grade'],
    ['Fecha de nacimiento', 'birth'],
    ['País', 'country'],
    ['Full name', null],
    ['Email 2', null],
    ['', null],
  ])('%s -> %s', (header, field) => {
    expect(matchHeader(header)).toBe(field);
  });
});

describe('suggestMapping', () => {
  it('maps every field of a typical export to its column', () => {
    expect(suggestMapping(standardHeaders)).toEqual({
      firstName: 0, lastName: 1, birth: 2, sex: 3, email: 4, phone: 5, country: 6, city: 7, school: 8, grade: 9,
      activatedPlatformsThisSeason: null, externalRef: 10,
    });
  });

  it('gives each field the first matching column and leaves unknown columns out', () => {
    const m = suggestMapping(['Notes', 'Email', 'E-mail', 'Name']);
    expect(m.email).toBe(1);
    expect(m.firstName).toBe(3);
    expect(Object.values(m).filter((c) => c !== null)).toHaveLength(2);
  });
});

describe('validateMapping', () => {
  it('accepts a complete mapping', () => {
    expect(validateMapping(suggestMapping(standardHeaders), standardHeaders.length)).toEqual({ ok: true, problems: [] });
  });

  it('names every required field without a column', () => {
    const r = validateMapping({ ...suggestMapping(standardHeaders), birth: null, school: null });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.code, p.field])).toEqual([
      ['required_field_unmapped', 'birth'],
      ['required_field_unmapped', 'school'],
    ]);
  });

  it('refuses a column used for two fields and a column that does not exist', () => {
    const r = validateMapping({ ...suggestMapping(standardHeaders), phone: 0, externalRef: 42 }, standardHeaders.length);
    expect(r.problems.map((p) => [p.code, p.field, p.column])).toEqual([
      ['column_used_twice', 'phone', 0],
      ['column_out_of_range', 'externalRef', 42],
    ]);
  });

  it('an empty mapping lacks the nine required fields', () => {
    expect(validateMapping(emptyMapping()).problems).toHaveLength(9);
  });
});

describe('saved mappings', () => {
  it('survive JSON and a new file with the columns in another order', () => {
    const headers = ['Vorname', 'Surname', 'Born'];
    const mapping = { ...emptyMapping(), firstName: 0, lastName: 1, birth: 2 };
    const saved = JSON.parse(JSON.stringify(toSavedMapping(mapping, headers)));
    const next = fromSavedMapping(saved, ['born', 'E-mail', 'VORNAME', 'Surname']);
    expect(next).toMatchObject({ firstName: 2, lastName: 3, birth: 0, email: 1 });
  });

  it('keep a field the user left unmapped, and ignore a tampered value', () => {
    const saved = { ...toSavedMapping(suggestMapping(standardHeaders), standardHeaders), phone: null };
    expect(fromSavedMapping(saved, standardHeaders).phone).toBeNull();
    expect(fromSavedMapping({ email: 42 }, standardHeaders)).toEqual(suggestMapping(standardHeaders));
  });
});
