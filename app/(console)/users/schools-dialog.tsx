'use client';
import { useFailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('users');
  const failureText = useFailureText();
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
        report({ tone: 'success', text: t('schoolsSaved', { email }) });
        setOpen(false);
      } else {
        setError(result.fieldErrors?.schools?.join(' ') ?? failureText(result.error));
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
          {t('edit')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('schoolsTitle', { email })} description={t('schoolsIntro')}>
        <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
          {error ? <Alert>{error}</Alert> : null}
          <div>
            <Label htmlFor={`schools-${userId}`}>{t('schoolsLabel')}</Label>
            <Textarea id={`schools-${userId}`} name="schools" defaultValue={schools.join('\n')} rows={6} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {t(pending ? 'saving' : 'saveSchools')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
