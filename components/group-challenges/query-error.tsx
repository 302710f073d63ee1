'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface Failure {
  message: string;
  requestId?: string | null;
}

/** A read that failed: what happened, what to do (try again), and the request id. */
export function QueryError({ title, error, onRetry }: { title: string; error: Failure; onRetry?: () => void }) {
  const t = useTranslations('groupChallenges');
  const requestId = 'requestId' in error ? error.requestId : undefined;
  return (
    <Alert tone="error" title={title} requestId={requestId}>
      <p>
        <FailureText failure={error} />
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}
