'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SignInButton, SignInError, SignInInput, SignInLabel } from './sign-in-parts';

type T = ReturnType<typeof useTranslations<'twoFactorStep'>>;

async function failure(response: Response, t: T, failed: string): Promise<string> {
  if (response.status === 429) return t('tooManyTries');
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code === 'INVALID_TWO_FACTOR_COOKIE') return t('tooSlow');
  if (body?.code === 'ACCOUNT_TEMPORARILY_LOCKED') return t('locked');
  if (response.status === 401 || response.status === 400) return t('wrongCode');
  return body?.message ?? failed;
}

/**
 * The second step of signing in for a user with two-factor on: a code from their authenticator app, or one of
 * their recovery codes (each works once). Better Auth holds the half-done sign-in in a cookie for 10 minutes.
 */
export function TwoFactorStep({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('twoFactorStep');
  const signIn = useTranslations('signIn');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setPending(true);
    setError(null);
    try {
      const response = await fetch(`/api/auth/two-factor/${recovery ? 'verify-backup-code' : 'verify-totp'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      if (!response.ok) {
        setError(await failure(response, t, signIn('failed')));
        setPending(false);
        return;
      }
      onSignedIn();
    } catch {
      setError(signIn('unreachable'));
      setPending(false);
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4" key={recovery ? 'recovery' : 'app'}>
      {error ? <SignInError title={signIn('failedTitle')}>{error}</SignInError> : null}
      <div>
        <SignInLabel htmlFor="code">{recovery ? t('recoveryCode') : t('appCode')}</SignInLabel>
        <SignInInput
          id="code"
          name="code"
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          placeholder={recovery ? 'xxxxx-xxxxx' : t('appCodePlaceholder')}
        />
      </div>
      <SignInButton type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('checking') : signIn('submit')}
      </SignInButton>
      <SignInButton type="button" variant="link" onClick={() => setRecovery(!recovery)} className="self-center">
        {recovery ? t('useApp') : t('useRecovery')}
      </SignInButton>
    </form>
  );
}
