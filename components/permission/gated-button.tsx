'use client';
import { useId, type ReactNode } from 'react';
import type { OperationId } from '@/lib/partner-api/operations';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useOperationPermission } from './account-permissions-provider';

export type GatedButtonProps = ButtonProps & {
  /** The Partner API operation the button runs. */
  operation: OperationId;
  /** The organization's slug for organization-scoped operations, `core` for flat ones. */
  organization: string;
  /** A decision computed elsewhere (e.g. on the server); otherwise read from <AccountPermissionsProvider>. */
  decision?: { allowed: boolean; reason: string } | null;
  /** Extra classes for the wrapper that holds the button and the reason. */
  wrapperClassName?: string;
  /** When denied: the way forward, shown after the reason (a link to the action that lifts it). */
  way?: ReactNode;
};

/**
 * A Button for one Partner API operation. When the partner account may not perform it, the button is
 * disabled and says why: in a title on hover and in visible helper text tied to it by aria-describedby.
 */
export function GatedButton({
  operation,
  organization,
  decision,
  wrapperClassName,
  disabled,
  way,
  ...props
}: GatedButtonProps) {
  const fromContext = useOperationPermission(operation, organization);
  const gate = decision === undefined ? fromContext : decision;
  const reasonId = useId();
  const denied = gate !== null && !gate.allowed;
  const describedBy = [props['aria-describedby'], denied ? reasonId : null].filter(Boolean).join(' ') || undefined;
  return (
    // A disabled button gets no pointer events, so the title sits on the wrapper.
    <span
      className={cn('inline-flex max-w-full flex-col items-start gap-1', wrapperClassName)}
      title={denied ? gate.reason : undefined}
    >
      <Button
        {...props}
        disabled={disabled || denied}
        aria-describedby={describedBy}
        data-permission={denied ? 'denied' : 'allowed'}
      />
      {denied ? (
        <span id={reasonId} className="max-w-xs text-xs text-slate-600">
          {gate.reason}
          {way ? <> {way}</> : null}
        </span>
      ) : null}
    </span>
  );
}
