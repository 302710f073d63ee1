'use client';
import { FailureText } from '@/components/ui/failure-text';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
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
  errorsStillTrue,
  mergeErrors,
  type AnsweredErrors,
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
  const t = useTranslations('registerStudent');
  const fieldName = useTranslations('fields');
  const [values, setValues] = useState<StudentFormValues>(() => ({
    ...emptyStudentForm,
    school: initialSchool(schools),
  }));
  const [submitErrors, setSubmitErrors] = useState<AnsweredErrors | null>(null);
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
  const errors = mergeErrors(liveFieldErrors(values, touched), checkErrors, errorsStillTrue(submitErrors, values));

  const beforeCheck = () => {
    const status = registrationStatusBeforeCheck(values);
    if (status.kind === 'missing')
      return t('stillToFill', { fields: status.fields.map((f) => fieldName(f)).join(', ') });
    return status.kind === 'invalid' ? t('fixHighlighted') : t('readyToCheck');
  };

  const onChange = (field: StudentFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = formToRegistrationBody(values);
    const parsed = studentCheckSchema.safeParse(body);
    if (!parsed.success) {
      setSubmitErrors({ errors: errorsOfIssues(parsed.error), values });
      return;
    }
    setSubmitErrors(null);
    const sent = values;
    startTransition(async () => {
      const result = await registerStudentAction(body);
      if (result.ok) {
        router.push(`/students/${result.data.student._id}?registered=1`);
        return;
      }
      setFailure(result.error);
      setSubmitErrors({ errors: errorsOfFieldErrors(result.fieldErrors), values: sent });
    });
  };

  const emailExtra =
    duplicate?.sameAccount && duplicate.studentId ? (
      <p className="mt-1 text-sm text-amber-900" data-testid="duplicate-student">
        {t.rich('duplicate', {
          link: (chunks) => (
            <Link href={`/students/${duplicate.studentId}`} className="font-medium underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    ) : null;

  return (
    <form
      method="post"
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
          ? t('checking')
          : check.state === 'done'
            ? check.result.valid
              ? t('wouldAccept')
              : t('foundProblems')
            : check.state === 'failed'
              ? t('checkFailed', { message: check.error.message })
              : beforeCheck()}
      </p>
      {failure ? (
        <Alert title={t('notRegistered')} requestId={failure.requestId}>
          {failure.status === 409 ? t('emailTaken') : <FailureText failure={failure} />}
        </Alert>
      ) : null}
      <GatedButton type="submit" operation="registerStudent" organization="core" disabled={pending}>
        {pending ? t('registering') : t('submit')}
      </GatedButton>
    </form>
  );
}
