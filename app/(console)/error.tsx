'use client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** An unexpected failure while rendering a section. Details stay in the server log; the digest links them. */
export default function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <Alert title="This page could not be shown." requestId={error.digest}>
        Try again. If it keeps happening, send the id below to your administrator.
      </Alert>
      <Button variant="secondary" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
