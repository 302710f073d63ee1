'use client';
import { FailureText } from '@/components/ui/failure-text';
import type { SaidFailure } from '@/lib/i18n/server-says';
import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { keepOpenOnListEscape, SchoolPicker } from '@/components/users/school-picker';
import { useReportWrite } from '@/components/ui/write-feedback';
import type { KnownSchool } from '@/lib/users/school-match';
import { setUserSchoolsAction } from '@/server/users/actions';

export function SchoolsDialog({
  userId,
  email,
  schools,
  known,
}: {
  userId: string;
  email: string;
  schools: string[];
  known: readonly KnownSchool[];
}) {
  const t = useTranslations('users');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<SaidFailure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<string[] | undefined>();
  const [chosen, setChosen] = useState(schools);
  const [confirmed, setConfirmed] = useState(false);
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await setUserSchoolsAction({ userId, schools: chosen, confirmUnknownSchools: confirmed });
      if (result.ok) {
        report({ tone: 'success', text: t('schoolsSaved', { email }) });
        setOpen(false);
      } else {
        setError(result.error);
        setFieldErrors(result.fieldErrors?.schools);
      }
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        setFieldErrors(undefined);
        setChosen(schools);
        setConfirmed(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0">
          {t('edit')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('schoolsTitle', { email })}
        description={t('schoolsIntro')}
        onEscapeKeyDown={keepOpenOnListEscape}
      >
        <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
          {error ? (
            <Alert>
              <FailureText failure={error} />
            </Alert>
          ) : null}
          <SchoolPicker
            id={`schools-${userId}`}
            known={known}
            value={chosen}
            onChange={setChosen}
            confirmed={confirmed}
            onConfirmedChange={setConfirmed}
            errors={fieldErrors}
          />
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
