'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { studentUpdateSchema } from '@/lib/partner-api/student-rules/body-schemas';
import type { ActionFailure } from '@/lib/query/action-query';
import { studentKeys } from '@/lib/query/keys/students';
import { summarizeStudentChanges, type StudentChanges } from '@/lib/students/change-summary';
import { errorsOfFieldErrors, errorsOfIssues, type FormErrors } from '@/lib/students/form-errors';
import type { StudentFormField, StudentFormValues } from '@/lib/students/student-form';
import { updateStudentAction } from '@/server/students/actions';
import { StudentFormFields, type CountryOption } from './student-form-fields';

type Props = {
  studentId: string;
  initial: StudentFormValues;
  countries: CountryOption[];
  schools?: readonly string[] | null;
};

const sexNames: Record<string, string> = { m: 'male', f: 'female', n: 'not given' };

/** Edits a student: review what will change (only changed fields are sent), then save. */
/** A coordinator (`schools`) chooses the school from theirs; the server refuses any other. */
export function EditStudentForm({ studentId, initial, countries, schools = null }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [review, setReview] = useState<StudentChanges | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const countryName = (id: string) => countries.find((c) => c._id === id)?.name ?? id;

  const onChange = (field: StudentFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setReview(null);
  };

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const summary = summarizeStudentChanges(initial, values, {
      country: countryName,
      sex: (v) => sexNames[v] ?? v,
      grade: (v) => `Grade ${v}`,
    });
    const parsed = studentUpdateSchema.safeParse(summary.body);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error));
      return;
    }
    setFailure(null);
    setReview(summary);
  };

  const save = () =>
    startTransition(async () => {
      if (!review) return;
      const result = await updateStudentAction({ studentId, ...review.body });
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: studentKeys.all });
        router.push(`/students/${studentId}?saved=1`);
        router.refresh();
        return;
      }
      setReview(null);
      setFailure(result.error);
      setErrors(errorsOfFieldErrors(result.fieldErrors));
    });

  return (
    <form onSubmit={toReview} className="space-y-5" noValidate>
      <StudentFormFields values={values} onChange={onChange} errors={errors} countries={countries} schools={schools} />
      {failure ? (
        <Alert title="The changes were not saved." requestId={failure.requestId}>
          {failure.status === 409
            ? 'This e-mail address is already registered on the platform, to another student. One address belongs to one student: use a different address.'
            : failure.message}
        </Alert>
      ) : null}
      {review ? (
        <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4" data-testid="change-summary">
          {review.changes.length === 0 ? (
            <p className="text-sm text-slate-700">Nothing has changed.</p>
          ) : (
            <>
              <p className="text-sm font-medium text-slate-900">These changes will be sent:</p>
              <ul className="space-y-1 text-sm">
                {review.changes.map((c) => (
                  <li key={c.field}>
                    <span className="font-medium">{c.label}</span>:{' '}
                    <span className="text-slate-600 line-through">{c.from}</span> → {c.to}
                  </li>
                ))}
              </ul>
              {review.emailChanged ? (
                <Alert tone="warning" title="The new address must be confirmed again.">
                  The student will have to confirm the new e-mail address in the panel; until then it shows as not
                  confirmed.
                </Alert>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <GatedButton operation="updateStudent" organization="core" onClick={save} disabled={pending}>
                  {pending
                    ? 'Saving…'
                    : `Save ${review.changes.length} change${review.changes.length === 1 ? '' : 's'}`}
                </GatedButton>
                <Button variant="ghost" onClick={() => setReview(null)}>
                  Keep editing
                </Button>
              </div>
            </>
          )}
        </div>
      ) : (
        <Button type="submit">Review changes</Button>
      )}
    </form>
  );
}
