import type { ImportField } from './fields';

/**
 * Header names recognised for each field, written as people write them; they are compared after
 * `normalizeHeader`, so case, spaces, underscores, dashes, dots and accents do not matter.
 * English first (with the column names of common school information system exports, such as `First_name`,
 * `Student_email`, `DOB`, OneRoster's `givenName`, `familyName`, `grades`), then Georgian, Russian,
 * Azerbaijani and Spanish names.
 */
export const headerAliases: Record<ImportField, readonly string[]> = {
  firstName: ['first name', 'firstname', 'given name', 'forename', 'name', 'first', 'სახელი', 'имя', 'nombre', 'nombres',
    'ad', 'adı'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'last', 'გვარი', 'фамилия', 'apellido', 'apellidos',
    'soyad', 'soyadı'],
  birth: [
    'birth', 'date of birth', 'dob', 'birthdate', 'birth date', 'birthday', 'born',
    'დაბადების თარიღი', 'დაბადების დღე', 'дата рождения', 'день рождения', 'fecha de nacimiento', 'nacimiento',
    'დაბ თარიღი', 'дата рожд', 'doğum tarixi', 'təvəllüd',
  ],
  sex: ['sex', 'gender', 'სქესი', 'пол', 'sexo', 'genero', 'cins', 'cinsi'],
  email: [
    'email', 'e-mail', 'email address', 'e-mail address', 'mail', 'student email',
    'ელფოსტა', 'ელ ფოსტა', 'ელ-ფოსტა', 'электронная почта', 'почта', 'эл почта', 'correo', 'correo electronico',
    'e-poçt', 'elektron poçt', 'e-poçt ünvanı', 'email ünvanı',
  ],
  phone: [
    'phone', 'phone number', 'mobile', 'mobile phone', 'mobile number', 'telephone', 'tel', 'cell', 'cellphone',
    'ტელეფონი', 'მობილური', 'ტელ', 'მობ ტელეფონი', 'телефон', 'мобильный', 'мобильный телефон', 'номер телефона',
    'telefono', 'celular', 'movil', 'home phone', 'sms', 'telefon', 'mobil', 'telefon nömrəsi', 'əlaqə nömrəsi',
  ],
  country: ['country', 'country code', 'nation', 'ქვეყანა', 'страна', 'pais', 'ölkə'],
  city: ['city', 'town', 'city name', 'ქალაქი', 'город', 'населенный пункт', 'ciudad', 'localidad', 'şəhər'],
  school: [
    'school', 'school name', 'სკოლა', 'სკოლის სახელი', 'სკოლის დასახელება', 'школа', 'учебное заведение', 'escuela', 'colegio', 'məktəb',
  ],
  grade: [
    'grade', 'grades', 'class', 'year', 'form', 'grade level', 'current grade', 'year group', 'კლასი', 'класс', 'grado', 'curso', 'sinif',
  ],
  activatedPlatformsThisSeason: [
    'platforms', 'platform', 'activated platforms', 'activated platforms this season', 'platforms this season', 'organizations',
  ],
  externalRef: [
    'your reference', 'external ref', 'externalref', 'external reference', 'external id', 'student id', 'id', 'reference', 'ref',
    'student number', 'pupil id', 'მოსწავლის id', 'номер', 'id estudiante',
    'sis id', 'sourcedid', 'identifier', 'local id', 'state id', 'პირადი ნომერი',
  ],
};

/** Words that often precede a field name and say nothing more: "Student first name", "Pupil's e-mail". */
export const headerPrefixes = ['student', 'students', 'pupil', 'pupils', 'child', 'learner', 'participant', 'მოსწავლის', 'ученика', 'ученик', 'del alumno', 'alumno', 'şagird', 'şagirdin'];

/**
 * Lower case, accents and other marks removed (NFD), everything in parentheses dropped ("Birth (DD/MM/YYYY)"),
 * then only letters and digits of any script kept.
 */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}
