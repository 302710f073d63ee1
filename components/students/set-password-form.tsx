'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PasswordPersonalDetails } from '@/lib/partner-api/student-rules/password';
import type { ActionFailure } from '@/lib/query/action-query';
import { setStudentPasswordAction } from '@/server/students/actions';

type Props = { student: PasswordPersonalDetails & { _id: string; emailConfirmed: boolean } };

/** Sets the student's password; the API refuses once the e-mail is confirmed, so the form says so first. */
export function SetPasswordForm({ student }: Props) {
  const t = useTranslations('studentActions');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<string[] | undefined>();
  const [error, setError] = useState<ActionFailure | null>(null);
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check();
  };
  // The rules (zod) are fetched when the form is first sent, not with the student's page.
  const check = async () => {
    const { passwordDetailProblem, passwordSchema } = await import('@/lib/partner-api/student-rules/password');
    const rule = passwordSchema.safeParse(password);
    const detail = rule.success ? passwordDetailProblem(password, student) : null;
    if (!rule.success || detail) {
      setProblems(rule.success ? [detail as string] : rule.error.issues.map((i) => i.message));
      return;
    }
    setProblems(undefined);
    startTransition(async () => {
      const result = await setStudentPasswordAction({ studentId: student._id, password });
      if (result.ok) {
        setDone(true);
        setPassword('');
        setError(null);
      } else {
        setDone(false);
        setError(result.error);
        setProblems(result.fieldErrors?.password);
      }
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('passwordTitle')}</CardTitle>
        <CardDescription>{t('passwordIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {student.emailConfirmed ? (
          <p className="text-sm text-slate-700" data-testid="password-confirmed-note">
            {t('passwordConfirmedNote')}
          </p>
        ) : (
          <form method="post" onSubmit={submit} className="space-y-2">
            <Label htmlFor="student-password">{t('newPassword')}</Label>
            <div className="flex flex-wrap items-start gap-2">
              <Input
                id="student-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className="max-w-64"
                aria-invalid={!!problems}
                aria-describedby="student-password-error"
              />
              <GatedButton
                type="submit"
                operation="setStudentPassword"
                organization="core"
                variant="secondary"
                disabled={pending}
              >
                {pending ? t('setting') : t('setPassword')}
              </GatedButton>
            </div>
            <FieldError id="student-password-error" messages={problems} />
            {done ? <p className="text-sm text-emerald-800">{t('passwordSet')}</p> : null}
            {error && !problems ? (
              <Alert title={t('passwordNotSet')} requestId={error.requestId}>
                {error.status === 409 ? t('passwordConfirmedMeanwhile') : <FailureText failure={error} />}
              </Alert>
            ) : null}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
