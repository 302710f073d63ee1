'use client';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useReportWrite } from '@/components/ui/write-feedback';
import { setUserDisabledAction } from '@/server/users/actions';

export function DisableUserButton({ userId, email, disabled }: { userId: string; email: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const report = useReportWrite();
  const apply = (nextDisabled: boolean) =>
    startTransition(async () => {
      const result = await setUserDisabledAction({ userId, disabled: nextDisabled });
      setOpen(false);
      if (!result.ok) report({ tone: 'error', text: result.error.message, requestId: result.error.requestId });
      else
        report({
          tone: 'success',
          text: nextDisabled ? `${email} is disabled and signed out.` : `${email} can sign in again.`,
        });
    });

  if (disabled) {
    return (
      <Button variant="secondary" size="sm" disabled={pending} onClick={() => apply(false)}>
        Enable
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Disable
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Disable ${email}?`}
        description="They are signed out at once and cannot sign in until enabled again."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => apply(true)}>
            {pending ? 'Disabling…' : 'Disable and sign out'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
