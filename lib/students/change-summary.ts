import { fieldLabels, studentFormFields, type StudentFormField, type StudentFormValues } from './student-form';

export interface FieldChange {
  field: StudentFormField;
  label: string;
  from: string;
  to: string;
}

export interface StudentChanges {
  /** The update body: only what changed (spec §4.3 updateStudent, every field optional). */
  body: Partial<Record<StudentFormField, string>>;
  /** For people: what will change, in form order. */
  changes: FieldChange[];
  /** The e-mail changes (case aside): the student must confirm the new address (spec §3). */
  emailChanged: boolean;
}

const trimmed = (field: StudentFormField, value: string) =>
  field === 'birth' || field === 'sex' || field === 'country' || field === 'grade' ? value : value.trim();

/**
 * Compares the edit form with the stored student. A city or school given by name is looked up within the
 * country and city (spec §4.3 rule 2), so a new country sends the city and school again, and a new city
 * the school; the e-mail compares without case (it is stored in lower case).
 */
export function summarizeStudentChanges(
  before: StudentFormValues,
  after: StudentFormValues,
  display: Partial<Record<StudentFormField, (value: string) => string>> = {},
): StudentChanges {
  const changed = new Set<StudentFormField>();
  for (const field of studentFormFields) {
    const a = trimmed(field, before[field]);
    const b = trimmed(field, after[field]);
    const same = field === 'email' ? a.toLowerCase() === b.toLowerCase() : a === b;
    if (!same) changed.add(field);
  }
  if (changed.has('country')) {
    if (after.city.trim() !== '') changed.add('city');
    if (after.school.trim() !== '') changed.add('school');
  }
  if (changed.has('city') && after.school.trim() !== '') changed.add('school');
  const body: Partial<Record<StudentFormField, string>> = {};
  const changes: FieldChange[] = [];
  for (const field of studentFormFields) {
    if (!changed.has(field)) continue;
    const to = trimmed(field, after[field]);
    body[field] = to;
    const show = display[field] ?? ((v: string) => v);
    const from = trimmed(field, before[field]);
    changes.push({
      field,
      label: fieldLabels[field],
      // An empty value stays '': the form says "(empty)" in the reader's language.
      from: from === '' ? '' : show(from),
      to: to === '' ? '' : show(to),
    });
  }
  return { body, changes, emailChanged: changed.has('email') };
}
