'use client';
import { FailureText } from '@/components/ui/failure-text';
import type { SaidFailure } from '@/lib/i18n/server-says';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { resetPasswordWithLinkAction } from '@/server/password-reset/reset-password-action';

type FieldErrors = Record<string, string[] | undefined>;

/**
 * Sets a new password with a one-time link. The link's token is in the address's fragment (after #), which the
 * browser never sends to a server; it is read here and sent in the action's body, then dropped from the address.
 */
export function ResetPasswordForm() {
  const t = useTranslations('resetPassword');
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<SaidFailure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
    setToken(fromHash || null);
    if (fromHash) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      token,
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    startTransition(async () => {
      const result = await resetPasswordWithLinkAction(input);
      if (result.ok) {
        setDone(result.data.email);
        return;
      }
      setError(result.error);
      setFieldErrors(result.fieldErrors ?? {});
    });
  };

  if (done)
    return (
      <Alert tone="success" title={t('doneTitle')}>
        {t('doneText', { email: done })}{' '}
        <Link href="/sign-in" className="font-medium underline">
          {t('signIn')}
        </Link>
      </Alert>
    );
  if (token === null) return <Alert title={t('noLinkTitle')}>{t('noLinkText')}</Alert>;
  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="reset-password">
      {error ? (
        <Alert title={t('notChanged')}>
          <FailureText failure={error} />
        </Alert>
      ) : null}
      {(['newPassword', 'confirmPassword'] as const).map((name) => (
        <div key={name}>
          <Label htmlFor={name}>{t(name)}</Label>
          <Input
            id={name}
            name={name}
            type="password"
            required
            autoComplete="new-password"
            aria-invalid={fieldErrors[name] ? true : undefined}
            aria-describedby={fieldErrors[name] ? `${name}-error` : undefined}
          />
          <FieldError id={`${name}-error`} messages={fieldErrors[name]} />
        </div>
      ))}
      <Button type="submit" size="lg" disabled={pending || token === undefined} className="w-full">
        {t(pending ? 'saving' : 'submit')}
      </Button>
    </form>
  );
}
