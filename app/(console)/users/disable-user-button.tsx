'use client';
import { useFailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useReportWrite } from '@/components/ui/write-feedback';
import { setUserDisabledAction } from '@/server/users/actions';

export function DisableUserButton({ userId, email, disabled }: { userId: string; email: string; disabled: boolean }) {
  const t = useTranslations('users');
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();
  const apply = (nextDisabled: boolean) =>
    startTransition(async () => {
      const result = await setUserDisabledAction({ userId, disabled: nextDisabled });
      setOpen(false);
      if (!result.ok) report({ tone: 'error', text: failureText(result.error), requestId: result.error.requestId });
      else
        report({
          tone: 'success',
          text: t(nextDisabled ? 'disabledNote' : 'enabledNote', { email }),
        });
    });

  if (disabled) {
    return (
      <Button variant="secondary" size="sm" disabled={pending} onClick={() => apply(false)}>
        {t('enable')}
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          {t('disable')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('disableTitle', { email })} description={t('disableIntro')}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => apply(true)}>
            {t(pending ? 'disabling' : 'disableConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
