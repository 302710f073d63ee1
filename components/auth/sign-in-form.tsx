'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SignInButton, SignInError, SignInInput, SignInLabel } from './sign-in-parts';
import { TwoFactorStep } from './two-factor-step';

type T = ReturnType<typeof useTranslations<'signIn'>>;

async function describeFailure(response: Response, t: T): Promise<string> {
  if (response.status === 401) return t('wrongPassword');
  if (response.status === 429) {
    const wait = Number(response.headers.get('X-Retry-After'));
    return t('tooManyAttempts', { seconds: Number.isFinite(wait) && wait > 0 ? wait : 0 });
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.status === 403 && typeof body?.message === 'string') return body.message;
  return t('failed');
}

export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const t = useTranslations('signIn');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const signedIn = () => {
    router.replace(next);
    router.refresh();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const response = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: String(form.get('email') ?? '').trim(),
          password: String(form.get('password') ?? ''),
        }),
      });
      if (!response.ok) {
        setError(await describeFailure(response, t));
        setPending(false);
        return;
      }
      const body = (await response.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
      if (body?.twoFactorRedirect) {
        setSecondStep(true);
        setPending(false);
        return;
      }
      signedIn();
    } catch {
      setError(t('unreachable'));
      setPending(false);
    }
  };

  if (secondStep) return <TwoFactorStep onSignedIn={signedIn} />;
  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={false}>
      {error ? <SignInError title={t('failedTitle')}>{error}</SignInError> : null}
      <div>
        <SignInLabel htmlFor="email">{t('email')}</SignInLabel>
        <SignInInput id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </div>
      <div>
        <SignInLabel htmlFor="password">{t('password')}</SignInLabel>
        <SignInInput id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <SignInButton type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? t('pending') : t('submit')}
      </SignInButton>
    </form>
  );
}
