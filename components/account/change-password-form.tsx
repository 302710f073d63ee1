'use client';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { changeOwnPasswordAction } from '@/server/account/actions';

type FieldErrors = Record<string, string[] | undefined>;

const fields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password (at least 8 characters)', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'New password again', autoComplete: 'new-password' },
] as const;

/** The signed-in user's own password: the current one, the new one twice. Their other sessions end. */
export function ChangePasswordForm() {
  const [error, setError] = useState<string | null>(null);
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
          `Your password is changed.${others ? ` You were signed out on ${others} other browser${others === 1 ? '' : 's'}.` : ''}`,
        );
        return;
      }
      setError(result.error.message);
      setFieldErrors(result.fieldErrors ?? {});
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change your password</CardTitle>
        <CardDescription>
          When you change it, your other browsers are signed out; this one stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4" data-testid="change-password">
          {error ? <Alert title="Not changed">{error}</Alert> : null}
          {done ? <Alert tone="success">{done}</Alert> : null}
          {fields.map((f) => (
            <div key={f.name}>
              <Label htmlFor={f.name}>{f.label}</Label>
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
            {pending ? 'Changing…' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
