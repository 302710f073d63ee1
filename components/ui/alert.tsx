'use client';
import type { VariantProps } from 'class-variance-authority';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { alertVariants } from './variants';

type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: ReactNode;
    requestId?: string | null | undefined;
    /** What the id is, when it is not a Partner API request id (e.g. the server log's error reference). */
    idLabel?: string;
  };

/** What happened and what to do; with the API's request id to copy for support when there is one. */
export function Alert({ className, tone, title, requestId, idLabel, children, ...props }: AlertProps) {
  const t = useTranslations('common');
  return (
    <div
      role={tone === 'error' || !tone ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
      {requestId ? <RequestId value={requestId} label={idLabel ?? t('requestId')} /> : null}
    </div>
  );
}

function RequestId({ value, label }: { value: string; label: string }) {
  const t = useTranslations('common');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
      <span>{label}</span>
      <code className="rounded bg-white/70 px-1.5 py-0.5 font-mono">{value}</code>
      <button
        type="button"
        onClick={copy}
        className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-medium underline-offset-2 hover:underline"
      >
        {copied ? <CheckIcon className="size-3" /> : <CopyIcon className="size-3" />}
        {copied ? t('copied') : t('copyForSupport', { label: label.toLowerCase() })}
      </button>
    </p>
  );
}
