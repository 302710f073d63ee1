'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { GatedButton } from '@/components/permission/gated-button';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ActionFailure } from '@/lib/query/action-query';
import { linkSupervisorAction } from '@/server/students/actions';
import { useStudentRefresh } from './use-student-refresh';

/** Links a supervisor (a teacher of the organization) by username. */
export function SupervisorForm({ studentId, slug }: { studentId: string; slug: string }) {
  const refresh = useStudentRefresh();
  const t = useTranslations('studentActions');
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string[] | undefined>();
  const [error, setError] = useState<ActionFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = `supervisor-${slug}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check();
  };
  // The rules (zod) are fetched when the form is first sent, not with the student's page.
  const check = async () => {
    const { supervisorLinkSchema } = await import('@/lib/partner-api/student-rules/request-rules');
    const checked = supervisorLinkSchema.safeParse({ supervisorUsername: username });
    if (!checked.success) {
      setFieldError(checked.error.issues.map((i) => i.message));
      return;
    }
    setFieldError(undefined);
    startTransition(async () => {
      const result = await linkSupervisorAction({ studentId, organization: slug, supervisorUsername: username.trim() });
      if (result.ok) {
        setError(null);
        setDone(username.trim());
        setUsername('');
        await refresh();
      } else {
        setDone(null);
        setError(result.error);
        setFieldError(result.fieldErrors?.supervisorUsername);
      }
    });
  };
  return (
    <form method="post" onSubmit={submit} className="space-y-2">
      <Label htmlFor={id} className="font-normal text-slate-700">
        {t('supervisorLabel')}
      </Label>
      <div className="flex flex-wrap items-start gap-2">
        <Input
          id={id}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className="max-w-56"
          aria-invalid={!!fieldError}
          aria-describedby={`${id}-error`}
        />
        <GatedButton
          type="submit"
          operation="linkStudentSupervisor"
          organization={slug}
          variant="secondary"
          disabled={pending}
        >
          {pending ? t('linking') : t('linkSupervisor')}
        </GatedButton>
      </div>
      <FieldError id={`${id}-error`} messages={fieldError} />
      {done ? <p className="text-sm text-emerald-800">{t('supervisorLinked', { username: done })}</p> : null}
      {error && !fieldError ? (
        <Alert title={t('supervisorNotLinked')} requestId={error.requestId}>
          {error.status === 409 ? (
            t('supervisorNeedsSignIn', { organization: slug })
          ) : error.status === 404 ? (
            t('supervisorUnknown', { organization: slug })
          ) : (
            <FailureText failure={error} />
          )}
        </Alert>
      ) : null}
    </form>
  );
}
