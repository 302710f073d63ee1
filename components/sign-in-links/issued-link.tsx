'use client';
import { CheckIcon, CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatCountdown, useCountdown } from './use-countdown';

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
  const seconds = useCountdown(expiresAt);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  if (seconds === 0) {
    return (
      <div className="space-y-2" data-testid="sign-in-link-expired">
        <p className="text-sm text-slate-700">
          The link has expired (links work once, for 120 seconds). Generate a new one when the student is ready.
        </p>
        <Button variant="secondary" onClick={onAgain} disabled={pending}>
          <RefreshCwIcon className={pending ? 'animate-spin' : undefined} /> Generate again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid="sign-in-link-issued">
      <label className="block text-sm font-medium text-slate-800" htmlFor={`link-${expiresAt}`}>
        Single-use sign-in link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`link-${expiresAt}`}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
          data-testid="sign-in-link-url"
        />
        <Button variant="secondary" onClick={copy} className="shrink-0">
          {copied ? <CheckIcon /> : <CopyIcon />} {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        Expires in{' '}
        <span className="font-semibold tabular-nums" data-testid="sign-in-link-countdown">
          {formatCountdown(seconds)}
        </span>
        . It works once; give it to the student now. It is not kept anywhere.
      </p>
    </div>
  );
}
