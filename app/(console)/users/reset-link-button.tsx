'use client';
import { FailureText } from '@/components/ui/failure-text';
import type { SaidFailure } from '@/lib/i18n/server-says';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('users');
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<SaidFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const issue = () =>
    startTransition(async () => {
      const result = await issuePasswordResetLinkAction({ userId });
      if (result.ok) {
        setLink({ url: result.data.url, expiresAt: result.data.expiresAt });
        setError(null);
      } else setError(result.error);
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
          {t('resetLink')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('resetTitle', { email })} description={t('resetIntro')}>
        {error ? (
          <Alert className="mb-3">
            <FailureText failure={error} />
          </Alert>
        ) : null}
        {link ? (
          <div className="space-y-2" data-testid="reset-link-issued">
            <Input readOnly value={link.url} aria-label={t('resetLink')} onFocus={(e) => e.currentTarget.select()} />
            <p className="text-sm text-slate-600">
              {t.rich('resetNote', { email, time: () => <LocalTime value={link.expiresAt} /> })}
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => navigator.clipboard.writeText(link.url)}>
                {t('copy')}
              </Button>
              <Button onClick={() => onOpenChange(false)}>{t('done')}</Button>
            </div>
          </div>
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button disabled={pending} onClick={issue}>
              {t(pending ? 'makingLink' : 'makeLink')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
