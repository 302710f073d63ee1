'use client';
import { Alert } from '@/components/ui/alert';
import { ActionQueryError } from '@/lib/query/action-query';

/** A failed read: what happened, what to do, and the request id. */
export function QueryError({ error, what }: { error: Error; what: string }) {
  const requestId = error instanceof ActionQueryError ? error.requestId : null;
  return (
    <Alert tone="error" title={`${what} could not be loaded.`} requestId={requestId}>
      {error.message} Reload the page to try again.
    </Alert>
  );
}
