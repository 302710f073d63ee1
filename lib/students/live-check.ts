import { studentCheckSchema } from '@/lib/partner-api/student-rules/body-schemas';
import { errorsOfIssues, type FormErrors } from './form-errors';
import {
  fieldLabels,
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
export function registrationStatusBeforeCheck(values: StudentFormValues): string {
  const missing = missingRequired(values);
  if (missing.length > 0) {
    const names = missing.map((f) => fieldLabels[f]).join(', ');
    return `Still to fill in: ${names}. Then the Partner API checks the registration before you send it.`;
  }
  if (!studentCheckSchema.safeParse(formToRegistrationBody(values)).success)
    return 'Every required field is filled. Fix the highlighted fields; then the Partner API checks the registration.';
  return 'Every field passes the rules; the Partner API checks the registration in a moment.';
}
