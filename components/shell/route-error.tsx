'use client';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
  title: string;
  /** What to do; the default asks to try again and to send the id to an administrator. */
  children?: ReactNode;
  back?: { href: string; label: string };
}

/** An unexpected failure of a section (its error.tsx). Details stay in the server log; the digest links them. */
export function RouteError({ error, reset, title, children, back }: RouteErrorProps) {
  const t = useTranslations('errors');
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Alert title={t('loadingFailed')} requestId={error.digest} idLabel={t('errorReference')}>
        {children ?? t('tryAgainHint')}
      </Alert>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={reset}>
          {t('tryAgain')}
        </Button>
        {back ? (
          <Link href={back.href} className="inline-flex h-9 items-center px-4 text-sm text-sky-800 hover:underline">
            {back.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
