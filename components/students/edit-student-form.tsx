'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
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
import { errorsOfFieldErrors, errorsOfIssues, errorsStillTrue, type AnsweredErrors } from '@/lib/students/form-errors';
import type { StudentFormField, StudentFormValues } from '@/lib/students/student-form';
import { updateStudentAction } from '@/server/students/actions';
import { StudentFormFields, type CountryOption } from './student-form-fields';

type Props = {
  studentId: string;
  initial: StudentFormValues;
  countries: CountryOption[];
  schools?: readonly string[] | null;
};

/** Edits a student: review what will change (only changed fields are sent), then save. */
/** A coordinator (`schools`) chooses the school from theirs; the server refuses any other. */
export function EditStudentForm({ studentId, initial, countries, schools = null }: Props) {
  const router = useRouter();
  const t = useTranslations('editStudent');
  const words = useTranslations('registerStudent');
  const fieldName = useTranslations('fields');
  const sexNames: Record<string, string> = { m: words('sexM'), f: words('sexF'), n: words('sexN') };
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [answered, setAnswered] = useState<AnsweredErrors | null>(null);
  const errors = errorsStillTrue(answered, values);
  const [review, setReview] = useState<StudentChanges | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const countryName = (id: string) => countries.find((c) => c._id === id)?.name ?? id;

  const onChange = (field: StudentFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setReview(null);
  };

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const summary = summarizeStudentChanges(initial, values, {
      country: countryName,
      sex: (v) => sexNames[v] ?? v,
      grade: (v) => words('gradeN', { grade: v }),
    });
    const parsed = studentUpdateSchema.safeParse(summary.body);
    if (!parsed.success) {
      setAnswered({ errors: errorsOfIssues(parsed.error), values });
      return;
    }
    setFailure(null);
    setReview(summary);
  };

  const save = () =>
    startTransition(async () => {
      if (!review) return;
      const sent = values;
      const result = await updateStudentAction({ studentId, ...review.body });
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: studentKeys.all });
        router.push(`/students/${studentId}?saved=1`);
        router.refresh();
        return;
      }
      setReview(null);
      setFailure(result.error);
      setAnswered({ errors: errorsOfFieldErrors(result.fieldErrors), values: sent });
    });

  return (
    <form method="post" onSubmit={toReview} className="space-y-5" noValidate>
      <StudentFormFields values={values} onChange={onChange} errors={errors} countries={countries} schools={schools} />
      {failure ? (
        <Alert title={t('notSaved')} requestId={failure.requestId}>
          {failure.status === 409 ? t('emailTaken') : <FailureText failure={failure} />}
        </Alert>
      ) : null}
      {review ? (
        <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4" data-testid="change-summary">
          {review.changes.length === 0 ? (
            <p className="text-sm text-slate-700">{t('nothingChanged')}</p>
          ) : (
            <>
              <p className="text-sm font-medium text-slate-900">{t('willSend')}</p>
              <ul className="space-y-1 text-sm">
                {review.changes.map((c) => (
                  <li key={c.field}>
                    <span className="font-medium">{fieldName(c.field)}</span>:{' '}
                    <span className="text-slate-600 line-through">{c.from || t('empty')}</span> → {c.to || t('empty')}
                  </li>
                ))}
              </ul>
              {review.emailChanged ? (
                <Alert tone="warning" title={t('reconfirm')}>
                  {t('reconfirmText')}
                </Alert>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <GatedButton operation="updateStudent" organization="core" onClick={save} disabled={pending}>
                  {pending ? t('saving') : t('save', { count: review.changes.length })}
                </GatedButton>
                <Button variant="ghost" onClick={() => setReview(null)}>
                  {t('keepEditing')}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : (
        <Button type="submit">{t('review')}</Button>
      )}
    </form>
  );
}
