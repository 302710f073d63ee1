'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

/**
 * The one confirmation of the console (docs/console-patterns.md, "Asking before a consequential write"): a
 * write that costs money, acts for someone else, or cannot be undone opens this dialog, which says what will
 * happen, to whom and on whose behalf; Cancel (or Escape) sends nothing, the confirm button sends it. A
 * refusal is shown inside (`error`), so the person reads it where they confirmed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  tone = 'primary',
  pending = false,
  onConfirm,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** One sentence under the title: what will be done, to whom. */
  description?: ReactNode;
  /** The facts to look at before confirming (price and who pays, the files sent, …). */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  /** "Cancel" unless the write has a better word ("Keep the application"). */
  cancelLabel?: string;
  /** `danger` for what cannot be undone. */
  tone?: 'primary' | 'danger';
  pending?: boolean;
  onConfirm: () => void;
  error?: ReactNode;
}) {
  const t = useTranslations('common');
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent title={title} description={description} data-testid="confirm-dialog">
        <div className="space-y-4">
          {children ? <div className="space-y-2 text-sm text-slate-700">{children}</div> : null}
          {error}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? t('cancel')}
              </Button>
            </DialogClose>
            <Button variant={tone} onClick={onConfirm} disabled={pending}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
