import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';

/** The register and edit form's values: every field a string as typed, city and school by name. */
export interface StudentFormValues {
  firstName: string;
  lastName: string;
  birth: string;
  sex: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  school: string;
  grade: string;
}

export const studentFormFields = [
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
] as const;
export type StudentFormField = (typeof studentFormFields)[number];

export const fieldLabels: Record<StudentFormField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  birth: 'Date of birth',
  sex: 'Sex',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  city: 'City',
  school: 'School',
  grade: 'Grade',
};

export const emptyStudentForm: StudentFormValues = {
  firstName: '',
  lastName: '',
  birth: '',
  sex: '',
  email: '',
  phone: '',
  country: '',
  city: '',
  school: '',
  grade: '',
};

/** The form filled from a stored student: references by id (country) or by name (city, school, grade). */
export function studentToForm(student: ResolvedStudent): StudentFormValues {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    birth: student.birth ?? '',
    sex: student.sex ?? '',
    email: student.email,
    phone: student.phone ?? '',
    country: student.country?._id ?? '',
    city: student.city?.name ?? '',
    school: student.school?.name ?? '',
    grade: student.grade?.name ?? '',
  };
}

/** Required by checkStudentRegistration and registration (spec §4.3); phone is optional. */
export const requiredForRegistration: readonly StudentFormField[] = [
  'firstName',
  'lastName',
  'birth',
  'sex',
  'email',
  'country',
  'city',
  'school',
  'grade',
];

export function hasRequiredFields(values: StudentFormValues): boolean {
  return requiredForRegistration.every((f) => values[f].trim() !== '');
}

/** The registration body from the form, trimmed; an empty phone is left out. The lib schema checks it. */
export function formToRegistrationBody(values: StudentFormValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of studentFormFields) {
    const value =
      field === 'email' || field === 'firstName' || field === 'lastName' || field === 'city' || field === 'school'
        ? values[field].trim()
        : values[field];
    if (field === 'phone' && value === '') continue;
    body[field] = value;
  }
  return body;
}
