'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  confirmTwoFactorAction,
  disableTwoFactorAction,
  renewRecoveryCodesAction,
  startTwoFactorAction,
  type TwoFactorSetup,
} from '@/server/account/two-factor-actions';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodes } from './recovery-codes';

type Errors = Record<string, string[] | undefined>;
type Failure = { ok: false; error: { message: string }; fieldErrors?: Errors };

/** Two-factor sign-in (TOTP): turn on with an authenticator app and recovery codes, renew the codes, turn off. */
export function TwoFactorCard({ on, requiredForRole }: { on: boolean; requiredForRole: boolean }) {
  const t = useTranslations('account');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: ReactNode } | null>(null);

  const fail = (result: Failure) => {
    setErrors(result.fieldErrors ?? {});
    setMessage(result.fieldErrors ? null : { tone: 'error', text: <FailureText failure={result.error} /> });
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
      setMessage({ tone: 'success', text: t('twoFactorOn') });
      router.refresh();
    });
  };
  const renew = (password: string) =>
    act(async () => {
      const r = await renewRecoveryCodesAction({ password });
      if (!r.ok) return fail(r);
      setCodes(r.data.recoveryCodes);
      setMessage({ tone: 'success', text: t('newCodesMade') });
    });
  const disable = (password: string) =>
    act(async () => {
      const r = await disableTwoFactorAction({ password });
      if (!r.ok) return fail(r);
      setCodes(null);
      setMessage({ tone: 'success', text: t('twoFactorOff') });
      router.refresh();
    });

  return (
    <Card aria-label={t('twoFactor')} id="two-factor">
      <CardHeader>
        <CardTitle>
          {t('twoFactor')}{' '}
          <Badge tone={on ? 'success' : 'neutral'} className="ml-1" data-testid="two-factor-state">
            {t(on ? 'on' : 'off')}
          </Badge>
        </CardTitle>
        <CardDescription>
          {t('twoFactorIntro')}
          {requiredForRole ? ` ${t('requiredForRole')}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        {codes ? <RecoveryCodes codes={codes} /> : null}
        {setup ? (
          <div className="space-y-3" data-testid="two-factor-setup">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
              <li>
                {t.rich('setupStep1', {
                  link: (chunks) => (
                    <a href={setup.totpURI} className="text-sky-800 underline">
                      {chunks}
                    </a>
                  ),
                })}
              </li>
            </ol>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              {/* The QR code of the otpauth:// URI, an SVG the server drew (server/account/two-factor-qr.ts): scanned,
                  or the key beside it typed by whoever cannot scan. */}
              <div
                role="img"
                aria-label={t('setupQr')}
                data-testid="two-factor-qr"
                className="size-48 shrink-0 self-center rounded-md border border-slate-200 bg-white sm:self-start [&>svg]:block [&>svg]:size-full"
                dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
              />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-sm text-slate-700">{t('setupKey')}</p>
                <p
                  className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-words"
                  data-testid="two-factor-secret"
                >
                  {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
                </p>
              </div>
            </div>
            <p className="text-sm text-slate-700">{t('setupStep2')}</p>
            <RecoveryCodes codes={setup.recoveryCodes} />
            <form method="post" onSubmit={confirm} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="sm:w-64">
                <Label htmlFor="two-factor-code">{t('setupStep3')}</Label>
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
                {t(pending ? 'checking' : 'turnOn')}
              </Button>
            </form>
          </div>
        ) : on ? (
          <div className="space-y-4">
            <div>
              <p className="mb-1 text-sm font-medium text-slate-900">{t('newCodes')}</p>
              <PasswordPrompt
                id="renew-password"
                action={t('makeNewCodes')}
                variant="secondary"
                pending={pending}
                error={errors.password}
                onSubmit={renew}
              />
            </div>
            {requiredForRole ? null : (
              <div>
                <p className="mb-1 text-sm font-medium text-slate-900">{t('turnOffTitle')}</p>
                <PasswordPrompt
                  id="off-password"
                  action={t('turnOff')}
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
            action={t('setUp')}
            pending={pending}
            error={errors.password}
            onSubmit={start}
          />
        )}
      </CardContent>
    </Card>
  );
}
