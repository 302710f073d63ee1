'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { studentCheckSchema } from '@/lib/partner-api/student-rules/body-schemas';
import type { ActionFailure } from '@/lib/query/action-query';
import {
  errorsOfFieldErrors,
  errorsOfIssues,
  errorsOfProblems,
  mergeErrors,
  type FormErrors,
} from '@/lib/students/form-errors';
import { liveFieldErrors, registrationStatusBeforeCheck } from '@/lib/students/live-check';
import { initialSchool } from '@/lib/students/school-choices';
import {
  emptyStudentForm,
  formToRegistrationBody,
  type StudentFormField,
  type StudentFormValues,
} from '@/lib/students/student-form';
import { registerStudentAction } from '@/server/students/actions';
import { StudentFormFields, type CountryOption } from './student-form-fields';
import { useRegistrationCheck } from './use-registration-check';

/**
 * Registers a student: the field rules while typing, the API's check before sending, then the new student's
 * page. A coordinator (`schools`) chooses the school from theirs (their only one is filled in).
 */
export function RegisterStudentForm({
  countries,
  schools = null,
}: {
  countries: CountryOption[];
  schools?: readonly string[] | null;
}) {
  const router = useRouter();
  const [values, setValues] = useState<StudentFormValues>(() => ({
    ...emptyStudentForm,
    school: initialSchool(schools),
  }));
  const [submitErrors, setSubmitErrors] = useState<FormErrors>({});
  // Fields the person has left: from then on their rule problems show as they type.
  const [touched, setTouched] = useState<ReadonlySet<StudentFormField>>(() => new Set());
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const check = useRegistrationCheck(values);
  const duplicate = check.state === 'done' ? check.result.duplicate : null;
  const checkErrors =
    check.state === 'done'
      ? errorsOfProblems(check.result.problems)
      : check.state === 'failed'
        ? errorsOfFieldErrors(check.fieldErrors)
        : {};
  const errors = mergeErrors(liveFieldErrors(values, touched), checkErrors, submitErrors);

  const onChange = (field: StudentFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSubmitErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = formToRegistrationBody(values);
    const parsed = studentCheckSchema.safeParse(body);
    if (!parsed.success) {
      setSubmitErrors(errorsOfIssues(parsed.error));
      return;
    }
    setSubmitErrors({});
    startTransition(async () => {
      const result = await registerStudentAction(body);
      if (result.ok) {
        router.push(`/students/${result.data.student._id}?registered=1`);
        return;
      }
      setFailure(result.error);
      setSubmitErrors(errorsOfFieldErrors(result.fieldErrors));
    });
  };

  const emailExtra =
    duplicate?.sameAccount && duplicate.studentId ? (
      <p className="mt-1 text-sm text-amber-900" data-testid="duplicate-student">
        One of your students already has this address:{' '}
        <Link href={`/students/${duplicate.studentId}`} className="font-medium underline">
          open that student
        </Link>
        .
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      className="space-y-5"
      noValidate
      onBlur={(event) => {
        const field = event.target.id.replace(/^student-/, '') as StudentFormField;
        if (field in values && !touched.has(field)) setTouched(new Set([...touched, field]));
      }}
    >
      <StudentFormFields
        values={values}
        onChange={onChange}
        errors={errors}
        countries={countries}
        extras={{ email: emailExtra }}
        schools={schools}
      />
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="registration-check">
        {check.state === 'checking'
          ? 'Checking with the Partner API…'
          : check.state === 'done'
            ? check.result.valid
              ? 'The Partner API would accept this registration.'
              : 'The Partner API found problems; see the fields above.'
            : check.state === 'failed'
              ? `The registration could not be checked: ${check.error.message}`
              : registrationStatusBeforeCheck(values)}
      </p>
      {failure ? (
        <Alert title="The student was not registered." requestId={failure.requestId}>
          {failure.status === 409
            ? 'This e-mail address is already registered on the platform (one address belongs to one student). Use another address, or find the student on the Students page if they are yours.'
            : failure.message}
        </Alert>
      ) : null}
      <GatedButton type="submit" operation="registerStudent" organization="core" disabled={pending}>
        {pending ? 'Registering…' : 'Register student'}
      </GatedButton>
    </form>
  );
}
