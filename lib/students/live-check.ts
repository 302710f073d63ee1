import { studentCheckSchema } from '@/lib/partner-api/student-rules/body-schemas';
import { errorsOfIssues, type FormErrors } from './form-errors';
import {
  formToRegistrationBody,
  requiredForRegistration,
  type StudentFormField,
  type StudentFormValues,
} from './student-form';

/**
 * The shared field rules (the API's own words) for the fields the person has left, or typed in full (a birth
 * date of ten characters), so every mistake shows at once as they type, not one at a time on submit.
 */
export function liveFieldErrors(values: StudentFormValues, touched: ReadonlySet<StudentFormField>): FormErrors {
  const parsed = studentCheckSchema.safeParse(formToRegistrationBody(values));
  if (parsed.success) return {};
  const all = errorsOfIssues(parsed.error);
  const shown: FormErrors = {};
  for (const [field, messages] of Object.entries(all) as Array<[StudentFormField | 'form', string[]]>) {
    if (field === 'form') continue;
    const typedInFull = field === 'birth' && values.birth.trim().length >= 10;
    if (touched.has(field) || typedInFull) shown[field] = messages;
  }
  return shown;
}

/** The required fields still empty, in the form's order. */
export function missingRequired(values: StudentFormValues): StudentFormField[] {
  return requiredForRegistration.filter((f) => values[f].trim() === '');
}

/** What the status line under the form says before the API check runs: what is still to do, in words. */
export type RegistrationStatus =
  { kind: 'missing'; fields: StudentFormField[] } | { kind: 'invalid' } | { kind: 'ready' };

/** Where a registration stands before the API's check: fields still empty, rules broken, or ready to check. */
export function registrationStatusBeforeCheck(values: StudentFormValues): RegistrationStatus {
  const missing = missingRequired(values);
  if (missing.length > 0) return { kind: 'missing', fields: missing };
  if (!studentCheckSchema.safeParse(formToRegistrationBody(values)).success) return { kind: 'invalid' };
  return { kind: 'ready' };
}
