import { describe, expect, it } from 'vitest';
import { emptyMapping, matchHeader, suggestMapping, validateMapping } from './column-mapping';
import {
  fromSavedMapping,
  headerSetKey,
  mappingFor,
  rememberMapping,
  rememberedHeaderSets,
  toSavedMapping,
} from './saved-mapping';
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
    // School information system exports (Clever, PowerSchool, OneRoster).
    ['First_name', 'firstName'],
    ['Last_name', 'lastName'],
    ['Student_email', 'email'],
    ['School_name', 'school'],
    ['Grade_Level', 'grade'],
    ['givenName', 'firstName'],
    ['familyName', 'lastName'],
    ['grades', 'grade'],
    ['birthDate', 'birth'],
    ['Student_number', 'externalRef'],
    ['sourcedId', 'externalRef'],
    // Georgian, Russian, Azerbaijani.
    ['დაბ. თარიღი', 'birth'],
    ['სკოლის დასახელება', 'school'],
    ['პირადი ნომერი', 'externalRef'],
    ['Номер телефона', 'phone'],
    ['Эл. почта', 'email'],
    ['Учебное заведение', 'school'],
    ['Ad', 'firstName'],
    ['Soyadı', 'lastName'],
    ['Doğum tarixi', 'birth'],
    ['Cinsi', 'sex'],
    ['E-poçt', 'email'],
    ['Ölkə', 'country'],
    ['Şəhər', 'city'],
    ['Məktəb', 'school'],
    ['Sinif', 'grade'],
    ['Şagirdin adı', 'firstName'],
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
      firstName: 0,
      lastName: 1,
      birth: 2,
      sex: 3,
      email: 4,
      phone: 5,
      country: 6,
      city: 7,
      school: 8,
      grade: 9,
      activatedPlatformsThisSeason: null,
      externalRef: 10,
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
    expect(validateMapping(suggestMapping(standardHeaders), standardHeaders.length)).toEqual({
      ok: true,
      problems: [],
    });
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
    const r = validateMapping(
      { ...suggestMapping(standardHeaders), phone: 0, externalRef: 42 },
      standardHeaders.length,
    );
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

describe('exports of other systems', () => {
  it.each([
    [
      'Clever',
      ['Student_id', 'First_name', 'Last_name', 'DOB', 'Gender', 'Student_email', 'Grade', 'School_name', 'City'],
    ],
    ['OneRoster users.csv', ['sourcedId', 'givenName', 'familyName', 'email', 'grades', 'birthDate', 'sex', 'phone']],
    [
      'Georgian',
      ['სახელი', 'გვარი', 'დაბ. თარიღი', 'სქესი', 'ელ. ფოსტა', 'ქალაქი', 'სკოლის დასახელება', 'კლასი', 'პირადი ნომერი'],
    ],
    ['Russian', ['Фамилия', 'Имя', 'Дата рождения', 'Пол', 'Эл. почта', 'Город', 'Школа', 'Класс', 'Номер телефона']],
    ['Azerbaijani', ['Soyadı', 'Adı', 'Doğum tarixi', 'Cinsi', 'E-poçt', 'Şəhər', 'Məktəb', 'Sinif', 'Telefon']],
  ])('%s: every column is matched to a different field', (_name, headers) => {
    const mapping = suggestMapping(headers);
    const used = Object.values(mapping).filter((c) => c !== null);
    expect(used).toHaveLength(headers.length);
    expect(new Set(used).size).toBe(headers.length);
  });
});

describe('a mapping remembered per header set', () => {
  const sis = ['Student_id', 'First_name', 'Last_name', 'Notes', 'Email'];
  const other = ['Email', 'Notes', 'First name', 'Last name'];

  it('gives back the mapping chosen for the same columns, in any order, and the latest one for new columns', () => {
    const forSis = { ...suggestMapping(sis), externalRef: null, phone: 3 };
    let stored = rememberMapping(null, sis, toSavedMapping(forSis, sis));
    const forOther = { ...suggestMapping(other), phone: 1 };
    stored = JSON.parse(JSON.stringify(rememberMapping(stored, other, toSavedMapping(forOther, other))));
    expect(stored.sets.map((s: { key: string }) => s.key)).toEqual([headerSetKey(other), headerSetKey(sis)]);

    expect(mappingFor(stored, sis)).toEqual(forSis);
    const reordered = ['Email', 'Last_name', 'Notes', 'First_name', 'Student_id'];
    expect(mappingFor(stored, reordered)).toMatchObject({
      externalRef: null,
      phone: 2,
      firstName: 3,
      lastName: 1,
      email: 0,
    });
    expect(mappingFor(stored, other)).toEqual(forOther);
    // A header set never seen: the most recent choice (Notes is the phone), by column name.
    expect(mappingFor(stored, ['Notes', 'E-mail', 'First name'])).toMatchObject({ phone: 0 });
  });

  it('reads a mapping stored before header sets were remembered, and keeps at most the latest sets', () => {
    const legacy = { phone: 'Notes' };
    expect(mappingFor(legacy, other).phone).toBe(1);
    let stored: unknown = legacy;
    for (let i = 0; i < rememberedHeaderSets + 5; i++) stored = rememberMapping(stored, [`Email`, `Extra ${i}`], {});
    expect((stored as { sets: unknown[] }).sets).toHaveLength(rememberedHeaderSets);
    expect(mappingFor({ sets: 'nonsense' }, other)).toEqual(suggestMapping(other));
  });
});
