'use client';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  confirmTwoFactorAction,
  disableTwoFactorAction,
  renewRecoveryCodesAction,
  startTwoFactorAction,
} from '@/server/account/two-factor-actions';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodes } from './recovery-codes';

type Errors = Record<string, string[] | undefined>;
type Failure = { ok: false; error: { message: string }; fieldErrors?: Errors };

/** Two-factor sign-in (TOTP): turn on with an authenticator app and recovery codes, renew the codes, turn off. */
export function TwoFactorCard({ on, requiredForRole }: { on: boolean; requiredForRole: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [setup, setSetup] = useState<{ totpURI: string; secret: string; recoveryCodes: string[] } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const fail = (result: Failure) => {
    setErrors(result.fieldErrors ?? {});
    setMessage(result.fieldErrors ? null : { tone: 'error', text: result.error.message });
  };
  const act = (work: () => Promise<void>) =>
    startTransition(async () => {
      setMessage(null);
      setErrors({});
      await work();
    });

  const start = (password: string) =>
    act(async () => {
      const r = await startTwoFactorAction({ password });
      if (r.ok) setSetup(r.data);
      else fail(r);
    });
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    act(async () => {
      const r = await confirmTwoFactorAction({ code });
      if (!r.ok) return fail(r);
      setCodes(setup?.recoveryCodes ?? null);
      setSetup(null);
      setMessage({ tone: 'success', text: 'Two-factor sign-in is on. Keep your recovery codes below.' });
      router.refresh();
    });
  };
  const renew = (password: string) =>
    act(async () => {
      const r = await renewRecoveryCodesAction({ password });
      if (!r.ok) return fail(r);
      setCodes(r.data.recoveryCodes);
      setMessage({ tone: 'success', text: 'New recovery codes: the old ones no longer work.' });
    });
  const disable = (password: string) =>
    act(async () => {
      const r = await disableTwoFactorAction({ password });
      if (!r.ok) return fail(r);
      setCodes(null);
      setMessage({ tone: 'success', text: 'Two-factor sign-in is off.' });
      router.refresh();
    });

  return (
    <Card aria-label="Two-factor sign-in" id="two-factor">
      <CardHeader>
        <CardTitle>
          Two-factor sign-in{' '}
          <Badge tone={on ? 'success' : 'neutral'} className="ml-1" data-testid="two-factor-state">
            {on ? 'On' : 'Off'}
          </Badge>
        </CardTitle>
        <CardDescription>
          After your password, a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft
          Authenticator, 1Password…).{requiredForRole ? ' An administrator requires it for your role.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        {codes ? <RecoveryCodes codes={codes} /> : null}
        {setup ? (
          <div className="space-y-3" data-testid="two-factor-setup">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
              <li>
                In your authenticator app, add an account with this key (or{' '}
                <a href={setup.totpURI} className="text-sky-800 underline">
                  open it in the app on this device
                </a>
                ):
              </li>
            </ol>
            <p
              className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all"
              data-testid="two-factor-secret"
            >
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
            <p className="text-sm text-slate-700">2. Save your recovery codes:</p>
            <RecoveryCodes codes={setup.recoveryCodes} />
            <form onSubmit={confirm} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="sm:w-64">
                <Label htmlFor="two-factor-code">3. The 6-digit code your app shows</Label>
                <Input
                  id="two-factor-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={errors.code ? 'two-factor-code-error' : undefined}
                />
                <FieldError id="two-factor-code-error" messages={errors.code} />
              </div>
              <Button type="submit" disabled={pending}>
                {pending ? 'Checking…' : 'Turn on'}
              </Button>
            </form>
          </div>
        ) : on ? (
          <div className="space-y-4">
            <div>
              <p className="mb-1 text-sm font-medium text-slate-900">New recovery codes</p>
              <PasswordPrompt
                id="renew-password"
                action="Make new codes"
                variant="secondary"
                pending={pending}
                error={errors.password}
                onSubmit={renew}
              />
            </div>
            {requiredForRole ? null : (
              <div>
                <p className="mb-1 text-sm font-medium text-slate-900">Turn two-factor sign-in off</p>
                <PasswordPrompt
                  id="off-password"
                  action="Turn off"
                  variant="danger"
                  pending={pending}
                  error={errors.password}
                  onSubmit={disable}
                />
              </div>
            )}
          </div>
        ) : (
          <PasswordPrompt
            id="on-password"
            action="Set up two-factor sign-in"
            pending={pending}
            error={errors.password}
            onSubmit={start}
          />
        )}
      </CardContent>
    </Card>
  );
}
