'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TwoFactorStep } from './two-factor-step';

async function describeFailure(response: Response): Promise<string> {
  if (response.status === 401) return 'The e-mail or the password is wrong. Check both and try again.';
  if (response.status === 429) {
    const wait = Number(response.headers.get('X-Retry-After'));
    return `Too many sign-in attempts. Wait ${Number.isFinite(wait) && wait > 0 ? `${wait} seconds` : 'a minute'} and try again.`;
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.status === 403 && typeof body?.message === 'string') return body.message;
  return 'Signing in failed. Try again; if it keeps failing, ask your administrator.';
}

export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
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
        setError(await describeFailure(response));
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
      setError('The console could not be reached. Check your connection and try again.');
      setPending(false);
    }
  };

  if (secondStep) return <TwoFactorStep onSignedIn={signedIn} />;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={false}>
      {error ? <Alert title="Not signed in">{error}</Alert> : null}
      <div>
        <Label htmlFor="email">E-mail</Label>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </div>
      <div>
        <Label htmlFor="password">Password</Label>
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
