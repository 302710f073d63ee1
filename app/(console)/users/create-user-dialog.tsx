'use client';
import { FailureText } from '@/components/ui/failure-text';
import type { SaidFailure } from '@/lib/i18n/server-says';
import { PlusIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { keepOpenOnListEscape, SchoolPicker } from '@/components/users/school-picker';
import { useReportWrite } from '@/components/ui/write-feedback';
import type { KnownSchool } from '@/lib/users/school-match';
import { createUserAction } from '@/server/users/actions';
import { userRoles, type UserRole } from './role-options';

type FieldErrors = Record<string, string[] | undefined>;

export function CreateUserDialog({ known }: { known: readonly KnownSchool[] }) {
  const t = useTranslations('users');
  const roles = useTranslations('roles');
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<UserRole>('coordinator');
  const [error, setError] = useState<SaidFailure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [schools, setSchools] = useState<string[]>([]);
  const [confirmed, setConfirmed] = useState(false);
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      email: String(form.get('email') ?? ''),
      name: String(form.get('name') ?? ''),
      role,
      password: String(form.get('password') ?? ''),
      schools: role === 'coordinator' ? schools : [],
      confirmUnknownSchools: role === 'coordinator' && confirmed,
    };
    startTransition(async () => {
      const result = await createUserAction(input);
      if (result.ok) {
        report({ tone: 'success', text: t('created', { email: result.data.email }) });
        setOpen(false);
        return;
      }
      setError(result.error);
      setFieldErrors(result.fieldErrors ?? {});
    });
  };

  const field = (name: string) => ({
    id: `new-${name}`,
    name,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `new-${name}-error` : undefined,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        setFieldErrors({});
        setSchools([]);
        setConfirmed(false);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden /> {t('addUser')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('addTitle')} description={t('addIntro')} onEscapeKeyDown={keepOpenOnListEscape}>
        <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
          {error ? (
            <Alert>
              <FailureText failure={error} />
            </Alert>
          ) : null}
          <div>
            <Label htmlFor="new-email">{t('email')}</Label>
            <Input type="email" required autoComplete="off" {...field('email')} />
            <FieldError id="new-email-error" messages={fieldErrors.email} />
          </div>
          <div>
            <Label htmlFor="new-name">{t('name')}</Label>
            <Input required autoComplete="off" {...field('name')} />
            <FieldError id="new-name-error" messages={fieldErrors.name} />
          </div>
          <div>
            <Label htmlFor="new-role">{t('role')}</Label>
            {/* Short options (a phone's select cuts long ones off); what the chosen role may do, below it. */}
            <Select
              {...field('role')}
              aria-describedby={['new-role-hint', fieldErrors.role ? 'new-role-error' : null].filter(Boolean).join(' ')}
              value={role}
              onChange={(e) => setRole(e.target.value as UserRole)}
            >
              {userRoles.map((r) => (
                <option key={r} value={r}>
                  {roles(r)}
                </option>
              ))}
            </Select>
            <p id="new-role-hint" className="mt-1 text-xs text-slate-600" data-testid="role-hint">
              {t(`roleHints.${role}`)}
            </p>
            <FieldError id="new-role-error" messages={fieldErrors.role} />
          </div>
          {role === 'coordinator' ? (
            <SchoolPicker
              id="new-schools"
              known={known}
              value={schools}
              onChange={setSchools}
              confirmed={confirmed}
              onConfirmedChange={setConfirmed}
              errors={fieldErrors.schools}
            />
          ) : null}
          <div>
            <Label htmlFor="new-password">{t('initialPassword')}</Label>
            <Input type="text" required minLength={8} autoComplete="new-password" {...field('password')} />
            <FieldError id="new-password-error" messages={fieldErrors.password} />
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {t(pending ? 'adding' : 'addUser')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
