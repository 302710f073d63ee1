'use client';
import { FailureText } from '@/components/ui/failure-text';
import type { SaidFailure } from '@/lib/i18n/server-says';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { changeOwnPasswordAction } from '@/server/account/actions';

type FieldErrors = Record<string, string[] | undefined>;

const fields = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/** The signed-in user's own password: the current one, the new one twice. Their other sessions end. */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const router = useRouter();
  const [error, setError] = useState<SaidFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '')]));
    setDone(null);
    startTransition(async () => {
      const result = await changeOwnPasswordAction(input);
      if (result.ok) {
        form.reset();
        setError(null);
        setFieldErrors({});
        const others = result.data.endedSessions;
        setDone(
          others
            ? `${t('passwordChanged')} ${t('signedOutOthers', { count: others, n: others })}`
            : t('passwordChanged'),
        );
        // The sessions card below lists what the server now has: the browsers just signed out are gone from it.
        if (others) router.refresh();
        return;
      }
      setError(result.error);
      setFieldErrors(result.fieldErrors ?? {});
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('changePassword')}</CardTitle>
        <CardDescription>{t('changePasswordIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4" data-testid="change-password">
          {error ? (
            <Alert title={t('notChanged')}>
              <FailureText failure={error} />
            </Alert>
          ) : null}
          {done ? <Alert tone="success">{done}</Alert> : null}
          {fields.map((f) => (
            <div key={f.name}>
              <Label htmlFor={f.name}>{t(f.name)}</Label>
              <Input
                id={f.name}
                name={f.name}
                type="password"
                required
                autoComplete={f.autoComplete}
                aria-invalid={fieldErrors[f.name] ? true : undefined}
                aria-describedby={fieldErrors[f.name] ? `${f.name}-error` : undefined}
              />
              <FieldError id={`${f.name}-error`} messages={fieldErrors[f.name]} />
            </div>
          ))}
          <Button type="submit" disabled={pending} className="self-start">
            {t(pending ? 'changing' : 'change')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
