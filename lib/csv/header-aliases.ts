import type { ImportField } from './fields';

/**
 * Header names recognised for each field, written as people write them; they are compared after
 * `normalizeHeader`, so case, spaces, underscores, dashes, dots and accents do not matter.
 * English first, then a few Georgian, Russian and Spanish names.
 */
export const headerAliases: Record<ImportField, readonly string[]> = {
  firstName: ['first name', 'firstname', 'given name', 'forename', 'name', 'first', 'სახელი', 'имя', 'nombre', 'nombres'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'last', 'გვარი', 'фамилия', 'apellido', 'apellidos'],
  birth: [
    'birth', 'date of birth', 'dob', 'birthdate', 'birth date', 'birthday', 'born',
    'დაბადების თარიღი', 'დაბადების დღე', 'дата рождения', 'день рождения', 'fecha de nacimiento', 'nacimiento',
  ],
  sex: ['sex', 'gender', 'სქესი', 'пол', 'sexo', 'genero'],
  email: [
    'email', 'e-mail', 'email address', 'e-mail address', 'mail', 'student email',
    'ელფოსტა', 'ელ ფოსტა', 'ელ-ფოსტა', 'электронная почта', 'почта', 'эл почта', 'correo', 'correo electronico',
  ],
  phone: [
    'phone', 'phone number', 'mobile', 'mobile phone', 'mobile number', 'telephone', 'tel', 'cell', 'cellphone',
    'ტელეფონი', 'მობილური', 'телефон', 'мобильный', 'telefono', 'celular', 'movil',
  ],
  country: ['country', 'country code', 'nation', 'ქვეყანა', 'страна', 'pais'],
  city: ['city', 'town', 'city name', 'ქალაქი', 'город', 'ciudad', 'localidad'],
  school: ['school', 'school name', 'სკოლა', 'школа', 'escuela', 'colegio'],
  grade: ['grade', 'class', 'year', 'form', 'grade level', 'კლასი', 'класс', 'grado', 'curso'],
  activatedPlatformsThisSeason: [
    'platforms', 'platform', 'activated platforms', 'activated platforms this season', 'platforms this season', 'organizations',
  ],
  externalRef: [
    'external ref', 'externalref', 'external reference', 'external id', 'student id', 'id', 'reference', 'ref',
    'student number', 'pupil id', 'მოსწავლის id', 'номер', 'id estudiante',
  ],
};

/** Words that often precede a field name and say nothing more: "Student first name", "Pupil's e-mail". */
export const headerPrefixes = ['student', 'students', 'pupil', 'pupils', 'child', 'learner', 'participant', 'მოსწავლის', 'ученика', 'ученик', 'del alumno', 'alumno'];

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
