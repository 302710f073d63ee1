'use client';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

async function failure(response: Response): Promise<string> {
  if (response.status === 429) return 'Too many tries. Wait a minute and try again.';
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code === 'INVALID_TWO_FACTOR_COOKIE')
    return 'This sign-in took too long (10 minutes at most). Reload the page and sign in again.';
  if (body?.code === 'ACCOUNT_TEMPORARILY_LOCKED')
    return 'Too many wrong codes: two-factor sign-in is locked for 15 minutes. Try again later.';
  if (response.status === 401 || response.status === 400) return 'That code is not right. Check it and try again.';
  return body?.message ?? 'Signing in failed. Try again; if it keeps failing, ask your administrator.';
}

/**
 * The second step of signing in for a user with two-factor on: a code from their authenticator app, or one of
 * their recovery codes (each works once). Better Auth holds the half-done sign-in in a cookie for 10 minutes.
 */
export function TwoFactorStep({ onSignedIn }: { onSignedIn: () => void }) {
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
        setError(await failure(response));
        setPending(false);
        return;
      }
      onSignedIn();
    } catch {
      setError('The console could not be reached. Check your connection and try again.');
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" key={recovery ? 'recovery' : 'app'}>
      {error ? <Alert title="Not signed in">{error}</Alert> : null}
      <div>
        <Label htmlFor="code">{recovery ? 'Recovery code' : 'Code from your authenticator app'}</Label>
        <Input
          id="code"
          name="code"
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          placeholder={recovery ? 'xxxxx-xxxxx' : '6 digits'}
        />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Checking…' : 'Sign in'}
      </Button>
      <Button type="button" variant="link" onClick={() => setRecovery(!recovery)} className="self-center">
        {recovery ? 'Use the code from my app' : 'I don’t have my phone: use a recovery code'}
      </Button>
    </form>
  );
}
