'use client';
import { PlusIcon } from 'lucide-react';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FieldError, Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useReportWrite } from '@/components/ui/write-feedback';
import { createUserAction } from '@/server/users/actions';
import { parseSchools, roleOptions, type UserRole } from './role-options';

type FieldErrors = Record<string, string[] | undefined>;

export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<UserRole>('coordinator');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
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
      schools: role === 'coordinator' ? parseSchools(String(form.get('schools') ?? '')) : [],
    };
    startTransition(async () => {
      const result = await createUserAction(input);
      if (result.ok) {
        report({ tone: 'success', text: `${result.data.email} can now sign in.` });
        setOpen(false);
        return;
      }
      setError(result.error.message);
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
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden /> Add user
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add a user"
        description="Give the person their e-mail and this initial password; they sign in with both."
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {error ? <Alert>{error}</Alert> : null}
          <div>
            <Label htmlFor="new-email">E-mail</Label>
            <Input type="email" required autoComplete="off" {...field('email')} />
            <FieldError id="new-email-error" messages={fieldErrors.email} />
          </div>
          <div>
            <Label htmlFor="new-name">Name</Label>
            <Input required autoComplete="off" {...field('name')} />
            <FieldError id="new-name-error" messages={fieldErrors.name} />
          </div>
          <div>
            <Label htmlFor="new-role">Role</Label>
            <Select {...field('role')} value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
              {roleOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}: {o.hint}
                </option>
              ))}
            </Select>
            <FieldError id="new-role-error" messages={fieldErrors.role} />
          </div>
          {role === 'coordinator' ? (
            <div>
              <Label htmlFor="new-schools">Schools</Label>
              <Textarea
                placeholder={'One school name per line, e.g.\nTbilisi Public School No. 1'}
                {...field('schools')}
              />
              <FieldError id="new-schools-error" messages={fieldErrors.schools} />
            </div>
          ) : null}
          <div>
            <Label htmlFor="new-password">Initial password</Label>
            <Input type="text" required minLength={8} autoComplete="new-password" {...field('password')} />
            <FieldError id="new-password-error" messages={fieldErrors.password} />
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Adding…' : 'Add user'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
