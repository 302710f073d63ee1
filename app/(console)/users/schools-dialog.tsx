'use client';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useReportWrite } from '@/components/ui/write-feedback';
import { setUserSchoolsAction } from '@/server/users/actions';
import { parseSchools } from './role-options';

export function SchoolsDialog({ userId, email, schools }: { userId: string; email: string; schools: string[] }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const list = parseSchools(String(new FormData(event.currentTarget).get('schools') ?? ''));
    startTransition(async () => {
      const result = await setUserSchoolsAction({ userId, schools: list });
      if (result.ok) {
        report({ tone: 'success', text: `Schools of ${email} saved.` });
        setOpen(false);
      } else {
        setError(result.fieldErrors?.schools?.join(' ') ?? result.error.message);
      }
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0">
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Schools of ${email}`}
        description="The coordinator works only with students of these schools. Write each name as the Partner API spells it."
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {error ? <Alert>{error}</Alert> : null}
          <div>
            <Label htmlFor={`schools-${userId}`}>One school per line</Label>
            <Textarea id={`schools-${userId}`} name="schools" defaultValue={schools.join('\n')} rows={6} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save schools'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
