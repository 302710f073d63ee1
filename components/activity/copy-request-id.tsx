'use client';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** A request id with a button that copies it, for a support ticket. */
export function CopyRequestId({ value }: { value: string }) {
  const t = useTranslations('activityPage');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      // Not available on plain http from another host: the id stays selectable by hand.
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  };
  return (
    <span className="relative inline-flex items-center gap-1 whitespace-nowrap">
      <code className="font-mono text-xs text-slate-700 select-all" data-testid="request-id">
        {value}
      </code>
      <button
        type="button"
        onClick={copy}
        className="inline-flex size-7 items-center justify-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:outline-none"
        aria-label={t('copyId', { id: value })}
        title={t(state === 'failed' ? 'copyUnavailable' : 'copyTitle')}
      >
        {state === 'copied' ? (
          <CheckIcon className="size-3.5 text-emerald-700" aria-hidden />
        ) : (
          <CopyIcon className="size-3.5" aria-hidden />
        )}
        <span className="sr-only" aria-live="polite">
          {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
        </span>
      </button>
    </span>
  );
}
