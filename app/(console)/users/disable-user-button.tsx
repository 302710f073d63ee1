'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useReportWrite } from '@/components/ui/write-feedback';
import { setUserDisabledAction } from '@/server/users/actions';

export function DisableUserButton({ userId, email, disabled }: { userId: string; email: string; disabled: boolean }) {
  const t = useTranslations('users');
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();
  const apply = (nextDisabled: boolean) =>
    startTransition(async () => {
      const result = await setUserDisabledAction({ userId, disabled: nextDisabled });
      setOpen(false);
      if (!result.ok)
        report({ tone: 'error', text: <FailureText failure={result.error} />, requestId: result.error.requestId });
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
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('disable')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('disableTitle', { email })}
        description={t('disableIntro')}
        tone="danger"
        confirmLabel={t('disableConfirm')}
        pendingLabel={t('disabling')}
        cancelLabel={t('cancel')}
        pending={pending}
        onConfirm={() => apply(true)}
      />
    </>
  );
}
