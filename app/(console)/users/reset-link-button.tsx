'use client';
import { useState, useTransition } from 'react';
import { LocalTime } from '@/components/ui/local-time';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { issuePasswordResetLinkAction } from '@/server/users/reset-link-actions';

/**
 * An admin makes a one-time password reset link for a user: shown here once (it is not stored), working for one
 * hour; a new link replaces the earlier one. The admin hands it over themselves (the console sends no mail).
 */
export function ResetLinkButton({ userId, email }: { userId: string; email: string }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const issue = () =>
    startTransition(async () => {
      const result = await issuePasswordResetLinkAction({ userId });
      if (result.ok) {
        setLink({ url: result.data.url, expiresAt: result.data.expiresAt });
        setError(null);
      } else setError(result.error.message);
    });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setLink(null);
      setError(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Reset link
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Password reset link for ${email}`}
        description="A link with which they choose a new password. It works once, for one hour; all their sessions end when it is used."
      >
        {error ? <Alert className="mb-3">{error}</Alert> : null}
        {link ? (
          <div className="space-y-2" data-testid="reset-link-issued">
            <Input readOnly value={link.url} aria-label="Reset link" onFocus={(e) => e.currentTarget.select()} />
            <p className="text-sm text-slate-600">
              Copy it now and give it to {email} yourself: it is shown only once. It expires at{' '}
              <LocalTime value={link.expiresAt} />.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => navigator.clipboard.writeText(link.url)}>
                Copy
              </Button>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </div>
          </div>
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button disabled={pending} onClick={issue}>
              {pending ? 'Making the link…' : 'Make a one-time link'}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
