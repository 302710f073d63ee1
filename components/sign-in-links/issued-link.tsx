'use client';
import { useTranslations } from 'next-intl';
import { CheckIcon, CopyIcon, ExternalLinkIcon, RefreshCwIcon } from '@/components/ui/icons';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { useNow } from '@/components/ui/use-now';
import { useTimeWords } from '@/components/ui/use-time-words';
import { formatTimeLeft } from '@/lib/format/time-left';

/** A generated link with its copy button and countdown; once expired, only "generate again". */
export function IssuedLink({
  url,
  expiresAt,
  onAgain,
  pending,
}: {
  url: string;
  expiresAt: number;
  onAgain: () => void;
  pending: boolean;
}) {
  const now = useNow(1000);
  const t = useTranslations('signInLink');
  const timeWords = useTimeWords();
  // Null only while the page hydrates; a link is issued in the browser, so that is never seen.
  const left = now === null ? null : Math.max(0, expiresAt - now);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  if (left === 0) {
    return (
      <div className="space-y-2" data-testid="sign-in-link-expired">
        <p className="text-sm text-slate-700">{t('expired')}</p>
        <Button variant="secondary" onClick={onAgain} disabled={pending}>
          <RefreshCwIcon className={pending ? 'animate-spin' : undefined} /> {t('again')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid="sign-in-link-issued">
      <label className="block text-sm font-medium text-slate-800" htmlFor={`link-${expiresAt}`}>
        {t('linkLabel')}
      </label>
      <Textarea
        id={`link-${expiresAt}`}
        readOnly
        rows={2}
        value={url}
        className="min-h-0 resize-none font-mono text-xs break-all"
        onFocus={(e) => e.currentTarget.select()}
        data-testid="sign-in-link-url"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy} className="shrink-0">
          {copied ? <CheckIcon /> : <CopyIcon />} {copied ? t('copied') : t('copy')}
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}
          title={t('openTitle')}
          data-testid="sign-in-link-open"
        >
          <ExternalLinkIcon /> {t('open')}
        </a>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t.rich('expiresIn', {
          left: () => (
            <span className="font-semibold tabular-nums" data-testid="sign-in-link-countdown">
              {left === null ? '' : formatTimeLeft(left, timeWords.units)}
            </span>
          ),
        })}
      </p>
    </div>
  );
}
