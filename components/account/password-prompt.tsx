'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** "Your password" and one button: the two-factor changes ask for it again. */
export function PasswordPrompt({
  id,
  action,
  pending,
  error,
  onSubmit,
  variant,
}: {
  id: string;
  action: ReactNode;
  pending: boolean;
  error?: string[];
  onSubmit: (password: string) => void;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const t = useTranslations('account');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="sm:w-64">
        <Label htmlFor={id}>{t('yourPassword')}</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} messages={error} />
      </div>
      <Button type="submit" variant={variant} disabled={pending} className="self-start sm:self-auto">
        {action}
      </Button>
    </form>
  );
}
