'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { ActionQueryError } from '@/lib/query/action-query';

/** A failed read: what happened, what to do, and the request id. */
export function QueryError({ error, title }: { error: Error; title: string }) {
  const t = useTranslations('common');
  const requestId = error instanceof ActionQueryError ? error.requestId : null;
  return (
    <Alert tone="error" title={title} requestId={requestId}>
      <FailureText failure={error} /> {t('reloadHint')}
    </Alert>
  );
}
