/**
 * The columns a student file can fill: the import row's fields (spec §4.3 createStudentImport: every
 * registration field but `password`, plus `externalRef`). `email2` is left out on purpose: it must stay empty.
 */
export const importFields = [
  'firstName',
  'lastName',
  'birth',
  'sex',
  'email',
  'phone',
  'country',
  'city',
  'school',
  'grade',
  'activatedPlatformsThisSeason',
  'externalRef',
] as const;

export type ImportField = (typeof importFields)[number];

/** Required by the check and import operations (spec §4.3). */
export const requiredImportFields = [
  'firstName',
  'lastName',
  'birth',
  'sex',
  'email',
  'country',
  'grade',
  'school',
  'city',
] as const satisfies readonly ImportField[];

export function isImportField(value: unknown): value is ImportField {
  return typeof value === 'string' && (importFields as readonly string[]).includes(value);
}

export function isRequiredField(field: ImportField): boolean {
  return (requiredImportFields as readonly string[]).includes(field);
}

/** Labels for people, in the column-mapping screen and in messages. */
export const importFieldLabels: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  birth: 'Date of birth (DD/MM/YYYY)',
  sex: 'Sex (m, f or n)',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  city: 'City',
  school: 'School',
  grade: 'Grade (1 to 12)',
  activatedPlatformsThisSeason: 'Platforms this season',
  externalRef: 'Your reference (student id in your system)',
};
