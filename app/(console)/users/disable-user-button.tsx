'use client';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { setUserDisabledAction } from '@/server/users/actions';

export function DisableUserButton({ userId, email, disabled }: { userId: string; email: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const apply = (nextDisabled: boolean) =>
    startTransition(async () => {
      const result = await setUserDisabledAction({ userId, disabled: nextDisabled });
      if (!result.ok) {
        toast.error(result.error.message);
        return;
      }
      toast.success(nextDisabled ? `${email} is disabled and signed out.` : `${email} can sign in again.`);
      setOpen(false);
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
